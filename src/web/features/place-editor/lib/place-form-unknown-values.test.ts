import { describe, expect, it } from 'vitest';
import { PickupPlaceSchema, PickupPlaceUpdateSchema } from '@/contract/places';
import { toFormValues, toPatch, validatePlaceForm } from './place-form-model';
import { place } from './place-form-model.fixture';

// A place with values a newer platform sent that this version does not know (issue 42): the form
// keeps them as read, accepts them, and a save that did not touch them does not send them back.

const grown = PickupPlaceSchema.parse({
  ...place,
  type: 'PICKUP_LOCKER',
  carrier: 'ALZABOX',
  origin: 'WOOCOMMERCE',
  countryCode: 'QO',
  storageTimeType: 'WORKING_HOURS',
  lockerSize: 'XL',
  note: null,
});

describe('the place form with values this version does not know', () => {
  it('keeps each of them as the platform sent it', () => {
    const values = toFormValues(grown);
    expect(values.type).toBe('PICKUP_LOCKER');
    expect(values.countryCode).toBe('QO');
    expect(values.storageTimeType).toBe('WORKING_HOURS');
    expect(values.note).toBe('');
  });

  it('finds no problem in them: the other fields can be saved', () => {
    const problems = validatePlaceForm(toFormValues(grown));
    expect([...problems.keys()]).toEqual([]);
  });

  it('still refuses what is no enumeration value at all', () => {
    const problems = validatePlaceForm({ ...toFormValues(grown), type: '' });
    expect(problems.has('type')).toBe(true);
  });

  it('sends only the rename, never the unknown values, and the patch is one the contract accepts', () => {
    const initial = toFormValues(grown);
    const patch = toPatch({ ...initial, name: 'Alzabox Letná' }, initial);
    expect(patch).toEqual({ name: 'Alzabox Letná' });
    expect(PickupPlaceUpdateSchema.safeParse(patch).success).toBe(true);
  });

  it('sends a listed value the user chose in place of an unknown one', () => {
    const initial = toFormValues(grown);
    expect(toPatch({ ...initial, countryCode: 'CZ' }, initial)).toEqual({ countryCode: 'CZ' });
  });

  it('does not send an absent storage time type the form showed as its default', () => {
    const { storageTimeType: _absent, ...rest } = place;
    const initial = toFormValues(PickupPlaceSchema.parse({ ...rest, storageTimeType: null }));
    expect(initial.storageTimeType).toBe('CALENDAR_DAYS');
    expect(toPatch({ ...initial, phone: '+420 222 333 555' }, initial)).toEqual({
      phone: '+420 222 333 555',
    });
  });
});
