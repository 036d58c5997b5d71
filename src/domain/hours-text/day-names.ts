// Day abbreviations of Czech, Slovak, Polish and German in an opening_hours text (Po-Pá 08:00-18:00;
// So 09:00-12:00; PN-PT 10-19; Di-Sa 9-18), read as the syntax's English ones by one rule wherever
// text is read (the editor's text form and the import). The language is the reader's parameter,
// taken from the place's country or the screen's: the package alone guesses (`So` is Saturday in
// Czech and Slovak, Sunday in German; `SB` it reads as Tuesday), and a guess is a silent change.

/** Which day names a text is read with besides the syntax's own. */
export type DayNames = 'cs' | 'sk' | 'pl' | 'de';
export const DAY_NAME_LANGUAGES: readonly DayNames[] = ['cs', 'sk', 'pl', 'de'];

type Syntax = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';

// Czech and Slovak agree wherever they share a letter pair (St is Wednesday in both; Slovak
// Thursday is Št), so one table serves both; forms without diacritics are common when typing.
const CS_SK: Record<string, Syntax> = {
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

const TABLES: Record<DayNames, Record<string, Syntax>> = {
  cs: CS_SK,
  sk: CS_SK,
  pl: {
    pn: 'Mo',
    pon: 'Mo',
    wt: 'Tu',
    śr: 'We',
    sr: 'We',
    cz: 'Th',
    czw: 'Th',
    pt: 'Fr',
    pią: 'Fr',
    pia: 'Fr',
    sb: 'Sa',
    sob: 'Sa',
    nd: 'Su',
    ndz: 'Su',
    niedz: 'Su',
  },
  // Mo, Fr and Sa are the syntax's own already.
  de: { di: 'Tu', mi: 'We', do: 'Th', so: 'Su' },
};

/** Abbreviations that name another day in another of the languages: said in a warning when read. */
const AMBIGUOUS = new Set(
  Object.keys(CS_SK).filter((k) =>
    DAY_NAME_LANGUAGES.some((l) => TABLES[l][k] !== undefined && TABLES[l][k] !== CS_SK[k]),
  ),
);

const tokenOf = (table: Record<string, Syntax>) =>
  new RegExp(
    `(?<![\\p{L}\\d])(${Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .join('|')})\\.?(?![\\p{L}])`,
    'giu',
  );
const TOKENS = Object.fromEntries(DAY_NAME_LANGUAGES.map((l) => [l, tokenOf(TABLES[l])])) as Record<
  DayNames,
  RegExp
>;

export type DayNamesRead = {
  text: string;
  /** Each ambiguous abbreviation read, once, with the day it was read as (`So` → `Sa`). */
  ambiguous: { written: string; read: Syntax }[];
};

/**
 * The text with the language's day names in the syntax's words, comments ("…") left alone; null
 * when it has none (then nothing was read differently and nothing needs saying).
 */
export function withSyntaxDayNames(text: string, language: DayNames = 'cs'): DayNamesRead | null {
  let found = false;
  const table = TABLES[language];
  const ambiguous = new Map<string, Syntax>();
  const parts = text.split('"');
  const translated = parts.map((part, k) =>
    k % 2 === 1
      ? part
      : part.replace(TOKENS[language], (_token: string, name: string) => {
          const key = name.toLowerCase();
          const read = table[key];
          if (!read) return name;
          found = true;
          if (AMBIGUOUS.has(key)) ambiguous.set(name, read);
          return read;
        }),
  );
  if (!found) return null;
  return {
    text: translated.join('"'),
    ambiguous: [...ambiguous].map(([written, read]) => ({ written, read })),
  };
}

const BY_COUNTRY: Record<string, DayNames> = { CZ: 'cs', SK: 'sk', PL: 'pl', DE: 'de', AT: 'de', LI: 'de' };

/**
 * The day names a text is read with: the place's country's language first (a Czech screen reading
 * a German shop's `So` means Sunday), else the screen's (or the file's) language.
 */
export function dayNamesFor(language: string, countryCode: string | null | undefined): DayNames | undefined {
  const country = countryCode?.toUpperCase();
  if (country && BY_COUNTRY[country]) return BY_COUNTRY[country];
  return (DAY_NAME_LANGUAGES as readonly string[]).includes(language) ? (language as DayNames) : undefined;
}
