import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, problemOf, setApiLanguage, setUnauthenticatedHandler, type ApiError } from './api-client';

// The edges of reading a failure (api-client.test.ts has the main cases): what a user is told when
// the answer is half a ProblemDetail, or JSON that is not one, and the language problems come in.

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthenticatedHandler(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setApiLanguage('en');
});

const failure = async (body: string, status = 409) => {
  fetchMock.mockResolvedValue(new Response(body, { status, statusText: 'Conflict' }));
  return (await api('/api/v1/pickup-place/p1').catch((e: unknown) => e)) as ApiError;
};

describe('a failure read as a ProblemDetail', () => {
  it('uses the title as the message when there is no detail', async () => {
    const error = await failure(JSON.stringify({ title: 'Changed meanwhile', type: '/problems/conflict' }));
    expect(error.message).toBe('Changed meanwhile');
    expect(error.kind).toBe('conflict');
  });

  it('still says something with an empty problem: the status', async () => {
    const error = await failure('{}');
    expect(error.message).toBe('Request failed (409)');
    expect(error.title).toBe('Request failed');
    expect(error.kind).toBe('');
    expect(error.fieldErrors).toEqual([]);
  });

  it('ignores field errors that are not a list', async () => {
    const error = await failure(JSON.stringify({ title: 'Invalid', properties: { errors: 'name' } }));
    expect(error.fieldErrors).toEqual([]);
  });

  it('keeps only the field errors of FieldError’s shape (a text field and message)', async () => {
    const errors = [
      null,
      'name',
      { field: 1, message: 'x' },
      { field: 'name' },
      { field: 'name', message: 'Required' },
    ];
    const error = await failure(JSON.stringify({ title: 'Invalid', properties: { errors } }));
    expect(error.fieldErrors).toEqual([{ field: 'name', message: 'Required' }]);
  });

  it('describes the status when the JSON is not an object (null, a number, a string)', async () => {
    for (const body of ['null', '42', '"oops"']) {
      await expect(
        problemOf(new Response(body, { status: 500, statusText: 'Server Error' })),
      ).resolves.toEqual({
        status: 500,
        title: 'Server Error',
        detail: 'The server answered 500.',
      });
    }
  });

  it('asks for problems in the language of the app', async () => {
    setApiLanguage('cs');
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await api('/api/v1/pickup-place/p1');
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('accept-language')).toBe('cs');
    expect(headers.get('accept')).toBe('application/json');
  });
});
