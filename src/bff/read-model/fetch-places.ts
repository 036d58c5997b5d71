import {
  MAX_PAGE_SIZE,
  PickupPlaceCollectionSchema,
  PickupPlaceSchema,
  type PickupPlace,
} from '@/contract/places';
import type { BffConfig } from '../config';
import type { UpstreamClient } from '../upstream/client';
import { problemFromUpstream } from '../upstream/normalize';
import { badUpstream, decoded, discard, parseJson, readCapped } from '../upstream/read-body';
import { credentialsRefused } from '../routes/places/context';

// Every place of an e-shop, read from the platform's paged list (it has no other way to read them
// all): the largest pages, a few at a time so the platform is not flooded, each page read up to a
// cap and checked against the contract, since the places are relayed and exported as they are.

/** Pages read at the same time. */
export const PAGE_CONCURRENCY = 4;
/**
 * What one upstream page of 2000 places may be at most: about 4 KiB a place, several times a
 * compact place with long texts (the seed's average is under 1 KiB). Reading stops past it.
 */
export const PAGE_LIMIT = 8 * 1024 * 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** Short on purpose: never the zod issues or the body, which can be as large as the page. */
const unreadablePage = () =>
  badUpstream('The platform sent a page of places that cannot be read. Try again shortly.');

export interface FetchPlacesDeps {
  config: BffConfig;
  upstream: UpstreamClient;
}

async function fetchPage({ config, upstream }: FetchPlacesDeps, eshopId: string, n: number) {
  const url = `${config.pickup!.baseUrl}/api/v1/pickup-place?prettyPrint=false&eshopId=${eshopId}&size=${MAX_PAGE_SIZE}&page=${n}`;
  const res = await upstream.call(url, {
    method: 'GET',
    headers: { 'x-api-key': config.pickup!.apiKey, accept: 'application/json' },
    idempotent: true,
  });
  // The installation's key refused is not the user's session ending (a 401 would sign them out).
  if (res.statusCode === 401 || res.statusCode === 403) {
    discard(res);
    throw credentialsRefused();
  }
  if (res.statusCode >= 400) throw await problemFromUpstream(res);
  if (res.statusCode !== 200 || !JSON_TYPE.test(String(res.headers['content-type'] ?? ''))) {
    discard(res);
    throw unreadablePage();
  }
  const raw = await readCapped(res, PAGE_LIMIT);
  const page = PickupPlaceCollectionSchema.safeParse(parseJson(decoded(res, raw, PAGE_LIMIT)));
  if (!page.success) throw unreadablePage();
  return page.data;
}

/** Every place of the e-shop, in the platform's order. */
export async function fetchAllPlaces(deps: FetchPlacesDeps, eshopId: string): Promise<PickupPlace[]> {
  const first = await fetchPage(deps, eshopId, 0);
  const pages = [first.items];
  const total = first.page?.totalPages ?? 1;
  let next = 1;
  const workers = Array.from({ length: Math.min(PAGE_CONCURRENCY, Math.max(0, total - 1)) }, async () => {
    while (next < total) {
      const n = next++;
      pages[n] = (await fetchPage(deps, eshopId, n)).items;
    }
  });
  await Promise.all(workers);
  return pages.flat();
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
