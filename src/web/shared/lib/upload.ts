import { pathOf, type AnswerOf, type Operation } from '@/contract/operations/operation';
import { ApiError, apiLanguage, csrfHeader, failedRequest, problemOf } from './api-client';
import type { CallInput } from './call';

// A file sent to the BFF with its progress (the place's image, a file to import): an
// XMLHttpRequest, since fetch tells nothing of an upload's progress, and a 20 MiB file on a slow
// link takes a while. Same origin, the session's CSRF token and the user's language, and every
// failure an ApiError with the ProblemDetail, as api() sends and answers.

export interface UploadOptions {
  /** The share of the file sent so far, 0–1. */
  onProgress?: (sent: number) => void;
  /** Aborting stops the upload: the promise rejects with an AbortError, as fetch's does. */
  signal?: AbortSignal;
}

const aborted = () => new DOMException('The upload was aborted.', 'AbortError');

/** POSTs `file` as the form field `file`; a 201 resolves with its JSON answer, unread. */
export function uploadFile(
  url: string,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', apiLanguage());
    for (const [name, value] of Object.entries(csrfHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, { title: 'Offline', detail: 'The server cannot be reached.' }));
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 201) return resolve(JSON.parse(xhr.responseText) as unknown);
      // A 401 sends to sign-in, as an answer to api() does.
      void problemOf(new Response(xhr.responseText, { status: xhr.status })).then((problem) =>
        reject(failedRequest(xhr.status, problem)),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads `file` to a multipart operation of the contract; its answer typed as the operation's (see call.ts). */
export const uploadTo = async <O extends Operation>(
  op: O,
  input: Omit<CallInput<O>, 'body'>,
  file: File,
  options?: UploadOptions,
): Promise<AnswerOf<O>> =>
  // The one place an upload's answer takes its operation's type, as `request()` does for JSON.
  (await uploadFile(pathOf(op, input.params, input.query), file, options)) as AnswerOf<O>;
