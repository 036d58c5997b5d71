import type { Job } from '@/contract/desk/bulk-jobs';
import type {
  Import,
  ImportDefaults,
  ImportLimits,
  ImportMapping,
  ImportOutcome,
  ImportRowsPage,
  ImportUploadQuery,
} from '@/contract/desk/import';
import {
  ApiError,
  api,
  apiLanguage,
  csrfHeader,
  failedRequest,
  problemOf,
} from '@/web/shared/lib/api-client';

// Imports of places from a file (issue 14): the upload (multipart, so a fetch of its own), the dry
// run's rows by outcome, a changed mapping checked again, and the apply that starts a job.

export const importLimits = async () => (await api<ImportLimits>('/bff/imports/limits')).data;

/**
 * Uploads the file; `onProgress` gets the share sent (0–1). An XMLHttpRequest, since fetch tells
 * nothing of an upload's progress, and a 20 MiB file on a slow link takes a while.
 */
export function uploadImport(
  file: File,
  query: ImportUploadQuery,
  onProgress?: (sent: number) => void,
): Promise<Import> {
  const form = new FormData();
  form.append('file', file, file.name);
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/bff/imports?${params}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', apiLanguage());
    for (const [name, value] of Object.entries(csrfHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () =>
      reject(new ApiError(0, { title: 'Offline', detail: 'The server cannot be reached.' }));
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status });
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as Import);
      else void problemOf(response).then((problem) => reject(failedRequest(xhr.status, problem)));
    };
    xhr.send(form);
  });
}

export const importRows = async (id: string, outcome: ImportOutcome | '', page: number, size: number) =>
  (await api<ImportRowsPage>(`/bff/imports/${id}/rows?outcome=${outcome}&page=${page}&size=${size}`)).data;

export const remapImport = async (id: string, mapping: ImportMapping, defaults: ImportDefaults) =>
  (await api<Import>(`/bff/imports/${id}/mapping`, { method: 'PUT', json: { mapping, defaults } })).data;

export const applyImport = async (id: string) =>
  (await api<Job>(`/bff/imports/${id}/apply`, { method: 'POST' })).data;
