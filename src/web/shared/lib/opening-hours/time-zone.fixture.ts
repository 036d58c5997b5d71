import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the file's (or describe block's) tests with the process in `zone`: the opening_hours
 * package reads a text in the process's zone, so clock changes are the zone's. A new TZ applies
 * to the Dates made after it is set. Node's environment, which the web's types do not know.
 */
export function inTimeZone(zone: string) {
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const before = env.TZ;
  beforeAll(() => {
    env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete env.TZ;
    else env.TZ = before;
  });
}
