import { expect } from 'vitest';
import { ConfigError, parseBffEnv } from '../bff/config';

/** The ConfigError's message for this environment (fails when it parses). */
export function configErrorOf(env: NodeJS.ProcessEnv): string {
  try {
    parseBffEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
