import { useStarted } from '../sandbox/testing/use-started';
import { startStack, type StackOptions } from './stack';

/** A stack for the tests of the enclosing describe (or file); call the result inside a test. */
export const useStack = (options: StackOptions = {}) => useStarted('stack', () => startStack(options));
