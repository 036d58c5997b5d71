import { describe, expect, it } from 'vitest';
import { isKnownDetail } from '../bff/upstream/known-messages';
import { CZECH_DETAILS_BY_KIND, EXACT_CZECH_DETAILS } from '../sandbox/http/czech-details';

// The BFF lets the platform's own sentences through word for word only when they are on its list
// (bff/upstream/known-messages.ts); the list copies the sandbox's sentences. A sentence the sandbox
// gains or rewords must be added there too, or the browser would see the BFF's generic words
// instead: this test says which.

describe("the BFF's list of the platform's sentences", () => {
  it('holds every fixed sentence of the sandbox and its Czech translation', () => {
    const missing = Object.entries(EXACT_CZECH_DETAILS)
      .flatMap(([en, cs]) => [en, cs])
      .filter((sentence) => !isKnownDetail(sentence));
    expect(missing).toEqual([]);
  });

  it('holds the Czech sentence of every problem kind', () => {
    expect(Object.values(CZECH_DETAILS_BY_KIND).filter((sentence) => !isKnownDetail(sentence))).toEqual([]);
  });
});
