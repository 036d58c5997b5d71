import { useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { Job, JobCreate, JobItems, JobList, JobPreview } from '@/contract/desk/bulk-jobs';
import type { HistoryEntry, HistoryPage, RestoreResult } from '@/contract/desk/place-history';
import { api } from '@/web/shared/lib/api-client';
import { placeKeys } from '@/web/shared/places/api/place-queries';

// Bulk jobs and place history from the BFF. The e-shop's jobs are polled every second while one
// runs, so the progress shows live for every user of the e-shop, and again after a reload.

export const jobKeys = {
  all: ['jobs'] as const,
  list: (eshopId: string) => [...jobKeys.all, 'list', eshopId] as const,
  items: (id: string) => [...jobKeys.all, 'items', id] as const,
  history: (placeId: string) => ['places', 'history', placeId] as const,
};

const isActive = (job: Job) => job.state === 'running' || job.state === 'cancelling';
export const POLL_MS = 1000;
/** Without a running job, a job started by someone else shows within this time. */
const IDLE_POLL_MS = 15_000;

// Plain option objects rather than queryOptions(): a new importer of it would split the first
// script's chunks differently and cost it a kilobyte (bench/bundle.ts).
export const jobQueries = {
  list: (eshopId: string): UseQueryOptions<JobList, Error, JobList, ReturnType<typeof jobKeys.list>> => ({
    queryKey: jobKeys.list(eshopId),
    queryFn: async ({ signal }) => (await api<JobList>(`/bff/jobs?eshopId=${eshopId}`, { signal })).data,
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? POLL_MS : IDLE_POLL_MS),
  }),
  /** The places of a job that failed or conflicted, for its report. */
  problems: (id: string): UseQueryOptions<JobItems, Error, JobItems, ReturnType<typeof jobKeys.items>> => ({
    queryKey: jobKeys.items(id),
    queryFn: async ({ signal }) =>
      (await api<JobItems>(`/bff/jobs/${id}/items?state=failed,conflict`, { signal })).data,
  }),
  history: (
    placeId: string,
  ): UseQueryOptions<HistoryPage, Error, HistoryPage, ReturnType<typeof jobKeys.history>> => ({
    queryKey: jobKeys.history(placeId),
    queryFn: async ({ signal }) =>
      (await api<HistoryPage>(`/bff/places/${placeId}/history`, { signal })).data,
  }),
};

export const previewJob = async (body: JobCreate) =>
  (await api<JobPreview>('/bff/jobs', { method: 'POST', json: { ...body, dryRun: true } })).data;

/**
 * Starts a job, retries a job's failed places, undoes a job, or cancels one. Plain functions, not
 * useMutation: the first script's chunks stay as they were (bench/bundle.ts).
 */
export async function jobCommand(
  queryClient: QueryClient,
  command: { start: JobCreate } | { id: string; verb: 'retry' | 'undo' | 'cancel' },
): Promise<Job> {
  const job =
    'start' in command
      ? (await api<Job>('/bff/jobs', { method: 'POST', json: command.start })).data
      : (await api<Job>(`/bff/jobs/${command.id}/${command.verb}`, { method: 'POST' })).data;
  await queryClient.invalidateQueries({ queryKey: jobKeys.list(job.eshopId) });
  return job;
}

/** Reverts one change of a place's history; the history, the place and the lists refresh. */
export async function revertChange(queryClient: QueryClient, placeId: string, entryId: number) {
  const entry = (
    await api<HistoryEntry>(`/bff/places/${placeId}/history/${entryId}/revert`, { method: 'POST' })
  ).data;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.history(placeId) }),
    queryClient.invalidateQueries({ queryKey: placeKeys.detail(placeId) }),
    queryClient.invalidateQueries({ queryKey: placeKeys.lists() }),
  ]);
  return entry;
}

/** Makes a deleted place again from its history; its history and the lists refresh. */
export async function restorePlace(queryClient: QueryClient, placeId: string) {
  const result = (await api<RestoreResult>(`/bff/places/${placeId}/restore`, { method: 'POST' })).data;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.history(placeId) }),
    queryClient.invalidateQueries({ queryKey: placeKeys.lists() }),
  ]);
  return result;
}

/** A command in flight and its failure, for one component. */
export function useCommand<A extends unknown[], R>(
  run: (queryClient: QueryClient, ...args: A) => Promise<R>,
) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const execute = async (...args: A): Promise<R | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await run(queryClient, ...args);
    } catch (e) {
      setError(e as Error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { execute, busy, error, clearError: () => setError(null) };
}
