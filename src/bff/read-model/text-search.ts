import { normalizeText, wordsOf } from './normalize';
import { createTermIndexBuilder, markPrefix, type TermIndex } from './term-index';
import type { Between } from './time-slices';

// The search box over an e-shop's places: every word of the query must be the start of a word of
// the name, street, city, zip code or origin id, or the start of the whole place id or origin id
// (`SYN-12`, `3f2a9c`). Ranked: places whose name holds more of the query's words first, then by
// name.
//
// Why not MiniSearch (tried first, 100 000 places, same machine): its index took 10-18 s and
// 135-288 MiB to build, and a query matching 10 000 places took 100-500 ms, because it scores
// every match with BM25 and builds a result object for each. The prefix ranges below answer the
// same queries in about a millisecond from a fraction of the memory.

/** Words of a query past this are ignored (each costs a pass over the postings it names). */
export const MAX_QUERY_WORDS = 16;

/** What the search reads of one place. */
export interface SearchableText {
  name: string;
  /** Street, city, zip code, origin id: matched word by word. */
  other: readonly (string | undefined)[];
  /** The place id and origin id: also matched from their start as a whole. */
  whole: readonly (string | undefined)[];
}

interface TermIndexes {
  all: TermIndex;
  name: TermIndex;
  whole: TermIndex;
}

export interface PlaceTextIndex extends TermIndexes {
  size: number;
  /**
   * Places changed since the fill (apply-change.ts): their entries in the indexes above are
   * ignored and their text (null: no place there any more) is read from a small index of their
   * own, made again at the first search after a change.
   */
  changed?: { texts: Map<number, SearchableText | null>; index: (TermIndexes & { docs: Int32Array }) | null };
}

/** Gives a place a new text (null: the place left), without rebuilding the whole index. */
export function setPlaceText(index: PlaceTextIndex, doc: number, text: SearchableText | null): void {
  index.changed ??= { texts: new Map(), index: null };
  index.changed.texts.set(doc, text);
  index.changed.index = null;
}

function addText(
  builders: Record<keyof TermIndexes, ReturnType<typeof createTermIndexBuilder>>,
  doc: number,
  text: SearchableText,
) {
  const { all, name, whole } = builders;
  for (const word of wordsOf(text.name)) {
    name.add(word, doc);
    all.add(word, doc);
  }
  for (const field of text.other) for (const word of wordsOf(field)) all.add(word, doc);
  for (const value of text.whole) if (value) whole.add(normalizeText(value).trim(), doc);
}

const termBuilders = () => ({
  all: createTermIndexBuilder(),
  name: createTermIndexBuilder(),
  whole: createTermIndexBuilder(),
});

/** The index of the changed places (documents in increasing order, as the builder wants). */
function changedIndex(index: PlaceTextIndex) {
  const changed = index.changed;
  if (!changed) return null;
  if (!changed.index) {
    const docs = Int32Array.from(changed.texts.keys()).sort();
    const builders = termBuilders();
    for (const doc of docs) {
      const text = changed.texts.get(doc);
      if (text) addText(builders, doc, text);
    }
    changed.index = {
      docs,
      all: builders.all.build(),
      name: builders.name.build(),
      whole: builders.whole.build(),
    };
  }
  return changed.index;
}

/** markPrefix over the fill's index and the changed places' one. */
function markTerm(index: PlaceTextIndex, which: keyof TermIndexes, prefix: string, into: Uint8Array) {
  markPrefix(index[which], prefix, into);
  const changed = changedIndex(index);
  if (!changed) return;
  for (const doc of changed.docs) into[doc] = 0;
  markPrefix(changed[which], prefix, into);
}

/** Builds the index in slices, so that other requests are served meanwhile (a fill's). */
export async function buildPlaceTextIndex(
  size: number,
  textOf: (doc: number) => SearchableText,
  between: Between,
): Promise<PlaceTextIndex> {
  const builders = termBuilders();
  for (let doc = 0; doc < size; doc++) {
    addText(builders, doc, textOf(doc));
    if ((doc & 63) === 63) await between();
  }
  return {
    size,
    all: await builders.all.buildInSlices(between),
    name: await builders.name.buildInSlices(between),
    whole: await builders.whole.buildInSlices(between),
  };
}

/** Documents having, for every part, a term starting with it (null for no parts). */
function allPartsMatch(
  index: PlaceTextIndex,
  which: 'all' | 'name',
  parts: readonly string[],
  size: number,
): Uint8Array | null {
  let result: Uint8Array | null = null;
  for (const part of parts) {
    const hit = new Uint8Array(size);
    markTerm(index, which, part, hit);
    if (result) for (let d = 0; d < size; d++) result[d]! &= hit[d]!;
    else result = hit;
  }
  return result;
}

/**
 * The places matching a query, best first; null when the query has no words (no text filter).
 * `order` lists every document in the tie-break order (by name).
 */
export function searchText(index: PlaceTextIndex, query: string, order: Int32Array): Int32Array | null {
  const words = normalizeText(query).split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (!words.length) return null;
  const { size } = index;
  const matched = new Uint8Array(size).fill(1);
  const nameScore = new Uint8Array(size);
  for (const word of words) {
    const hit = new Uint8Array(size);
    markTerm(index, 'whole', word, hit);
    const parts = wordsOf(word);
    const byParts = allPartsMatch(index, 'all', parts, size);
    const inName = allPartsMatch(index, 'name', parts, size);
    if (byParts) for (let d = 0; d < size; d++) hit[d]! |= byParts[d]!;
    for (let d = 0; d < size; d++) matched[d]! &= hit[d]!;
    if (inName) for (let d = 0; d < size; d++) nameScore[d]! += inName[d]!;
  }
  // Buckets by name score, each in tie-break order: one pass, no comparison sort.
  const buckets: number[][] = Array.from({ length: words.length + 1 }, () => []);
  for (const d of order) if (matched[d]) buckets[nameScore[d]!]!.push(d);
  return Int32Array.from(buckets.reverse().flat());
}
