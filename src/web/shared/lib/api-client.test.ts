import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  failedRequest,
  problemOf,
  setCsrfToken,
  setUnauthenticatedHandler,
} from './api-client';

// The SPA's one way to the BFF, against a stubbed fetch: what each kind of answer becomes.

const fetchMock = vi.fn<typeof fetch>();
const unauthenticated = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthenticatedHandler(unauthenticated);
  setCsrfToken('');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  unauthenticated.mockReset();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('api()', () => {
  it('returns the parsed body, the status and the ETag', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'p1' }, { etag: '"v1"' }));
    await expect(api('/api/v1/pickup-place/p1')).resolves.toEqual({
      data: { id: 'p1' },
      status: 200,
      etag: '"v1"',
    });
  });

  it('treats 304 Not Modified as success with no body, keeping the ETag', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 304, headers: { etag: '"v1"' } }));
    await expect(api('/api/v1/pickup-place/p1', { headers: { 'if-none-match': '"v1"' } })).resolves.toEqual({
      data: undefined,
      status: 304,
      etag: '"v1"',
    });
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('if-none-match')).toBe('"v1"');
  });

  it('sends the session to sign-in on a 401 of the API', async () => {
    fetchMock.mockResolvedValue(json(401, { title: 'Sign in', status: 401 }));
    const error = await api('/api/v1/pickup-place/p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(unauthenticated).toHaveBeenCalledOnce();
  });

  it('does not treat a 401 of /auth/… as a lost session (a wrong password is an answer)', async () => {
    fetchMock.mockResolvedValue(json(401, { title: 'Wrong user name or password' }));
    await expect(api('/auth/login', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect(unauthenticated).not.toHaveBeenCalled();
  });

  it('turns a network failure into an "Offline" ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api('/api/v1/pickup-place/p1').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.title).toBe('Offline');
    expect(unauthenticated).not.toHaveBeenCalled();
  });

  it('lets an abort through as an abort, not as offline', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(api('/api/v1/pickup-place/p1')).rejects.toBe(abort);
  });

  it('carries the ProblemDetail of a failure: title, detail, kind and field errors', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        type: '/problems/validation',
        title: 'Invalid request',
        detail: 'Some fields are wrong.',
        status: 400,
        properties: { errors: [{ field: 'name', message: 'Required' }] },
      }),
    );
    const error = (await api('/api/v1/pickup-place', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.title).toBe('Invalid request');
    expect(error.message).toBe('Some fields are wrong.');
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual([{ field: 'name', message: 'Required' }]);
  });

  it('makes a problem of an answer that is not JSON (a proxy error page)', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await api('/api/v1/pickup-place/p1').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.title).toBe('Bad Gateway');
    expect(error.message).toBe('The server answered 502.');
    expect(error.fieldErrors).toEqual([]);
  });

  it('sends the CSRF token on writes only, and JSON with its content type', async () => {
    setCsrfToken('csrf-1');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await api('/api/v1/pickup-place/p1', { method: 'PATCH', json: { name: 'A' } });
    await api('/api/v1/pickup-place/p1');
    const [write, read] = fetchMock.mock.calls.map(([, init]) => ({
      headers: new Headers(init!.headers),
      init: init!,
    }));
    expect(write!.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(write!.headers.get('content-type')).toBe('application/json');
    expect(write!.init.body).toBe('{"name":"A"}');
    expect(write!.init.credentials).toBe('same-origin');
    expect(read!.headers.get('x-csrf-token')).toBeNull();
  });
});

describe('failedRequest() and problemOf(), for requests made outside api()', () => {
  it('sends to sign-in on 401 and on nothing else', () => {
    expect(failedRequest(403, { title: 'Forbidden' }).status).toBe(403);
    expect(unauthenticated).not.toHaveBeenCalled();
    expect(failedRequest(401, { title: 'Sign in' })).toBeInstanceOf(ApiError);
    expect(unauthenticated).toHaveBeenCalledOnce();
  });

  it('reads a ProblemDetail body, or describes the status when there is none', async () => {
    await expect(problemOf(json(409, { title: 'Conflict', detail: 'Taken' }))).resolves.toEqual({
      title: 'Conflict',
      detail: 'Taken',
    });
    await expect(problemOf(new Response('', { status: 503 }))).resolves.toMatchObject({ status: 503 });
  });
});
