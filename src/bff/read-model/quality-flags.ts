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

/**
 * A pin in metres east and north on a local flat projection: exact enough at a few metres'
 * distance. The fill (duplicatePins) and a change applied in place (apply-change.ts) both measure
 * with it, so they agree on which pins are twins.
 */
export const metresEast = (lat: number, lng: number) =>
  lng * METRES_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);
export const metresNorth = (lat: number) => lat * METRES_PER_DEGREE_LAT;

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

/** Cells of a grid: x and y in cells of DUPLICATE_DISTANCE_M, one number (|x| < 2^22, |y| < 2^21). */
const cellKey = (cx: number, cy: number) => cx * 2 ** 23 + (cy + 2 ** 22);

/**
 * Which places have another place's pin within DUPLICATE_DISTANCE_M, from the model's pin columns
 * (NaN: no pin). A grid of cells as wide as that distance, so a pin's neighbours are in its own cell
 * or the eight around it. By hand, not KDBush (used before): its index is made in one call, a
 * sort of every pin that held the event loop for 30-40 ms at 100 000 places (issue 30); the grid is
 * made and read in slices.
 */
export async function duplicatePins(
  lat: Float64Array,
  lng: Float64Array,
  between: Between,
): Promise<Uint8Array> {
  const n = lat.length;
  const result = new Uint8Array(n);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  // The places of a cell as a chain: the cell's first place, then each place's next in its cell.
  const first = new Map<number, number>();
  const next = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if ((i & 63) === 63) await between();
    if (Number.isNaN(lat[i]!) || Number.isNaN(lng[i]!)) continue;
    x[i] = metresEast(lat[i]!, lng[i]!);
    y[i] = metresNorth(lat[i]!);
    const key = cellKey(Math.floor(x[i]! / DUPLICATE_DISTANCE_M), Math.floor(y[i]! / DUPLICATE_DISTANCE_M));
    const head = first.get(key);
    if (head !== undefined) next[i] = head;
    first.set(key, i);
  }
  const within = DUPLICATE_DISTANCE_M * DUPLICATE_DISTANCE_M;
  for (let i = 0; i < n; i++) {
    if ((i & 63) === 63) await between();
    if (result[i] || Number.isNaN(lat[i]!) || Number.isNaN(lng[i]!)) continue;
    const cx = Math.floor(x[i]! / DUPLICATE_DISTANCE_M);
    const cy = Math.floor(y[i]! / DUPLICATE_DISTANCE_M);
    search: for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let j = first.get(cellKey(cx + dx, cy + dy)) ?? -1; j !== -1; j = next[j]!) {
          const ex = x[j]! - x[i]!;
          const ey = y[j]! - y[i]!;
          if (j !== i && ex * ex + ey * ey <= within) {
            result[i] = result[j] = 1;
            break search;
          }
        }
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
