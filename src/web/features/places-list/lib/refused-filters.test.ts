import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/shared/lib/api-client';
import { withoutRefusedValues } from './refused-filters';

const refusal = (allowed: unknown) =>
  new ApiError(400, { status: 400, title: 'Invalid request', properties: { errors: [], allowed } });

describe('a search refused for a value no place holds', () => {
  it('drops only the refused values of the open filters', () => {
    const error = refusal({
      type: ['PARCEL_SHOP', 'PARCEL_BOX', 'PICKUP_LOCKER'],
      carrier: ['PPL', 'ALZABOX'],
    });
    expect(
      withoutRefusedValues(error, {
        q: 'plzen',
        type: ['BOAT', 'PICKUP_LOCKER'],
        carrier: ['NOPE'],
        flag: ['noImage'],
      }),
    ).toEqual({ type: ['PICKUP_LOCKER'], carrier: undefined });
  });

  it('leaves every other error and an allowed search alone', () => {
    expect(withoutRefusedValues(new Error('offline'), { q: '', type: ['BOAT'] })).toBeUndefined();
    expect(
      withoutRefusedValues(new ApiError(502, { status: 502 }), { q: '', type: ['BOAT'] }),
    ).toBeUndefined();
    expect(withoutRefusedValues(refusal({ type: ['BOAT'] }), { q: '', type: ['BOAT'] })).toBeUndefined();
    expect(
      withoutRefusedValues(refusal({ image: ['with', 'without'] }), { q: '', type: ['BOAT'] }),
    ).toBeUndefined();
  });

  it('takes a refusal whose `allowed` is not lists of texts for another error', () => {
    for (const allowed of [undefined, 'type', ['BOAT'], { type: 'PICKUP_LOCKER' }, { type: [1] }])
      expect(withoutRefusedValues(refusal(allowed), { q: '', type: ['BOAT'] })).toBeUndefined();
  });
});
