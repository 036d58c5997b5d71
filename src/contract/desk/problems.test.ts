import { describe, expect, it } from 'vitest';
import { DeskProblemKindSchema, DeskProblemSchema, problemKindOf, problemType } from './problems';

describe('problem types', () => {
  it('puts a kind under /problems/ and reads it back', () => {
    expect(problemType('csrf')).toBe('/problems/csrf');
    expect(problemKindOf(problemType('platform-reconnect-required'))).toBe('platform-reconnect-required');
  });

  it('reads no kind from other types or none', () => {
    expect(problemKindOf('about:blank')).toBe('');
    expect(problemKindOf(undefined)).toBe('');
  });

  it('knows the BFF’s own kinds only', () => {
    expect(DeskProblemKindSchema.safeParse('upstream-credentials').success).toBe(true);
    expect(DeskProblemKindSchema.safeParse('teapot').success).toBe(false);
  });

  it('requires what every BFF problem carries and keeps the rest', () => {
    const problem = {
      type: '/problems/validation-error',
      title: 'Invalid request',
      status: 400,
      detail: 'The query is invalid.',
      instance: '/api/v1/pickup-place',
      properties: { errors: [{ field: 'eshopId', message: 'must be a UUID' }] },
    };
    expect(DeskProblemSchema.parse(problem)).toEqual(problem);
    expect(DeskProblemSchema.safeParse({ type: '/problems/csrf', status: 403 }).success).toBe(false);
  });
});
