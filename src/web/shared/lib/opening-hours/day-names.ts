// Czech and Slovak day abbreviations in an opening_hours text (Po-Pá 08:00-18:00; So 09:00-12:00),
// read as the syntax's English ones. The package alone reads `So` as German Sunday and `Ne` not at
// all: a Czech Saturday would move to Sunday. Used only when the interface or the place's country
// says the text is Czech or Slovak, and the reading says so.

/** Which day names a text is read with: the syntax's own, or Czech/Slovak ones. */
export type DayNames = 'cs' | 'sk';

// The two languages agree wherever they share a letter pair (St is Wednesday in both; Slovak
// Thursday is Št), so one table serves both; forms without diacritics are common when typing.
const DAY_OF: Record<string, string> = {
  po: 'Mo',
  út: 'Tu',
  ut: 'Tu',
  st: 'We',
  čt: 'Th',
  ct: 'Th',
  št: 'Th',
  pá: 'Fr',
  pa: 'Fr',
  pi: 'Fr',
  so: 'Sa',
  ne: 'Su',
};

const TOKEN = /(?<![\p{L}\d])(po|út|ut|st|čt|ct|št|pá|pa|pi|so|ne)(?![\p{L}])/giu;

/**
 * The text with Czech/Slovak day names in the syntax's words, comments ("…") left alone; null when
 * it has none (then nothing was read differently and nothing needs saying).
 */
export function withSyntaxDayNames(text: string): string | null {
  let found = false;
  const parts = text.split('"');
  const translated = parts.map((part, k) =>
    k % 2 === 1
      ? part
      : part.replace(TOKEN, (token: string) => {
          found = true;
          return DAY_OF[token.toLowerCase()] ?? token;
        }),
  );
  return found ? translated.join('"') : null;
}

/** Czech or Slovak day names when the interface is Czech or the place is in Czechia or Slovakia. */
export function dayNamesFor(language: string, countryCode: string | undefined): DayNames | undefined {
  const country = countryCode?.toUpperCase();
  if (country === 'SK') return 'sk';
  if (country === 'CZ' || language === 'cs') return 'cs';
  return undefined;
}
