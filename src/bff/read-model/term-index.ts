import { sortInSlices, type Between } from './time-slices';

// Sorted terms with their documents (compressed sparse rows): the words of every document, sorted,
// so that all words starting with a prefix are one contiguous range found by binary search, and
// their documents are one slice each. Built once per fill; answers a prefix in microseconds plus
// the size of its postings.

export interface TermIndex {
  terms: string[];
  /** Documents of terms[t] are postings[offsets[t] .. offsets[t + 1]). */
  offsets: Int32Array;
  postings: Int32Array;
}

/** Collects (term, document) pairs; documents must be added in increasing order. */
export function createTermIndexBuilder() {
  const docsOf = new Map<string, number[]>();
  let pairs = 0;
  function packed(terms: string[]): TermIndex;
  function packed(terms: string[], between: Between): Promise<TermIndex>;
  function packed(terms: string[], between?: Between): TermIndex | Promise<TermIndex> {
    const offsets = new Int32Array(terms.length + 1);
    const postings = new Int32Array(pairs);
    let at = 0;
    const put = (t: number) => {
      offsets[t] = at;
      for (const doc of docsOf.get(terms[t]!)!) postings[at++] = doc;
    };
    const done = () => {
      offsets[terms.length] = at;
      docsOf.clear();
      return { terms, offsets, postings };
    };
    if (!between) {
      for (let t = 0; t < terms.length; t++) put(t);
      return done();
    }
    return (async () => {
      for (let t = 0; t < terms.length; t++) {
        put(t);
        if ((t & 1023) === 1023) await between();
      }
      return done();
    })();
  }
  return {
    add(term: string, doc: number) {
      const docs = docsOf.get(term);
      if (!docs) {
        docsOf.set(term, [doc]);
        pairs++;
      } else if (docs[docs.length - 1] !== doc) {
        docs.push(doc);
        pairs++;
      }
    },
    build(): TermIndex {
      const terms = [...docsOf.keys()].sort(compareCodeUnits);
      return packed(terms);
    },
    /** The same index, built in slices between which other requests are served (a fill's). */
    async buildInSlices(between: Between): Promise<TermIndex> {
      const terms = await sortInSlices([...docsOf.keys()], compareCodeUnits, between);
      return packed(terms, between);
    },
  };
}

/** Plain code-unit order: the order binary search over prefixes relies on (not locale order). */
export const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first index of a sorted array whose value is not below `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of a sorted array whose values start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  // Every string starting with the prefix sorts before prefix + the highest code unit.
  return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
}

/** Marks (sets to 1) every document having a term that starts with `prefix`. */
export function markPrefix(index: TermIndex, prefix: string, into: Uint8Array): void {
  const [from, to] = prefixRange(index.terms, prefix);
  const { offsets, postings } = index;
  for (let p = offsets[from]!, end = offsets[to]!; p < end; p++) into[postings[p]!] = 1;
}
