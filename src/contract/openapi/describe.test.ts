import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UuidSchema } from '../common';
import { placeOperations } from '../operations/places';
import { FileInfoSchema, PickupPlaceSchema, PickupPlaceUpdateSchema } from '../places';
import { describeOperation, openApiPath } from './describe';

// A description takes the operation's own schemas: any other fails to compile (tsc fails on the
// expected errors below when they stop being errors), so the documents cannot drift.

const notes = { summary: 's', tags: [], errors: {} };
const params = z.object({ id: UuidSchema });

describe('describeOperation', () => {
  it('pairs the operation with the schemas it names', () => {
    const described = describeOperation(
      placeOperations.get,
      { params, answers: { 200: PickupPlaceSchema } },
      notes,
    );
    expect(described).toMatchObject({ method: 'GET', path: '/api/v1/pickup-place/:id', params });
    expect(described.answers[200]).toBe(PickupPlaceSchema);
  });

  it('refuses another answer, a missing part or another body at compile time', () => {
    // @ts-expect-error the answer is a PickupPlace, not a FileInfo
    describeOperation(placeOperations.get, { params, answers: { 200: FileInfoSchema } }, notes);
    // @ts-expect-error the operation names params
    describeOperation(placeOperations.get, { answers: { 200: PickupPlaceSchema } }, notes);
    const update = { params, body: PickupPlaceUpdateSchema, answers: { 200: PickupPlaceSchema } };
    describeOperation(placeOperations.update, update, notes);
    // @ts-expect-error the body is the update's, not a place
    describeOperation(placeOperations.update, { ...update, body: PickupPlaceSchema }, notes);
  });

  it('writes Fastify’s paths in OpenAPI’s notation', () => {
    expect(openApiPath('/bff/places/:id/history/:entryId/revert')).toBe(
      '/bff/places/{id}/history/{entryId}/revert',
    );
    expect(openApiPath('/files/*')).toBe('/files/{path}');
  });
});
