import type { PickupPlace } from '@/contract/places';
import type { BffConfig } from '../config';
import type { UpstreamClient } from '../upstream/client';
import { createPlatformClient } from '../upstream/platform-client';
import { badUpstream } from '../upstream/read-body';
import { createSlicer, nextSlice } from './time-slices';

// Every place of an e-shop, read from the platform's paged list (it has no other way to read them
// all): the largest pages, a few at a time so the platform is not flooded, each page read up to a
// cap and checked against the contract by the platform client, since the places are relayed and
// exported as they are.

/** Pages read at the same time. */
export const PAGE_CONCURRENCY = 4;
/**
 * Places per upstream page. Not the platform's largest (2000): a page's JSON is read in one piece
 * (JSON.parse has no pauses), about 55 ms for 2000 places, during which no other request of the
 * BFF is answered (issue 30); 500 take about a quarter of that, at 200 pages for 100 000 places.
 */
export const FILL_PAGE_SIZE = 500;

export interface FetchPlacesDeps {
  config: BffConfig;
  upstream: UpstreamClient;
}

/** A page of the platform's list as read, with its ETag for the next refresh. */
export interface SourcePage {
  etag: string | undefined;
  places: PickupPlace[];
}

/** A page, or null when it is unchanged since `etag` (304: no body sent). */
async function fetchPage({ config, upstream }: FetchPlacesDeps, eshopId: string, n: number, etag?: string) {
  const answer = await createPlatformClient(config, upstream).places.list(eshopId, n, {
    size: FILL_PAGE_SIZE,
    etag,
    // Its own turn for the parse: pages that arrive together are not parsed in one stretch. Its
    // places are checked in slices of a few milliseconds: 2000 places in one piece keep every
    // other request waiting for tens of milliseconds (issue 30).
    beforeParse: nextSlice,
    between: createSlicer(),
  });
  if (answer.kind === 'not-modified') return null;
  if (answer.kind !== 'ok') throw answer.problem;
  return { items: answer.data.items, page: answer.data.page, etag: answer.etag };
}

/**
 * Every page of the e-shop's places, in the platform's order. With the pages of an earlier read,
 * each is asked for with its ETag (If-None-Match, spec 001 section 7): an unchanged page costs a
 * 304 and keeps its places (`changed[n]` false).
 */
export async function fetchPlacePages(
  deps: FetchPlacesDeps,
  eshopId: string,
  previous?: readonly SourcePage[],
): Promise<{ pages: SourcePage[]; changed: boolean[] }> {
  const pages: SourcePage[] = [];
  const changed: boolean[] = [];
  const read = async (n: number) => {
    const known = previous?.[n];
    const page = await fetchPage(deps, eshopId, n, known?.etag);
    pages[n] = page ? { etag: page.etag, places: page.items } : known!;
    changed[n] = page !== null;
    return page;
  };
  const first = await read(0);
  // Unchanged, the first page still tells how many there are: as many as before.
  const total = first ? (first.page?.totalPages ?? 1) : previous!.length;
  let next = 1;
  const workers = Array.from({ length: Math.min(PAGE_CONCURRENCY, Math.max(0, total - 1)) }, async () => {
    while (next < total) await read(next++);
  });
  await Promise.all(workers);
  return { pages, changed };
}

/** One place as the platform has it now; null when it is gone (404). */
export async function fetchPlace(
  { config, upstream }: FetchPlacesDeps,
  placeId: string,
): Promise<PickupPlace | null> {
  const answer = await createPlatformClient(config, upstream).places.get(placeId);
  if (answer.kind === 'ok') return answer.data;
  if (answer.kind === 'not-found') return null;
  if (answer.kind === 'bad-answer') throw badUpstream('The platform sent a place that cannot be read.');
  throw badUpstream('The platform did not give the changed place.');
}
