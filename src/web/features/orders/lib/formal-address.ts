import { isWoman, vocative } from 'czech-vocative';

// How a reply addresses the customer by name, as a Czech or Slovak business letter does: by the
// surname with "pane"/"paní" in the Czech vocative ("Dobrý den, pane Nováku,"), with "pán"/"pani"
// in Slovak, which keeps the nominative ("Dobrý deň, pán Novák,"). czech-vocative declines the
// names and tells a woman's from her first name (or an -ová surname).

const capitalized = (word: string) => word.charAt(0).toLocaleUpperCase('cs') + word.slice(1);

/** First name and surname of "Jana Nováková" (one word: a surname). */
function partsOf(name: string) {
  const words = name.trim().split(/\s+/);
  return { first: words.length > 1 ? words[0]! : '', last: words.at(-1)! };
}

const womanNamed = (first: string, last: string) => (first ? isWoman(first) : /(ová|á)$/i.test(last));

/** `pane Nováku`, `paní Nováková`. */
export function czechAddress(name: string): string {
  const { first, last } = partsOf(name);
  const woman = womanNamed(first, last);
  return `${woman ? 'paní' : 'pane'} ${capitalized(vocative(last, woman, true))}`;
}

/** `pán Novák`, `pani Nováková`. */
export function slovakAddress(name: string): string {
  const { first, last } = partsOf(name);
  return `${womanNamed(first, last) ? 'pani' : 'pán'} ${last}`;
}
