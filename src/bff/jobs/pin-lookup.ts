import { setTimeout as sleep } from 'node:timers/promises';
import type { PickupPlace } from '@/contract/places';
import type { Geocoder } from '../geocoding/geocoder';
import { Problem } from '../problem';
import type { PinFarCheck } from '../read-model/pin-far';

// The "place pins from addresses" job's lookups (issue 46): whether a place wants a pin (none, or
// one far from every town its address names), and its address's best candidate by the configured
// geocoder. The geocoder is the routes' own instance, so the job and the editor share one rate
// gate (public Nominatim: one request a second); a lookup the gate or the provider turns away
// (429) waits the seconds it is told and asks again, so a job keeps the provider's rate rather
// than failing its places.

export interface Point {
  latitude: number;
  longitude: number;
}

export interface PinLookup {
  wants(place: PickupPlace): Promise<boolean>;
  /** The address's pin; null when it finds nothing. Throws a 502 Problem when the provider is away. */
  find(place: PickupPlace, signal?: AbortSignal): Promise<Point | null>;
  /** The geocoder's name (the preview looks up more of its sample with the embedded one). */
  readonly provider: Geocoder['provider'];
}

/** Turns away of one lookup before its place fails: about a minute at public Nominatim's pace. */
const TURNS_MAX = 30;

/** The address as one line, as a user would type it: street, postcode and town. */
export function addressLine(place: PickupPlace): string {
  const l = place.location;
  const town = [l.zipCode, l.city].filter(Boolean).join(' ');
  return [l.line1, town].filter((s) => s?.trim()).join(', ');
}

export function createPinLookup(geocoder: Geocoder, pinFar: PinFarCheck): PinLookup {
  return {
    provider: geocoder.provider,
    async wants(place) {
      if (!place.location.gps) return true;
      await pinFar.learn([place]);
      return Boolean(pinFar.farFrom(place));
    },
    async find(place, signal) {
      const q = addressLine(place);
      if (!q) return null;
      const countryCode = /^[A-Z]{2}$/.test(place.countryCode) ? place.countryCode : undefined;
      for (let turn = 0; ; turn++) {
        try {
          const [best] = await geocoder.search({ q, limit: 1, ...(countryCode ? { countryCode } : {}) });
          return best ? { latitude: best.latitude, longitude: best.longitude } : null;
        } catch (error) {
          if (!(error instanceof Problem) || error.status !== 429 || turn >= TURNS_MAX) throw error;
          const seconds = Number(error.headers['retry-after'] ?? 1);
          await sleep(Math.max(1, Number.isFinite(seconds) ? seconds : 1) * 1000, undefined, { signal });
        }
      }
    },
  };
}
