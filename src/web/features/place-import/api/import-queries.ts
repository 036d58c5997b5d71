import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Import,
  ImportDefaults,
  ImportMapping,
  ImportOutcome,
  ImportUploadQuery,
} from '@/contract/desk/import';
import { importOperations } from '@/contract/operations/imports';
import { useEffect, useRef } from 'react';
import { call } from '@/web/shared/lib/call';
import { uploadTo, type UploadOptions } from '@/web/shared/lib/upload';

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
    queryFn: ({ signal }) => call(importOperations.limits, {}, { signal }),
    staleTime: Infinity,
  });

/** A page of the dry run's rows, of one outcome or all; the last page stays shown while the next loads. */
export const useImportRows = (result: Import, outcome: ImportOutcome | '', page: number, size: number) =>
  useQuery({
    queryKey: importKeys.rows(result, outcome, page),
    queryFn: ({ signal }) =>
      call(importOperations.rows, { params: { id: result.id }, query: { outcome, page, size } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Uploads the file to import; `onProgress` gets the share sent (0–1). */
export function uploadImport(file: File, query: ImportUploadQuery, options?: UploadOptions): Promise<Import> {
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  return uploadTo(importOperations.upload, { query: params }, file, options);
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
    }) => call(importOperations.remap, { params: { id }, body: { mapping, defaults } }),
    // A mapping checked before and again is checked anew: its rows are read again too.
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: importKeys.dryRun(result) }),
  });
}

/** Applies the dry run: a job writes its places (the places page shows its progress). */
export const useApplyImport = () =>
  useMutation({
    mutationFn: (id: string) => call(importOperations.apply, { params: { id } }),
  });
