// Intl's region names and collators, made once a language. Each is costly to make, and
// `a.localeCompare(b, language)` makes a collator on every call: the editor's country list, sorted
// that way by names looked up inside the comparison, spent 28 ms of its first render on a laptop
// (four times that on a phone).

const regions = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

/** A region's name in the language, or undefined where the browser has none (or rejects the code). */
export function regionName(code: string, language: string): string | undefined {
  let names = regions.get(language);
  if (!names) regions.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  try {
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined; // a code the browser rejects (old codes such as CS or SU in some engines)
  }
}

/** Compares two texts as the language sorts them. */
export function compareText(language: string): (a: string, b: string) => number {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language)));
  return collator.compare;
}

/** The values sorted by their labels in the language, each label looked up once. */
export function sortedByLabel<T>(values: readonly T[], label: (value: T) => string, language: string): T[] {
  const labels = new Map(values.map((v) => [v, label(v)]));
  const compare = compareText(language);
  return [...values].sort((a, b) => compare(labels.get(a)!, labels.get(b)!));
}
