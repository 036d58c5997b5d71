import type { JobAction } from '@/contract/desk/bulk-actions';
import {
  PREVIEW_SAMPLE,
  type JobPreview,
  type PreviewItem,
  type PreviewNote,
  type Selection,
} from '@/contract/desk/bulk-jobs';
import { planChange, type PlannedChange } from '@/domain/change-model';
import { editableOf } from '@/domain/place-fields';
import type { BulkAction } from '@/contract/desk/bulk-actions';
import type { PickupPlace } from '@/contract/places';
import pointInPolygon from 'point-in-polygon';
import { Problem } from '../problem';
import { matchPlaces, parseSort } from '../read-model/match-places';
import type { PlacesModel } from '../read-model/places-model';
import { holidayCalendars } from './holiday-calendars';
import { placesWantingPins } from './preview-pins';

// Before a job starts: the selection made into places (listed ids, or every match of the search's
// filters, from the read model), a copied week read from its place, and the preview of what
// changes per place, counting the places that already hold the result (they are skipped).

const emptySelection = () =>
  new Problem(
    400,
    'empty-selection',
    'Nothing selected',
    'The selection holds no place. Choose places first.',
    {
      errors: [{ field: 'selection', message: 'selects no place' }],
    },
  );

const invalid = (field: string, message: string) =>
  new Problem(400, 'validation-error', 'Invalid request', 'The request is invalid.', {
    errors: [{ field, message }],
  });

export function selectedPlaces(model: PlacesModel, selection: Selection): PickupPlace[] {
  if ('filter' in selection) {
    const { docs } = matchPlaces(
      model,
      { ...selection.filter, eshopId: model.eshopId },
      parseSort(undefined, false),
    );
    const { area } = selection;
    const inside = (doc: number) => !area || pointInPolygon([model.lat[doc]!, model.lng[doc]!], area);
    return Array.from(docs)
      .filter(inside)
      .map((doc) => model.places[doc]!);
  }
  const byId = new Map(model.places.map((p) => [p.id, p]));
  const ids = [...new Set(selection.ids)];
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    throw invalid(
      'selection.ids',
      `names places this e-shop does not have: ${unknown.slice(0, 5).join(', ')}`,
    );
  return ids.map((id) => byId.get(id)!);
}

/**
 * The action a job runs: a copied week becomes the week it copies; public holidays become the
 * calendars of the selected places' countries and states, named in the language the action names,
 * or else each in its country's own (not the creator's: the names are for the place's customers).
 */
export function resolveAction(
  model: PlacesModel,
  action: BulkAction,
  places: readonly PickupPlace[] = [],
): JobAction {
  if (action.kind === 'publicHolidays')
    return { ...action, ...holidayCalendars(places, action.year, action.language) };
  if (action.kind !== 'copyWeeklyHours') return action;
  const from = model.places.find((p) => p.id === action.fromPlaceId);
  if (!from) throw invalid('action.fromPlaceId', 'is not a place of this e-shop');
  return { kind: 'weeklyHours', regular: editableOf(from).openingHours!.regular };
}

export interface PreparedJob {
  action: JobAction;
  preview: JobPreview;
  /** The places that change, in the selection's order. */
  changing: { placeId: string; name: string }[];
}

export function prepareJob(model: PlacesModel, selection: Selection, requested: BulkAction): PreparedJob {
  const places = selectedPlaces(model, selection);
  if (!places.length) throw emptySelection();
  const action = resolveAction(model, requested, places);
  const changing: PreparedJob['changing'] = [];
  const sample: PreviewItem[] = [];
  const notes = new Map<string, PreviewNote>();
  // Pins from addresses: the places that want one change, with the pin the job finds (preview-pins.ts).
  const wanting = action.kind === 'placePins' ? placesWantingPins(model, places) : undefined;
  for (const place of places) {
    const plan: PlannedChange = wanting
      ? wanting.has(place.id)
        ? { kind: 'change', changes: [] }
        : { kind: 'unchanged' }
      : planChange(action, editableOf(place));
    if (plan.kind === 'unchanged' && plan.note) {
      const key = `${plan.note.reason}|${plan.note.country}`;
      const note = notes.get(key) ?? { ...plan.note, places: 0 };
      note.places++;
      notes.set(key, note);
    }
    if (plan.kind === 'unchanged' || plan.kind === 'conflict') continue;
    changing.push({ placeId: place.id, name: place.name });
    if (sample.length < PREVIEW_SAMPLE)
      sample.push({
        placeId: place.id,
        name: place.name,
        changes: plan.kind === 'change' ? plan.changes : [],
        ...(plan.kind === 'delete' ? { delete: true } : {}),
      });
  }
  return {
    action,
    changing,
    preview: {
      selected: places.length,
      changing: changing.length,
      unchanged: places.length - changing.length,
      sample,
      notes: [...notes.values()],
    },
  };
}
