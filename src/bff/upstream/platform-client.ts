import type { Readable } from 'node:stream';
import { FileInfoSchema, type PickupPlace, type PickupPlaceUpdate } from '@/contract/places';
import { OrderSchema } from '@/contract/orders/order';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import type { UpstreamCall, UpstreamClient } from './client';
import type { PlatformAuth } from './platform-auth';
import {
  API_KEY_REFUSED,
  API_TOKEN_REFUSED,
  IMAGE_ANSWER,
  notModified,
  relayedAnswer,
  typedAnswer,
  type Answer,
  type Expected,
  type Heard,
  type NotModified,
  type Reading,
  type Relayed,
} from './platform-answers';
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
import type { DriftRecorder } from './drift-recorder';

// The one client of the platform: the pickup place service (spec 000) with the installation's API
// key, the order lookup (spec 001) with a user's Bearer token or the installation's Basic token,
// and the sandbox's image files. It builds each call (address, credentials, If-Match and
// If-None-Match), and every answer is judged in platform-answers.ts (places are read in place-reading.ts).
//
// Two kinds of calls. Typed ones, for the BFF's own use (bulk jobs, imports, the read models, the
// e-shop check of a place), answer the data parsed against the contract (Answer). Relayed ones, for
// the browser's proxy routes, answer the platform's bytes checked and ready to send (Relayed,
// forward.ts sends them): they are only parsed where their check needs it.

const PLACES = '/api/v1/pickup-place';
/** What a place's answer may be at most. */
const PLACE_LIMIT = 1024 * 1024;
/**
 * What one page of places may be at most: 8 MiB, about 16 KiB a place of a page of 500 (the seed's
 * average is under 1 KiB). Reading stops past it.
 */
export const PAGE_LIMIT = 8 * 1024 * 1024;

/** The installation has no pickup place service: nothing about places can be answered. */
export const pickupNotConfigured = () =>
  new Problem(
    503,
    'not-configured',
    'Not configured',
    'This installation has no pickup place service configured.',
  );

/** A place whose answer does not match the contract. */
export const unusablePlace = () => badUpstream('The platform sent a place the app cannot use.');
/** Short on purpose: never the zod issues or the body, which can be as large as the page. */
const unreadablePage = () =>
  badUpstream('The platform sent a page of places that cannot be read. Try again shortly.');

/** What the BFF's own calls ask for; relayed calls ask for what the browser did. */
const JSON_ONLY = { accept: 'application/json' };

const isOk = (status: number) => status === 200;
const is2xx = (status: number) => status >= 200 && status < 300;

/** Options of every call: `signal` aborts it (and its answer's body). */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Hears the answer's status as soon as its headers arrive, before its body is read: a job's pace
   * must hold every other call back the moment a 429 comes, not once its problem has been read.
   */
  heard?: Heard;
}

/** A list page's reading, cut into time slices by the caller (the read model's fill, issue 30). */
export interface ListOptions {
  /** Places per page. */
  size: number;
  /** The page's ETag from an earlier read: unchanged, it answers NotModified. */
  etag?: string;
  /** Runs before the page's JSON is parsed (JSON.parse cannot pause). */
  beforeParse?: () => Promise<void>;
  /** Runs between two places' checks; yields when a slice's time is spent. */
  between?: () => Promise<void>;
}

/** A list page is checked as far as is cheap: an object with items (the rest streams as it is). */
const LIST_PAGE: Expected = {
  kind: 'json',
  accept: (body) => Array.isArray((body as { items?: unknown } | null)?.items),
};

/**
 * An order, as far as is cheap to tell (the order schema is large): an object with a string id.
 * Read whole (up to 1 MiB) whatever its size or framing, so a chunked one is checked too.
 */
const orderAnswer = (drift: DriftRecorder | undefined): Expected => ({
  kind: 'json',
  inspect: true,
  accept(body) {
    if (typeof (body as { id?: unknown } | null)?.id !== 'string') return false;
    drift?.heard('order', OrderSchema, body);
    return true;
  },
});

/** An upload's answer, the FileInfo; `seen` hears it before it is judged. */
const fileInfoAnswer = (seen?: (body: unknown) => void): Expected => ({
  kind: 'json',
  accept: (body) => (seen?.(body), FileInfoSchema.safeParse(body).success),
});

/** The browser's request headers that go along with a relayed call (forward.ts browserHeaders). */
export type BrowserHeaders = Record<string, string>;

export interface UploadOptions extends CallOptions {
  /** The browser's multipart Content-Type, boundary included. */
  contentType: string;
  /** The length the browser declared, when it did. */
  length?: number;
  headers: BrowserHeaders;
  /** Hears the platform's answer (a FileInfo) before it is judged. */
  seen?: (body: unknown) => void;
}

export function createPlatformClient(
  config: Pick<BffConfig, 'pickup' | 'rest'>,
  upstream: UpstreamClient,
  auth: PlatformAuth | null = null,
) {
  const { drift } = upstream;
  const placeOf = (json: unknown) => readPlace(json, drift);
  const ORDER_ANSWER = orderAnswer(drift);
  const pickup = () => {
    if (!config.pickup) throw pickupNotConfigured();
    return config.pickup;
  };
  const placesUrl = (path = '', query = '') =>
    `${pickup().baseUrl}${PLACES}${path}?prettyPrint=false${query ? `&${query}` : ''}`;
  /** A call with the installation's API key. */
  const placeCall = (path: string, call: UpstreamCall, query?: string) =>
    upstream.call(placesUrl(path, query), {
      ...call,
      headers: { ...call.headers, 'x-api-key': pickup().apiKey },
    });
  const read = (headers: Record<string, string>, signal?: AbortSignal): UpstreamCall => ({
    method: 'GET',
    headers,
    idempotent: true,
    signal,
  });
  const json = (method: 'POST' | 'PATCH', body: string, headers: Record<string, string>) => ({
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  const place = <T>(parse: Reading<T>['parse'], more: Partial<Reading<T>> = {}): Reading<T> => ({
    success: isOk,
    refused: API_KEY_REFUSED,
    cap: PLACE_LIMIT,
    parse,
    broken: unusablePlace,
    ...more,
  });

  const places = {
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

    /** The browser's place calls, relayed with the installation's API key. */
    relay: {
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
    },
  };

  const orders = {
    /**
     * An order (spec 001, 4.1), relayed: with the user's connected platform account (Bearer,
     * refreshed as needed, and once more after the platform called it invalid) or else the
     * installation's Basic token; `not-connected` when there is neither.
     */
    async get(
      orderId: string,
      options: { userId: number; headers: BrowserHeaders },
    ): Promise<Relayed | { kind: 'not-connected' }> {
      const rest = config.rest;
      if (!rest) throw new Error('no order service configured');
      const target = `${rest.url}/api/v1/order/${orderId}?prettyPrint=false`;
      const send = (authorization: string) =>
        upstream.call(target, {
          method: 'GET',
          headers: { ...options.headers, authorization },
          idempotent: true,
        });
      const access = await auth?.accessToken(options.userId);
      if (access) {
        let res = await send(`Bearer ${access}`);
        // An access token the platform no longer takes: refresh once (shared with concurrent requests), retry once.
        if (
          res.statusCode === 401 &&
          String(res.headers['www-authenticate'] ?? '').includes('invalid_token')
        ) {
          await res.body.dump();
          res = await send(`Bearer ${await auth!.afterRejection(options.userId, access)}`);
        }
        // The user's own account refused is theirs to see, not the installation's.
        return relayedAnswer(res, ORDER_ANSWER, null);
      }
      if (rest.basicToken)
        return relayedAnswer(await send(`Basic ${rest.basicToken}`), ORDER_ANSWER, API_TOKEN_REFUSED);
      return { kind: 'not-connected' };
    },
  };

  const files = {
    /** One of the sandbox's image files (`path` checked by the route), relayed: no credentials. */
    async get(path: string, headers: BrowserHeaders): Promise<Relayed> {
      // Every segment is plain ([0-9a-f-] and one extension), so the URL is exactly the path checked.
      const target = new URL(`files/${path}`, `${pickup().baseUrl}/`);
      const res = await upstream.call(target.href, { method: 'GET', headers, idempotent: true });
      return relayedAnswer(res, IMAGE_ANSWER, null);
    },
  };

  return { places, orders, files };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
