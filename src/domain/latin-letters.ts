// The Latin letters that Unicode does not decompose into a base letter and a mark (ł is not l + a
// combining stroke), written as the base letters a search and a sort treat them as.

const NOT_DECOMPOSING: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};
const NOT_DECOMPOSING_RE = new RegExp(`[${Object.keys(NOT_DECOMPOSING).join('')}]`, 'g');

/** Lower-case text with those letters as their base letters: `łódź` → `lodź`. */
export const withBaseLetters = (text: string) => text.replace(NOT_DECOMPOSING_RE, (c) => NOT_DECOMPOSING[c]!);
