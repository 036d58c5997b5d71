import type { GeocodeCandidate } from '@/contract/desk/geocoding';
import { Problem } from '../problem';
import type { Geocoder } from './geocoder';
import {
  NominatimReverseSchema,
  NominatimSearchSchema,
  PhotonAnswerSchema,
  fromNominatim,
  fromPhoton,
} from './remote-answers';
import { createRateGate } from './rate-gate';

// Nominatim and Photon (issue 46), both OpenStreetMap's, both self-hostable, chosen by GEOCODER.
// Their usage rules kept: a User-Agent naming the app and who runs it; public Nominatim at most
// one request a second; the same question answered from a bounded cache for a day.

export const PUBLIC_NOMINATIM = 'https://nominatim.openstreetmap.org';
const OSM_ATTRIBUTION = 'Data © OpenStreetMap contributors, ODbL';
const CACHE_MAX = 2_000;
const CACHE_MS = 24 * 3600_000;
/** A lookup waits at most this long for its turn at public Nominatim. */
const QUEUE_MAX_MS = 3_000;

export interface RemoteGeocoderOptions {
  kind: 'nominatim' | 'photon';
  url: string;
  contact?: string;
  timeoutMs: number;
}

const unavailable = (detail: string) =>
  new Problem(502, 'geocoder-unavailable', 'Address search unavailable', detail);

export function createRemoteGeocoder({ kind, url, contact, timeoutMs }: RemoteGeocoderOptions): Geocoder {
  const cache = new Map<string, { at: number; value: unknown }>();
  const gate = url === PUBLIC_NOMINATIM ? createRateGate(1_000, QUEUE_MAX_MS) : async () => {};
  const userAgent = `PickupDesk/1.0 (${contact ?? 'contact not configured'})`;

  async function get(path: string, query: Record<string, string | undefined>): Promise<unknown> {
    const search = new URLSearchParams(
      Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const address = `${url}${path}?${search}`;
    const kept = cache.get(address);
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.value;
    await gate();
    let res: Response;
    try {
      res = await fetch(address, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable('The address search did not answer.');
    }
    if (res.status === 429) {
      throw new Problem(
        429,
        'too-many-attempts',
        'Too many address lookups',
        'Try again in a moment.',
        {},
        {
          'retry-after': res.headers.get('retry-after') ?? '1',
        },
      );
    }
    if (!res.ok) throw unavailable(`The address search answered ${res.status}.`);
    let value: unknown;
    try {
      value = await res.json();
    } catch {
      throw unavailable('The address search answered something that is not JSON.');
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(address, { at: Date.now(), value });
    return value;
  }

  const parsed = <T>(
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
    value: unknown,
  ): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw unavailable('The address search answered in a shape it does not use.');
    return result.data as T;
  };
  const candidates = (items: unknown[], read: (raw: unknown) => GeocodeCandidate | null) =>
    items.map(read).filter((c): c is GeocodeCandidate => c !== null);

  if (kind === 'nominatim')
    return {
      provider: 'nominatim',
      attribution: OSM_ATTRIBUTION,
      search: async ({ q, countryCode, limit }) => {
        const query = {
          q,
          format: 'jsonv2',
          addressdetails: '1',
          limit: String(limit),
          countrycodes: countryCode?.toLowerCase(),
        };
        return candidates(parsed(NominatimSearchSchema, await get('/search', query)), fromNominatim);
      },
      reverse: async ({ latitude, longitude }) => {
        const query = {
          lat: String(latitude),
          lon: String(longitude),
          format: 'jsonv2',
          addressdetails: '1',
        };
        const answer = parsed(NominatimReverseSchema, await get('/reverse', query));
        return 'error' in answer ? null : fromNominatim(answer);
      },
      close: async () => {},
    };
  return {
    provider: 'photon',
    attribution: OSM_ATTRIBUTION,
    search: async ({ q, countryCode, limit }) => {
      // Photon has no country filter of its own: more are asked for, and those of the country kept.
      const answer = parsed(
        PhotonAnswerSchema,
        await get('/api', { q, limit: String(countryCode ? limit * 3 : limit) }),
      );
      const found = candidates(answer.features, fromPhoton);
      return (countryCode ? found.filter((c) => c.address.countryCode === countryCode) : found).slice(
        0,
        limit,
      );
    },
    reverse: async ({ latitude, longitude }) => {
      const answer = parsed(
        PhotonAnswerSchema,
        await get('/reverse', { lat: String(latitude), lon: String(longitude) }),
      );
      return candidates(answer.features, fromPhoton)[0] ?? null;
    },
    close: async () => {},
  };
}
