import type { Job } from '@/contract/desk/bulk-jobs';
import type {
  Import,
  ImportLimits,
  ImportMapping,
  ImportOutcome,
  ImportRowsPage,
  ImportUploadQuery,
} from '@/contract/desk/import';
import { api, apiLanguage, csrfHeader, failedRequest, problemOf } from '@/web/shared/lib/api-client';

// Imports of places from a file (issue 14): the upload (multipart, so a fetch of its own), the dry
// run's rows by outcome, a changed mapping checked again, and the apply that starts a job.

export const importLimits = async () => (await api<ImportLimits>('/bff/imports/limits')).data;

export async function uploadImport(
  file: File,
  query: ImportUploadQuery,
  signal?: AbortSignal,
): Promise<Import> {
  const form = new FormData();
  form.append('file', file, file.name);
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  const res = await fetch(`/bff/imports?${params}`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', 'accept-language': apiLanguage(), ...csrfHeader() },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw failedRequest(res.status, await problemOf(res));
  return (await res.json()) as Import;
}

export const importRows = async (id: string, outcome: ImportOutcome | '', page: number, size: number) =>
  (await api<ImportRowsPage>(`/bff/imports/${id}/rows?outcome=${outcome}&page=${page}&size=${size}`)).data;

export const remapImport = async (id: string, mapping: ImportMapping) =>
  (await api<Import>(`/bff/imports/${id}/mapping`, { method: 'PUT', json: { mapping } })).data;

export const applyImport = async (id: string) =>
  (await api<Job>(`/bff/imports/${id}/apply`, { method: 'POST' })).data;
