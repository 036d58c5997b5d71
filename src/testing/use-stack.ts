import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack, type StackOptions } from './stack';

/**
 * A stack for the tests of the enclosing describe (or file): started before them, closed after.
 * Call the returned function inside a test to reach it.
 */
export function useStack(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('The test stack has not started (call it inside a test).');
    return stack;
  };
}
