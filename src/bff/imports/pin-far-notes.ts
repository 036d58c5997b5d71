import { parseCoordinate, type PickupPlace } from '@/contract/places';
import type { PinFarCheck } from '@/bff/read-model/pin-far';
import type { ImportContext, RowResult } from './evaluate-row';

// The import's warning per row (issue 46): a row that writes a pin (a new place, or an update of
// its address, country or pin) farther than PIN_FAR_KM from every town its address names gets a
// `pin_far` note with the nearest such town. A warning, not an error: the row is still applied,
// as a pin placed by hand on a town's outskirts may be right. By the embedded gazetteer, as the
// list's flag is: a file of thousands of rows never waits on a remote provider's rate.

type Located = Pick<PickupPlace, 'countryCode'> & {
  location: Pick<PickupPlace['location'], 'city' | 'gps'>;
};

/** The row's place as applying it would leave it, when it writes its location; else null. */
function writtenPlace(ctx: ImportContext, r: RowResult): Located | null {
  if (r.outcome !== 'create' && r.outcome !== 'update') return null;
  const after = new Map(r.changes.map((c) => [c.field, c.after]));
  if (!after.has('location') && !after.has('countryCode')) return null;
  const base = r.placeId ? ctx.byId.get(r.placeId) : undefined;
  const written = after.get('location') as WrittenLocation | null | undefined;
  const location = written ? { city: written.city, gps: pointOf(written.gps) } : base?.location;
  const countryCode = (after.get('countryCode') ?? base?.countryCode) as string | undefined;
  return location && countryCode ? { countryCode, location } : null;
}

/** A location as a row writes it: its coordinates as the request's text ("49.1951"). */
interface WrittenLocation {
  city?: string;
  gps?: { latitude: string | number; longitude: string | number } | null;
}

const pointOf = (gps: WrittenLocation['gps']) => {
  if (!gps) return undefined;
  const read = (v: string | number) => (typeof v === 'number' ? v : parseCoordinate(v));
  const point = { latitude: read(gps.latitude), longitude: read(gps.longitude) };
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? point : undefined;
};

/** Adds the `pin_far` notes to a batch's rows; how many rows got one. */
export async function addPinFarNotes(
  ctx: ImportContext,
  results: RowResult[],
  check: PinFarCheck,
): Promise<number> {
  const written = results.map((r) => writtenPlace(ctx, r));
  const located = written.filter((p): p is Located => p !== null);
  if (!located.length) return 0;
  await check.learn(located);
  const i = ctx.mapping.indexOf('latitude');
  const column = i < 0 ? null : (ctx.header[i] ?? null);
  let noted = 0;
  results.forEach((r, k) => {
    const place = written[k];
    const far = place && check.farFrom(place);
    if (!far) return;
    r.notes.push({ kind: 'pin_far', target: 'latitude', column, town: far.town, km: far.km });
    noted++;
  });
  return noted;
}
