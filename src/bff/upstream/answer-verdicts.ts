import { createHash } from 'node:crypto';

// The answers already checked and passed, remembered by their exact bytes: a place read again and
// again (an editor reopened, a list's row revisited, a tab refocused) comes back byte for byte the
// same while it is unchanged, and its JSON parse and contract check were most of the BFF's own
// work on the read. A verdict is a function of the bytes (and their encoding), so a remembered
// pass is as good as a new one; anything else (a different body, a failure, a refusal thrown by
// the check) is judged afresh every time. Hand-written: a bounded set of SHA-256 digests.

/** Digests kept; past it the set starts again (a few hundred kilobytes at most). */
const DEFAULT_MAX = 5000;

export function answerVerdicts(max = DEFAULT_MAX) {
  const passed = new Set<string>();
  return {
    /** `judge`'s verdict on `raw`, which it is spared when these bytes passed before. */
    check(raw: Buffer, encoding: string, judge: () => boolean): boolean {
      const digest = createHash('sha256').update(encoding).update('\n').update(raw).digest('base64');
      if (passed.has(digest)) return true;
      const ok = judge();
      if (ok) {
        if (passed.size >= max) passed.clear();
        passed.add(digest);
      }
      return ok;
    },
  };
}

export type AnswerVerdicts = ReturnType<typeof answerVerdicts>;
