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
  /** Writes the sorted terms' postings, `n` terms a step (a fill's steps have pauses between). */
  function packer(terms: string[]) {
    const offsets = new Int32Array(terms.length + 1);
    const postings = new Int32Array(pairs);
    let at = 0;
    let t = 0;
    return {
      /** Packs up to `n` more terms; answers whether every term is packed. */
      step(n: number): boolean {
        for (const end = Math.min(terms.length, t + n); t < end; t++) {
          offsets[t] = at;
          for (const doc of docsOf.get(terms[t]!)!) postings[at++] = doc;
        }
        return t === terms.length;
      },
      done(): TermIndex {
        offsets[terms.length] = at;
        docsOf.clear();
        return { terms, offsets, postings };
      },
    };
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
      const packing = packer([...docsOf.keys()].sort(compareCodeUnits));
      packing.step(Infinity);
      return packing.done();
    },
    /** The same index, built in slices between which other requests are served (a fill's). */
    async buildInSlices(between: Between): Promise<TermIndex> {
      const packing = packer(await sortInSlices([...docsOf.keys()], compareCodeUnits, between));
      while (!packing.step(1024)) await between();
      return packing.done();
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
