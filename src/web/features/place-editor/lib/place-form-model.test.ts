import { describe, expect, it } from 'vitest';
import { PickupPlaceCreateSchema, PickupPlaceUpdateSchema } from '@/contract/places';
import {
  emptyFormValues,
  formFieldOf,
  PlaceFormSchema,
  toCreateBody,
  toFormValues,
  toPatch,
} from './place-form-model';
import { place } from './place-form-model.fixture';

describe('place form model', () => {
  it('round-trips a place into form values and back into a valid creation body with string coordinates', () => {
    const values = toFormValues(place);
    expect(values.location.gps).toEqual({ latitude: '50.0875', longitude: '14.42' });
    expect(values.regular.sunday).toEqual([]);
    const body = toCreateBody(values, place.eshopId!);
    expect(PickupPlaceCreateSchema.parse(body)).toBeTruthy();
    expect(body.location.gps).toEqual({ latitude: '50.0875', longitude: '14.42' });
    expect(body.openingHours.exceptions).toEqual([
      { date: '2026-12-24', hours: [], reason: 'Christmas Eve' },
    ]);
    expect(body).not.toHaveProperty('location.line2');
  });

  it('sends only what changed in a PATCH', () => {
    const initial = toFormValues(place);
    expect(toPatch(initial, initial)).toEqual({});
    const renamed = { ...initial, name: 'Nové jméno', storageTimeInDays: 10 };
    expect(toPatch(renamed, initial)).toEqual({ name: 'Nové jméno', storageTimeInDays: 10 });
    const moved = {
      ...initial,
      location: { ...initial.location, gps: { latitude: '50.1', longitude: '14.5' } },
    };
    const patch = toPatch(moved, initial);
    expect(Object.keys(patch)).toEqual(['location']);
    expect(patch.location?.gps).toEqual({ latitude: '50.1', longitude: '14.5' });
    expect(PickupPlaceUpdateSchema.safeParse(patch).success).toBe(true);
  });

  it('treats a change typed and undone as no change, and whitespace as no change', () => {
    const initial = toFormValues(place);
    expect(toPatch({ ...initial, name: ` ${initial.name} ` }, initial)).toEqual({});
    const hoursReordered = {
      ...initial,
      regular: { ...initial.regular, monday: [{ from: '08:00', to: '18:00' }] },
    };
    expect(toPatch(hoursReordered, initial)).toEqual({});
  });

  it('clears a removed note with null and sends hours whole when one day changes', () => {
    const initial = toFormValues(place);
    expect(toPatch({ ...initial, note: '' }, initial)).toEqual({ note: null });
    const patch = toPatch(
      { ...initial, regular: { ...initial.regular, tuesday: [{ from: '09:00', to: '12:00' }] } },
      initial,
    );
    expect(patch.openingHours?.regular.tuesday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(patch.openingHours?.regular.monday).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(patch.openingHours?.exceptions).toHaveLength(1);
  });

  it('validates with the contract: an empty form names the required fields', () => {
    const result = PlaceFormSchema.safeParse(emptyFormValues());
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    for (const field of [
      'originPickupPlaceId',
      'name',
      'phone',
      'email',
      'location.line1',
      'location.city',
      'location.zipCode',
      'location.gps.latitude',
    ]) {
      expect(paths).toContain(field);
    }
  });

  it('maps API field paths onto form fields', () => {
    expect(formFieldOf('openingHours.regular.monday[1].to')).toBe('regular.monday.1.to');
    expect(formFieldOf('openingHours.exceptions[0].date')).toBe('exceptions.0.date');
    expect(formFieldOf('location.gps.latitude')).toBe('location.gps.latitude');
  });
});
