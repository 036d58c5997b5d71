import { withBaseLetters } from '@/domain/latin-letters';

// Text as the search compares it: lower case, without diacritics, split into words. Czech and
// Slovak letters (ř ů ě š č ž ý á í é ň ť ď ľ ĺ ô ä) decompose into a base letter and a combining
// mark that is dropped; the few Latin letters that do not decompose are mapped by hand.

const COMBINING_MARKS = /\p{M}+/gu;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower case, no diacritics: `Náměstí Míru` → `namesti miru`. */
export function normalizeText(text: string): string {
  return withBaseLetters(text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase());
}

/** The normalized words of a text: letters and digits, anything else separates. */
export function wordsOf(text: string | undefined): string[] {
  if (!text) return [];
  return normalizeText(text).split(WORD_SEPARATORS).filter(Boolean);
}
