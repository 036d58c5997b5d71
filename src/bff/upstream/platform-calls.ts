import type { BffConfig } from '../config';
import { Problem } from '../problem';
import type { UpstreamCall, UpstreamClient } from './client';
import { API_KEY_REFUSED, type Heard, type Reading } from './platform-answers';
import { inPlatformMidnight } from './platform-midnight';
import { badUpstream } from './read-body';

// What every call of the pickup place service shares (platform-places.ts makes them): its limits,
// its options, its problems and how a call is built; the client is platform-client.ts.

export const PLACES = '/api/v1/pickup-place';
/** What a place's answer may be at most. */
export const PLACE_LIMIT = 1024 * 1024;
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
export const unreadablePage = () =>
  badUpstream('The platform sent a page of places that cannot be read. Try again shortly.');

/** What the BFF's own calls ask for; relayed calls ask for what the browser did. */
export const JSON_ONLY = { accept: 'application/json' };

export const isOk = (status: number) => status === 200;
export const is2xx = (status: number) => status >= 200 && status < 300;

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

/** A GET that may be sent again (it changes nothing). */
export const read = (headers: Record<string, string>, signal?: AbortSignal): UpstreamCall => ({
  method: 'GET',
  headers,
  idempotent: true,
  signal,
});

export const json = (method: 'POST' | 'PATCH', body: string, headers: Record<string, string>) => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body,
});

/** How a place's answer is read: a 200 with the installation's API key, at most PLACE_LIMIT. */
export const place = <T>(parse: Reading<T>['parse'], more: Partial<Reading<T>> = {}): Reading<T> => ({
  success: isOk,
  refused: API_KEY_REFUSED,
  cap: PLACE_LIMIT,
  parse,
  broken: unusablePlace,
  ...more,
});

/** The pickup place service of the installation, and a call to it with the installation's API key. */
export function placeCalls(config: Pick<BffConfig, 'pickup' | 'platformMidnight'>, upstream: UpstreamClient) {
  const pickup = () => {
    if (!config.pickup) throw pickupNotConfigured();
    return config.pickup;
  };
  const placesUrl = (path = '', query = '') =>
    `${pickup().baseUrl}${PLACES}${path}?prettyPrint=false${query ? `&${query}` : ''}`;
  /**
   * A call with the installation's API key, in the platform's midnight (platform-midnight.ts): every
   * place call, the BFF's own and the browser's relayed ones, leaves and comes back here.
   */
  const placeCall = (path: string, call: UpstreamCall, query?: string) =>
    inPlatformMidnight(config.platformMidnight ?? '24:00', (sent) =>
      upstream.call(placesUrl(path, query), sent),
    )({ ...call, headers: { ...call.headers, 'x-api-key': pickup().apiKey } });
  return { pickup, placeCall };
}

export type PlaceCall = ReturnType<typeof placeCalls>['placeCall'];
