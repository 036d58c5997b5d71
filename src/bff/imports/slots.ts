import { Problem } from '@/bff/problem';

// Imports read at once on this instance: each holds a temporary file, a parser and, for an .xlsx,
// a worker thread, so a few users (or one script) cannot add them up to the server's memory.

export function importSlots(max: number) {
  let taken = 0;
  /** A slot, or a 429; the returned function gives it back (once). */
  return function take(): () => void {
    if (taken >= max)
      throw new Problem(
        429,
        'too-many-uploads',
        'Too many imports at once',
        'The server is reading other imports. Try again in a moment.',
        {},
        { 'retry-after': '5' },
      );
    taken++;
    let given = false;
    return () => {
      if (!given) taken--;
      given = true;
    };
  };
}
