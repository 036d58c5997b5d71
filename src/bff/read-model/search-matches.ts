import type { PlaceSearchQuery } from '@/contract/place-search';
import { matchPlaces, parseSort, type Matches } from './match-places';
import type { PlacesModel } from './places-model';

// The matches of the searches asked last, per model and version (issue 41). Everyone on the list
// page asks the same few searches (the page opened, its next pages, the same typed word), and
// under load many at once: a search over 100 000 places costs 5–30 ms of the one event loop (in a
// CPU profile under 200 connections searchText and matchPlaces took 36% of the time, the garbage
// collector 16%), so 200 connections asking one thing queued behind each other and timed out at
// 10 s. The matches (the ordered documents, the flag counts, the bounds) do not depend on the page
// asked for, so each page of one search is cut from one computation. A change applied to the
// model (apply-change.ts, also every refresh's) moves its version and drops what was kept; a new
// fill is a new model. Time-dependent filters (open now, exceptions within days) are kept for the
// minute they were computed in.

/** Searches kept per model: at most this many times the docs of one (4 bytes a place). */
export const SEARCHES_KEPT = 32;

type Filters = Omit<PlaceSearchQuery, 'page' | 'size'>;

export function createSearchMatches(kept = SEARCHES_KEPT) {
  const byModel = new WeakMap<PlacesModel, { version: number; matches: Map<string, Matches> }>();
  return function searchMatches(model: PlacesModel, query: Filters, now = new Date()): Matches {
    let held = byModel.get(model);
    if (held?.version !== model.version)
      byModel.set(model, (held = { version: model.version, matches: new Map() }));
    const key = keyOf(query, now);
    const found = held.matches.get(key);
    if (found) {
      held.matches.delete(key); // the newest last: the least recently used goes first
      held.matches.set(key, found);
      return found;
    }
    const made = matchPlaces(model, query, parseSort(query.sort, Boolean(query.q)), now);
    held.matches.set(key, made);
    if (held.matches.size > kept) held.matches.delete(held.matches.keys().next().value!);
    return made;
  };
}

function keyOf(query: Filters & { page?: unknown; size?: unknown }, now: Date): string {
  const { page: _page, size: _size, ...filters } = query;
  const timed = filters.openNow !== undefined || filters.exceptionWithinDays !== undefined;
  return JSON.stringify(filters) + (timed ? `@${Math.floor(now.getTime() / 60_000)}` : '');
}
