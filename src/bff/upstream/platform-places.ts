import type { Readable } from 'node:stream';
import { FileInfoSchema, type PickupPlace, type PickupPlaceUpdate } from '@/contract/places';
import type { BffConfig } from '../config';
import type { UpstreamCall, UpstreamClient } from './client';
import {
  API_KEY_REFUSED,
  notModified,
  relayedAnswer,
  typedAnswer,
  type Answer,
  type Expected,
  type NotModified,
  type Relayed,
} from './platform-answers';
import {
  is2xx,
  isOk,
  json,
  JSON_ONLY,
  PAGE_LIMIT,
  place,
  placeCalls,
  read,
  unreadablePage,
  type BrowserHeaders,
  type CallOptions,
  type ListOptions,
  type PlaceCall,
  type UploadOptions,
} from './platform-calls';
import { badUpstream } from './read-body';
import {
  checkedPage,
  createdOf,
  readPlace,
  scopeOf,
  type CreatedPlace,
  type PlacePage,
  type PlaceScope,
} from './place-reading';

// The pickup place service (spec 000) with the installation's API key: typed calls for the BFF's own
// use (answers parsed against the contract) and the browser's calls relayed (createPlaceRelay).

/** A list page is checked as far as is cheap: an object with items (the rest streams as it is). */
const LIST_PAGE: Expected = {
  kind: 'json',
  accept: (body) => Array.isArray((body as { items?: unknown } | null)?.items),
};

/** An upload's answer, the FileInfo; `seen` hears it before it is judged. */
const fileInfoAnswer = (seen?: (body: unknown) => void): Expected => ({
  kind: 'json',
  accept: (body) => (seen?.(body), FileInfoSchema.safeParse(body).success),
});

/** The typed place calls, and the relayed ones under `relay`. */
export function createPlatformPlaces(
  config: Pick<BffConfig, 'pickup' | 'platformMidnight'>,
  upstream: UpstreamClient,
) {
  const { drift } = upstream;
  const placeOf = (json: unknown) => readPlace(json, drift);
  const { placeCall } = placeCalls(config, upstream);
  return {
    relay: createPlaceRelay(placeCall),

    /** A page of an e-shop's list, its places checked against the contract. */
    async list(
      eshopId: string,
      page: number,
      options: ListOptions,
    ): Promise<Answer<PlacePage> | NotModified> {
      const { etag, between } = options;
      const res = await placeCall(
        '',
        read(etag ? { ...JSON_ONLY, 'if-none-match': etag } : JSON_ONLY),
        `eshopId=${eshopId}&size=${options.size}&page=${page}`,
      );
      return (
        notModified(res, Boolean(etag)) ??
        typedAnswer(res, {
          success: isOk,
          refused: API_KEY_REFUSED,
          cap: PAGE_LIMIT,
          parse: (body) => checkedPage(body, drift, between),
          beforeParse: options.beforeParse,
          broken: unreadablePage,
        })
      );
    },

    /** A place as the contract has it, with its ETag. */
    async get(id: string, options: CallOptions = {}): Promise<Answer<PickupPlace>> {
      return typedAnswer(
        await placeCall(`/${id}`, read(JSON_ONLY, options.signal)),
        place(placeOf, { heard: options.heard }),
      );
    },

    /**
     * A place's e-shop (which the e-shop check needs), and the place when it matches the contract;
     * `language` asks for the platform's messages in the browser's language.
     */
    async scope(id: string, options: CallOptions & { language?: string } = {}): Promise<Answer<PlaceScope>> {
      const headers = options.language ? { ...JSON_ONLY, 'accept-language': options.language } : JSON_ONLY;
      const res = await placeCall(`/${id}`, read(headers, options.signal));
      return typedAnswer(
        res,
        place((json) => scopeOf(json, drift), { broken: () => badUpstream() }),
      );
    },

    /** A new place (an import's, a restore's); its answer's id at least. */
    async create(body: unknown, options: CallOptions = {}): Promise<Answer<CreatedPlace>> {
      const res = await placeCall('', {
        ...json('POST', JSON.stringify(body), JSON_ONLY),
        signal: options.signal,
      });
      return typedAnswer(
        res,
        place((json) => createdOf(json, drift), { success: is2xx, heard: options.heard }),
      );
    },

    /**
     * A change sent with If-Match: `data` is the place as the platform answered it, undefined when
     * that answer cannot be used (the change was made all the same).
     */
    async patch(
      id: string,
      etag: string,
      patch: PickupPlaceUpdate,
      options: CallOptions = {},
    ): Promise<Answer<PickupPlace | undefined>> {
      const call = json('PATCH', JSON.stringify(patch), { ...JSON_ONLY, 'if-match': etag });
      const res = await placeCall(`/${id}`, { ...call, signal: options.signal });
      return typedAnswer(res, place(placeOf, { success: is2xx, madeAnyway: true, heard: options.heard }));
    },

    /** A deletion sent with If-Match. */
    async remove(id: string, etag: string, options: CallOptions = {}): Promise<Answer<undefined>> {
      const headers = { ...JSON_ONLY, 'if-match': etag };
      const call: UpstreamCall = { method: 'DELETE', headers, signal: options.signal };
      return typedAnswer(
        await placeCall(`/${id}`, call),
        place(undefined, { success: is2xx, broken: () => badUpstream(), heard: options.heard }),
      );
    },

    /** An image for a place, streamed to the platform as it arrives; relayed. */
    async upload(id: string, body: Readable, options: UploadOptions): Promise<Relayed> {
      const headers: Record<string, string> = { ...options.headers, 'content-type': options.contentType };
      if (options.length !== undefined && Number.isFinite(options.length))
        headers['content-length'] = String(options.length);
      const res = await placeCall(`/${id}/image`, { method: 'POST', headers, body, signal: options.signal });
      return relayedAnswer(res, fileInfoAnswer(options.seen), API_KEY_REFUSED);
    },
  };
}

/** The browser's place calls, relayed with the installation's API key. */
export function createPlaceRelay(placeCall: PlaceCall) {
  return {
    /** A page of the list; `query` is the browser's, checked by the route. */
    async list(query: string, headers: BrowserHeaders): Promise<Relayed> {
      return relayedAnswer(await placeCall('', read(headers), query), LIST_PAGE, API_KEY_REFUSED);
    },
    async get(id: string, headers: BrowserHeaders, expected: Expected): Promise<Relayed> {
      return relayedAnswer(await placeCall(`/${id}`, read(headers)), expected, API_KEY_REFUSED);
    },
    /**
     * `body`: the browser's JSON as it sent it. `located` hears the answer's Location (the new
     * place's address), whatever the answer, before the answer is judged.
     */
    async create(
      body: string,
      headers: BrowserHeaders,
      expected: Expected,
      located?: (location: string | undefined) => void,
    ): Promise<Relayed> {
      const res = await placeCall('', json('POST', body, headers));
      const { location } = res.headers;
      located?.(typeof location === 'string' ? location : undefined);
      return relayedAnswer(res, expected, API_KEY_REFUSED);
    },
    async patch(id: string, body: string, headers: BrowserHeaders, expected: Expected): Promise<Relayed> {
      const res = await placeCall(`/${id}`, json('PATCH', body, headers));
      return relayedAnswer(res, expected, API_KEY_REFUSED);
    },
    async remove(id: string, headers: BrowserHeaders): Promise<Relayed> {
      const res = await placeCall(`/${id}`, { method: 'DELETE', headers });
      return relayedAnswer(res, undefined, API_KEY_REFUSED);
    },
  };
}
