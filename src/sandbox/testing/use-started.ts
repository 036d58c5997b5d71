import { afterAll, beforeAll } from 'vitest';

// One server (a sandbox, a whole stack) per test file or describe: started before its tests,
// closed after them. Here rather than in src/testing so that sandbox fixtures may use it too.

/** Starts `start()` before the tests of the enclosing describe (or file); call the result inside a test. */
export function useStarted<T extends { close(): Promise<unknown> }>(
  what: string,
  start: () => Promise<T>,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error(`The test ${what} has not started (call it inside a test).`);
    return started;
  };
}
