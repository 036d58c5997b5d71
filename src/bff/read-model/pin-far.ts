import type { PickupPlace } from '@/contract/places';
import { distanceKm, PIN_FAR_KM } from '@/domain/pin-distance';
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

const keyOf = (place: Pick<PickupPlace, 'countryCode' | 'location'>) =>
  `${place.countryCode}\u0000${place.location.city ?? ''}`;

export interface PinFarCheck {
  /** Learns the towns of the places' addresses not known yet (a fill's, before its flags). */
  learn(places: readonly Pick<PickupPlace, 'countryCode' | 'location'>[]): Promise<void>;
  /** Far from every town its address names; undefined while its towns are not learnt yet. */
  isFar(place: PickupPlace): boolean | undefined;
  /** The nearest town its address names when the pin is far from all of them, else null. */
  farFrom(place: Pick<PickupPlace, 'countryCode' | 'location'>): PinFar | null | undefined;
}

export interface PinFar {
  town: string;
  /** Whole kilometres from the pin to the town's point. */
  km: number;
}

export function createPinFarCheck(lookup: TownLookup): PinFarCheck {
  const towns = new Map<string, Town[]>();
  const farFrom: PinFarCheck['farFrom'] = (place) => {
    const gps = place.location.gps;
    if (!gps || !place.location.city?.trim()) return null;
    const named = towns.get(keyOf(place));
    if (!named) return undefined;
    // A town the gazetteer does not know (a village under 1 000 people) flags nothing.
    let nearest: PinFar | null = null;
    for (const town of named) {
      const km = distanceKm(gps, town);
      if (km <= PIN_FAR_KM) return null;
      if (!nearest || km < nearest.km) nearest = { town: town.city ?? town.name, km };
    }
    return nearest && { ...nearest, km: Math.round(nearest.km) };
  };
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
      const far = farFrom(place);
      return far === undefined ? undefined : far !== null;
    },
    farFrom,
  };
}
