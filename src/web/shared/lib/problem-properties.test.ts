import { describe, expect, it } from 'vitest';
import { ImportFilePropertiesSchema, LaterChangePropertiesSchema } from '@/contract/desk/problem-properties';
import { ApiError } from './api-client';
import { problemProperties } from './problem-properties';

// An error's problem properties are read by the contract's schema: another shape is no such problem.

const failed = (status: number, properties?: Record<string, unknown>) =>
  new ApiError(status, { status, title: 'Refused', properties });

describe('problem properties read by the contract', () => {
  it('answers the properties of the shape, with what the BFF adds besides', () => {
    const props = problemProperties(
      failed(400, { reason: 'empty', sheets: ['A', 'B'], errors: [], named: 'csv' }),
      ImportFilePropertiesSchema,
    );
    expect(props).toMatchObject({ reason: 'empty', sheets: ['A', 'B'], named: 'csv' });
  });

  it('answers undefined for another error, another status or a malformed body', () => {
    expect(problemProperties(new Error('offline'), ImportFilePropertiesSchema)).toBeUndefined();
    expect(problemProperties(failed(400), ImportFilePropertiesSchema)).toBeUndefined();
    expect(problemProperties(failed(400, { reason: 7 }), ImportFilePropertiesSchema)).toBeUndefined();
    expect(
      problemProperties(failed(400, { reason: 'empty', sheets: 'A' }), ImportFilePropertiesSchema),
    ).toBeUndefined();
    const later = { laterUsername: 'eva', laterFields: ['name'], laterAt: '2026-01-01T10:00:00Z' };
    expect(problemProperties(failed(409, later), LaterChangePropertiesSchema, 409)).toMatchObject(later);
    expect(problemProperties(failed(400, later), LaterChangePropertiesSchema, 409)).toBeUndefined();
    expect(
      problemProperties(failed(409, { ...later, laterFields: 'name' }), LaterChangePropertiesSchema, 409),
    ).toBeUndefined();
  });
});
