import type { PickupPlace } from '@/contract/places';
import { isPinFar } from '@/domain/pin-distance';
import type { Town } from '../geocoding/gazetteer';

// The "pin far from its address" flag (issue 46): a pin farther than PIN_FAR_KM from every town
// of its address's name (in its country), by the embedded gazetteer only (never a remote provider:
// 100 000 places a fill). The towns are asked of the gazetteer's thread once per distinct
// (country, town field) and kept here, so the flag itself is a map lookup and one distance.

export interface TownLookup {
  townsNamed(addresses: [countryCode: string, city: string][]): Promise<Town[][]>;
}

/** Distinct addresses kept; past this the cache starts again (an e-shop has a few thousand towns). */
const KEPT_MAX = 50_000;
/** Addresses asked of the thread in one message. */
const BATCH = 5_000;

const keyOf = (place: PickupPlace) => `${place.countryCode}\u0000${place.location.city ?? ''}`;

export interface PinFarCheck {
  /** Learns the towns of the places' addresses not known yet (a fill's, before its flags). */
  learn(places: readonly PickupPlace[]): Promise<void>;
  /** Far from every town its address names; undefined while its towns are not learnt yet. */
  isFar(place: PickupPlace): boolean | undefined;
}

export function createPinFarCheck(lookup: TownLookup): PinFarCheck {
  const towns = new Map<string, Town[]>();
  return {
    async learn(places) {
      const unknown = new Map<string, [string, string]>();
      for (const place of places) {
        const city = place.location.city?.trim();
        if (!city || !place.location.gps) continue;
        const key = keyOf(place);
        if (!towns.has(key)) unknown.set(key, [place.countryCode, city]);
      }
      const keys = [...unknown.keys()];
      for (let i = 0; i < keys.length; i += BATCH) {
        const batch = keys.slice(i, i + BATCH);
        const found = await lookup.townsNamed(batch.map((k) => unknown.get(k)!));
        if (towns.size + batch.length > KEPT_MAX) towns.clear();
        batch.forEach((key, j) => towns.set(key, found[j]!));
      }
    },
    isFar(place) {
      const gps = place.location.gps;
      if (!gps || !place.location.city?.trim()) return false;
      const named = towns.get(keyOf(place));
      if (!named) return undefined;
      // A town the gazetteer does not know (a village under 1 000 people) flags nothing.
      return named.length > 0 && named.every((t) => isPinFar(gps, t));
    },
  };
}
