import { z } from 'zod';
import { CollectionResponseSchema } from '@/contract/common';
import { PickupPlaceSchema, type PickupPlace } from '@/contract/places';
import type { BffConfig } from '../config';
import type { UpstreamClient } from '../upstream/client';
import { problemFromUpstream } from '../upstream/normalize';
import { badUpstream, decoded, discard, parseJson, readCapped } from '../upstream/read-body';
import { createSlicer, nextSlice } from './time-slices';
import { isJsonAnswer, throwIfCredentialsRefused } from '../upstream/installation-answers';

// Every place of an e-shop, read from the platform's paged list (it has no other way to read them
// all): the largest pages, a few at a time so the platform is not flooded, each page read up to a
// cap and checked against the contract, since the places are relayed and exported as they are.

/** Pages read at the same time. */
export const PAGE_CONCURRENCY = 4;
/**
 * Places per upstream page. Not the platform's largest (2000): a page's JSON is read in one piece
 * (JSON.parse has no pauses), about 55 ms for 2000 places, during which no other request of the
 * BFF is answered (issue 30); 500 take about a quarter of that, at 200 pages for 100 000 places.
 */
export const FILL_PAGE_SIZE = 500;
/**
 * What one upstream page may be at most: 8 MiB, about 16 KiB a place of a page of 500 (the seed's
 * average is under 1 KiB). Reading stops past it.
 */
export const PAGE_LIMIT = 8 * 1024 * 1024;
/** Short on purpose: never the zod issues or the body, which can be as large as the page. */
const unreadablePage = () =>
  badUpstream('The platform sent a page of places that cannot be read. Try again shortly.');
/** A page's frame; its places are checked one by one (checkedPlaces). */
const PageFrameSchema = CollectionResponseSchema(z.unknown());

/**
 * A page's places checked against the contract in slices of a few milliseconds: 2000 places in one
 * piece keep every other request waiting for tens of milliseconds (issue 30). Null when any fails.
 */
async function checkedPlaces(items: readonly unknown[]): Promise<PickupPlace[] | null> {
  const between = createSlicer();
  const places: PickupPlace[] = new Array<PickupPlace>(items.length);
  for (let i = 0; i < items.length; i++) {
    const place = PickupPlaceSchema.safeParse(items[i]);
    if (!place.success) return null;
    places[i] = place.data;
    await between();
  }
  return places;
}

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
  const url = `${config.pickup!.baseUrl}/api/v1/pickup-place?prettyPrint=false&eshopId=${eshopId}&size=${FILL_PAGE_SIZE}&page=${n}`;
  const res = await upstream.call(url, {
    method: 'GET',
    headers: {
      'x-api-key': config.pickup!.apiKey,
      accept: 'application/json',
      ...(etag ? { 'if-none-match': etag } : {}),
    },
    idempotent: true,
  });
  throwIfCredentialsRefused(res);
  if (res.statusCode === 304 && etag) {
    discard(res);
    return null;
  }
  if (res.statusCode >= 400) throw await problemFromUpstream(res);
  if (res.statusCode !== 200 || !isJsonAnswer(res)) {
    discard(res);
    throw unreadablePage();
  }
  const raw = await readCapped(res, PAGE_LIMIT);
  // Its own turn for the parse: pages that arrive together are not parsed in one stretch.
  await nextSlice();
  const page = PageFrameSchema.safeParse(parseJson(decoded(res, raw, PAGE_LIMIT)));
  const items = page.success ? await checkedPlaces(page.data.items) : null;
  if (!page.success || !items) throw unreadablePage();
  const tag = res.headers.etag;
  return { items, page: page.data.page, etag: typeof tag === 'string' ? tag : undefined };
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
  const res = await upstream.call(
    `${config.pickup!.baseUrl}/api/v1/pickup-place/${placeId}?prettyPrint=false`,
    {
      method: 'GET',
      headers: { 'x-api-key': config.pickup!.apiKey, accept: 'application/json' },
      idempotent: true,
    },
  );
  if (res.statusCode === 404) {
    discard(res);
    return null;
  }
  if (res.statusCode !== 200) {
    discard(res);
    throw badUpstream('The platform did not give the changed place.');
  }
  const place = PickupPlaceSchema.safeParse(parseJson(await readCapped(res, PAGE_LIMIT)));
  if (!place.success) throw badUpstream('The platform sent a place that cannot be read.');
  return place.data;
}
