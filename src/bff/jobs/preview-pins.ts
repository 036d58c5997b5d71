import { PREVIEW_SAMPLE, type JobPreview } from '@/contract/desk/bulk-jobs';
import type { PickupPlace } from '@/contract/places';
import { planChange } from '@/domain/change-model';
import { editableOf } from '@/domain/place-fields';
import { flagBit } from '../read-model/quality-flags';
import type { PlacesModel } from '../read-model/places-model';
import type { PinLookup } from './pin-lookup';

// The "place pins from addresses" job before it starts (issue 46). Which selected places want a
// pin is known from the read model (no pin, or the `pinFarFromAddress` flag); which pin each gets
// is the geocoder's answer, asked for the preview's first places only: all of its sample with the
// embedded gazetteer (a thread, no network), a few with a remote provider, whose rate (public
// Nominatim: one a second) would make a preview of 50 take a minute. The job asks for the rest.

/** The sample looked up with a remote provider. */
export const REMOTE_PREVIEW_LOOKUPS = 5;

/** The ids of the places that want a pin: none, or one far from every town its address names. */
export function placesWantingPins(model: PlacesModel, places: readonly PickupPlace[]): Set<string> {
  const far = flagBit('pinFarFromAddress');
  const docOf = new Map(model.places.map((p, doc) => [p.id, doc]));
  const wanting = new Set<string>();
  for (const place of places) {
    const doc = docOf.get(place.id);
    if (!place.location.gps || (doc !== undefined && (model.flags[doc]! & far) !== 0)) wanting.add(place.id);
  }
  return wanting;
}

/** The preview's sample with the pins found for it; a place whose address finds nothing says so. */
export async function withFoundPins(
  preview: JobPreview,
  model: PlacesModel,
  pins: PinLookup,
): Promise<JobPreview> {
  const budget = pins.provider === 'embedded' ? PREVIEW_SAMPLE : REMOTE_PREVIEW_LOOKUPS;
  const byId = new Map(model.places.map((p) => [p.id, p]));
  const sample: JobPreview['sample'] = [];
  for (const item of preview.sample.slice(0, budget)) {
    const place = byId.get(item.placeId)!;
    const found = await pins.find(place);
    const plan = found && planChange({ kind: 'placePins', found }, editableOf(place));
    sample.push(
      plan && plan.kind === 'change'
        ? { ...item, changes: plan.changes }
        : { ...item, changes: [], notFound: true },
    );
  }
  return { ...preview, sample };
}
