// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUpload } from '@/web/testing/fake-upload';
import { ApiError, setApiLanguage, setCsrfToken, setUnauthenticatedHandler } from './api-client';
import { uploadFile } from './upload';

// The one upload with progress (the place's image, a file to import): what it sends, the shares it
// reports, an abort, and the failures it turns into ApiErrors.

const file = () => new File(['name;city\nBrno Main Square;Brno\n'], 'places.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken('');
  setApiLanguage('en');
  setUnauthenticatedHandler(() => undefined);
});

describe('uploadFile', () => {
  it('sends the file with the session and the language, reports its progress and answers the 201', async () => {
    setCsrfToken('token-1');
    setApiLanguage('cs');
    const sent = fakeUpload(() => [201, { id: 'import-1' }], { progress: [0.25, 0.5] });
    const progress: number[] = [];

    const answer = await uploadFile('/bff/imports?eshopId=e1', file(), {
      onProgress: (s) => progress.push(s),
    });

    expect(answer).toEqual({ id: 'import-1' });
    expect(progress).toEqual([0.25, 0.5, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/bff/imports?eshopId=e1',
      headers: { accept: 'application/json', 'accept-language': 'cs', 'x-csrf-token': 'token-1' },
    });
    expect(sent[0]!.file?.name).toBe('places.csv');
  });

  it('stops when aborted, with an AbortError as fetch gives, and reports nothing after', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    fakeUpload(() => new Promise((resolve) => (answer = resolve)), { progress: [0.5] });
    const abort = new AbortController();
    const progress: number[] = [];
    const upload = uploadFile('/api/v1/pickup-place/p1/image', file(), {
      onProgress: (s) => progress.push(s),
      signal: abort.signal,
    });
    await vi.waitFor(() => expect(progress).toEqual([0.5]));

    abort.abort();
    answer([201, { url: 'late.jpg' }]);

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).toEqual([0.5]);
  });

  it('sends nothing when aborted before it starts', async () => {
    const sent = fakeUpload(() => [201, {}]);
    const abort = new AbortController();
    abort.abort();
    await expect(uploadFile('/bff/imports', file(), { signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sent).toEqual([]);
  });

  it('turns a refusal into an ApiError with its ProblemDetail', async () => {
    fakeUpload(() => [413, { status: 413, title: 'Too large', properties: { reason: 'too_large' } }]);
    const error = await uploadFile('/bff/imports', file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      title: 'Too large',
      problem: { properties: { reason: 'too_large' } },
    });
  });

  it('says the server cannot be reached when the connection fails', async () => {
    fakeUpload(() => [0]);
    const error = await uploadFile('/bff/imports', file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'The server cannot be reached.' });
  });

  it('sends to sign-in when the session has ended, as api() does', async () => {
    const signIn = vi.fn();
    setUnauthenticatedHandler(signIn);
    fakeUpload(() => [401, { status: 401, title: 'Unauthorized' }]);
    await expect(uploadFile('/bff/imports', file())).rejects.toMatchObject({ status: 401 });
    expect(signIn).toHaveBeenCalledOnce();
  });
});
