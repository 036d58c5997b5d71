import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useEffect, useRef } from 'react';
import { api } from '@/web/shared/lib/api-client';
import { uploadFile, type UploadOptions } from '@/web/shared/lib/upload';

// Imports of places from a file (issue 14): the upload (multipart, so a request of its own), the dry
// run's rows by outcome, a changed mapping checked again, and the apply that starts a job.

export const importKeys = {
  all: ['imports'] as const,
  limits: () => [...importKeys.all, 'limits'] as const,
  /** An import's dry run: its rows change with the mapping and the defaults it was checked with. */
  dryRun: (result: Import) =>
    [...importKeys.all, result.id, 'rows', { mapping: result.mapping, defaults: result.defaults }] as const,
  rows: (result: Import, outcome: ImportOutcome | '', page: number) =>
    [...importKeys.dryRun(result), outcome, page] as const,
};

/** What a file may hold (size, rows), stated beside the upload. */
export const useImportLimits = () =>
  useQuery({
    queryKey: importKeys.limits(),
    queryFn: async ({ signal }) => (await api<ImportLimits>('/bff/imports/limits', { signal })).data,
    staleTime: Infinity,
  });

/** A page of the dry run's rows, of one outcome or all; the last page stays shown while the next loads. */
export const useImportRows = (result: Import, outcome: ImportOutcome | '', page: number, size: number) =>
  useQuery({
    queryKey: importKeys.rows(result, outcome, page),
    queryFn: async ({ signal }) =>
      (
        await api<ImportRowsPage>(
          `/bff/imports/${result.id}/rows?outcome=${outcome}&page=${page}&size=${size}`,
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** Uploads the file to import; `onProgress` gets the share sent (0–1). */
export function uploadImport(file: File, query: ImportUploadQuery, options?: UploadOptions): Promise<Import> {
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  return uploadFile<Import>(`/bff/imports?${params}`, file, options);
}

/**
 * Reads a file (or another sheet of it): its columns, the mapping proposed and the dry run. A new
 * upload aborts the one still running, and leaving (the dialog closed) aborts the last.
 */
export function useUploadImport() {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  return useMutation({
    mutationFn: ({
      file,
      query,
      onProgress,
    }: {
      file: File;
      query: ImportUploadQuery;
      onProgress?: (sent: number) => void;
    }) => {
      running.current?.abort();
      const abort = (running.current = new AbortController());
      return uploadImport(file, query, { onProgress, signal: abort.signal });
    },
  });
}

/** Checks the file again with another mapping or other defaults: a new dry run. */
export function useRemapImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      mapping,
      defaults,
    }: {
      id: string;
      mapping: ImportMapping;
      defaults: ImportDefaults;
    }) =>
      (await api<Import>(`/bff/imports/${id}/mapping`, { method: 'PUT', json: { mapping, defaults } })).data,
    // A mapping checked before and again is checked anew: its rows are read again too.
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: importKeys.dryRun(result) }),
  });
}

/** Applies the dry run: a job writes its places (the places page shows its progress). */
export const useApplyImport = () =>
  useMutation({
    mutationFn: async (id: string) => (await api<Job>(`/bff/imports/${id}/apply`, { method: 'POST' })).data,
  });
