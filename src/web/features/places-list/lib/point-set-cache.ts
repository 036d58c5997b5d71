import type { PointSet } from './cluster-index';
import type { BBox } from './cluster-protocol';

/** What the map is told of a set it loaded: its count, extent and whether it holds unknown types. */
export interface SetSummary {
  count: number;
  extent: BBox | undefined;
  otherTypes: boolean;
}

interface Entry {
  set: PointSet;
  summary: SetSummary;
  /** The ETag of the answer the set was built from (none: never reused). */
  etag: string | null;
}

/**
 * The cluster worker's point sets, the most recent few by key (an e-shop, or a search of it): a
 * search typed letter by letter must not pile up a set per letter. The map polls its points (live
 * updates), and at 100 000 places parsing and indexing them again costs a phone about a second:
 * an answer with the ETag of the set held (the browser's revalidation gave back the same body)
 * keeps that set.
 */
export function pointSetCache(maxSets: number) {
  const entries = new Map<string, Entry>();
  return {
    get: (key: string) => entries.get(key)?.set,
    /** The set held for this key when it was built from an answer with this ETag. */
    unchanged(key: string, etag: string | null): SetSummary | undefined {
      const entry = entries.get(key);
      return etag && entry?.etag === etag ? entry.summary : undefined;
    },
    keep(key: string, etag: string | null, set: PointSet, summary: SetSummary) {
      entries.delete(key); // re-inserted as the newest
      entries.set(key, { set, summary, etag });
      for (const oldest of entries.keys()) if (entries.size > maxSets) entries.delete(oldest);
    },
  };
}
