import KDBush from 'kdbush';
import { isValidPhoneNumber, isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';
import { DAYS } from '@/contract/opening-hours';
import { PLACE_FLAGS, type PlaceFlag } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import { COUNTRY_BOUNDS, COUNTRY_BOUNDS_MARGIN_DEG, isInside } from './country-bounds';
import type { Between } from './time-slices';

// The data-quality rules: what makes a place likely to need fixing. One function per rule, the
// thresholds as named constants; computed once per fill of the read model (flagsOfPlaces).

/** A storage time longer than this is unusual (carriers keep parcels 3 to 14 days). */
export const MAX_USUAL_STORAGE_DAYS = 30;
/** Two pins closer than this are likely one place entered twice. */
export const DUPLICATE_DISTANCE_M = 5;
/** A pin this close to 0,0 is a coordinate left empty, not a place in the Gulf of Guinea. */
export const NULL_ISLAND_DEG = 1e-4;
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG_AT_EQUATOR = 111_320;

const EmailSchema = z.email();

/** Closed every day of the regular week (which includes having no hours at all). */
export const hasNoOpeningHours = (place: PickupPlace): boolean =>
  DAYS.every((day) => !place.openingHours.regular[day]?.length);

/** No pin, a pin at 0,0, or a pin outside the stated country's box. */
export function hasMisplacedPin(place: PickupPlace): boolean {
  const gps = place.location.gps;
  if (!gps) return true;
  if (Math.abs(gps.latitude) < NULL_ISLAND_DEG && Math.abs(gps.longitude) < NULL_ISLAND_DEG) return true;
  const bounds = COUNTRY_BOUNDS[place.countryCode];
  return bounds ? !isInside(bounds, gps.latitude, gps.longitude, COUNTRY_BOUNDS_MARGIN_DEG) : false;
}

/** Exceptions, all of them before today (in the place's zone): a calendar nobody keeps up. */
export const hasStaleExceptions = (place: PickupPlace, today: string): boolean =>
  place.openingHours.exceptions.length > 0 && place.openingHours.exceptions.every((e) => e.date < today);

export const hasNoImage = (place: PickupPlace): boolean => !place.image;

export const hasUnusualStorageTime = (place: PickupPlace): boolean =>
  place.storageTimeInDays === undefined || place.storageTimeInDays > MAX_USUAL_STORAGE_DAYS;

/** Verdicts on phone numbers already judged (bounded: emptied when full). */
const phoneVerdicts = new Map<string, boolean>();
const PHONE_VERDICTS_MAX = 20_000;

/**
 * A phone number that is not a valid number of the place's country (or, with +, of any). Judged
 * once per number and country: libphonenumber's check costs tens of microseconds, and places share
 * numbers (a carrier's hotline on thousands of boxes, an import's rows).
 */
export function hasBadPhone(place: PickupPlace): boolean {
  const key = `${place.countryCode} ${place.phone}`;
  let bad = phoneVerdicts.get(key);
  if (bad === undefined) {
    const country = isSupportedCountry(place.countryCode) ? place.countryCode : undefined;
    try {
      bad = !isValidPhoneNumber(place.phone, country);
    } catch {
      bad = true;
    }
    if (phoneVerdicts.size >= PHONE_VERDICTS_MAX) phoneVerdicts.clear();
    phoneVerdicts.set(key, bad);
  }
  return bad;
}

export const hasBadEmail = (place: PickupPlace): boolean =>
  !EmailSchema.safeParse(place.email.trim()).success;

/** Which places have another place's pin within DUPLICATE_DISTANCE_M. */
export async function duplicatePins(places: readonly PickupPlace[], between: Between): Promise<Uint8Array> {
  const result = new Uint8Array(places.length);
  const withPin = places.flatMap((p, i) => (p.location.gps ? [i] : []));
  if (withPin.length < 2) return result;
  // Metres on a local flat projection: exact enough at a few metres' distance.
  const x = (i: number) => {
    const { latitude, longitude } = places[i]!.location.gps!;
    return longitude * METRES_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((latitude * Math.PI) / 180);
  };
  const y = (i: number) => places[i]!.location.gps!.latitude * METRES_PER_DEGREE_LAT;
  const index = new KDBush(withPin.length);
  for (let k = 0; k < withPin.length; k++) {
    const i = withPin[k]!;
    index.add(x(i), y(i));
    if ((k & 1023) === 1023) await between();
  }
  index.finish();
  for (let k = 0; k < withPin.length; k++) {
    const i = withPin[k]!;
    if ((k & 255) === 255) await between();
    if (result[i]) continue;
    // The place itself is always within 0 m; anything more is a neighbour.
    const near = index.within(x(i), y(i), DUPLICATE_DISTANCE_M);
    if (near.length > 1) for (const k of near) result[withPin[k]!] = 1;
  }
  return result;
}

export const flagBit = (flag: PlaceFlag): number => 1 << PLACE_FLAGS.indexOf(flag);

export const flagsOfMask = (mask: number): PlaceFlag[] => PLACE_FLAGS.filter((_, i) => mask & (1 << i));

const BAD_PHONE = flagBit('badPhone');
const BAD_EMAIL = flagBit('badEmail');

/**
 * The flags of one place as a bit mask (bit i is PLACE_FLAGS[i]), except duplicatePin. With the
 * place's previous version and mask, the phone and e-mail rules (the costly ones: libphonenumber's
 * metadata, zod's e-mail pattern) are judged again only when what they read changed.
 */
export function placeFlagMask(
  place: PickupPlace,
  today: string,
  previous?: { place: PickupPlace; mask: number },
): number {
  let mask = 0;
  if (hasNoOpeningHours(place)) mask |= flagBit('noOpeningHours');
  if (hasMisplacedPin(place)) mask |= flagBit('pinMisplaced');
  if (hasStaleExceptions(place, today)) mask |= flagBit('staleExceptions');
  if (hasNoImage(place)) mask |= flagBit('noImage');
  if (hasUnusualStorageTime(place)) mask |= flagBit('storageTimeUnusual');
  const before = previous?.place;
  if (before && before.phone === place.phone && before.countryCode === place.countryCode)
    mask |= previous.mask & BAD_PHONE;
  else if (hasBadPhone(place)) mask |= BAD_PHONE;
  if (before && before.email === place.email) mask |= previous.mask & BAD_EMAIL;
  else if (hasBadEmail(place)) mask |= BAD_EMAIL;
  return mask;
}
