import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { Job, JobCreate, JobItems, JobList } from '@/contract/desk/bulk-jobs';
import type { HistoryPage } from '@/contract/desk/place-history';
import { historyOperations } from '@/contract/operations/history';
import { jobOperations } from '@/contract/operations/jobs';
import { call } from '@/web/shared/lib/call';
import { placeKeys } from '@/web/shared/places/api/place-queries';

// Bulk jobs and place history from the BFF, on TanStack Query: the e-shop's jobs are polled every
// second while one runs, so the progress shows live for every user of the e-shop, and again after a
// reload; the commands are mutations whose pending state and error the components show. A job
// started in this tab is polled four times as often for its first seconds: a short one (a hundred
// places take a third of a second) shows its result then, not up to a second after it ended.

export const jobKeys = {
  all: ['jobs'] as const,
  list: (eshopId: string) => [...jobKeys.all, 'list', eshopId] as const,
  items: (id: string) => [...jobKeys.all, 'items', id] as const,
  history: (placeId: string) => ['places', 'history', placeId] as const,
};

const isActive = (job: Job) => job.state === 'running' || job.state === 'cancelling';
export const POLL_MS = 1000;
/** Without a running job, a job started by someone else shows within this time. */
export const IDLE_POLL_MS = 15_000;
/** A job started here, while younger than FAST_WINDOW_MS (this tab's clock), is polled this often. */
export const FAST_POLL_MS = 250;
export const FAST_WINDOW_MS = 3000;

/** When each job started in this tab was answered (performance.now(): the server's clock may differ). */
const startedHere = new Map<string, number>();

/** A job this tab started (a bulk change, its retry or undo, an import's apply): polled fast a while. */
export function noteJobStarted(job: Pick<Job, 'id'>, at = performance.now()) {
  if (!startedHere.has(job.id)) startedHere.set(job.id, at);
}

/** A fresh tab's memory of starts (the tests', each of which is a tab of its own). */
export const forgetJobStarts = () => startedHere.clear();

/** How soon to ask for the e-shop's jobs again, given the last answer. */
export function jobsPollMs(list: JobList | undefined, now = performance.now()): number {
  const active = list?.items.filter(isActive) ?? [];
  if (!active.length) return IDLE_POLL_MS;
  const young = active.some((job) => now - (startedHere.get(job.id) ?? -Infinity) < FAST_WINDOW_MS);
  return young ? FAST_POLL_MS : POLL_MS;
}

// Plain option objects rather than queryOptions(): a new importer of it would split the first
// script's chunks differently and cost it a kilobyte (bench/bundle.ts).
export const jobQueries = {
  list: (eshopId: string): UseQueryOptions<JobList, Error, JobList, ReturnType<typeof jobKeys.list>> => ({
    queryKey: jobKeys.list(eshopId),
    queryFn: async ({ signal }) => call(jobOperations.list, { query: { eshopId } }, { signal }),
    refetchInterval: (query) => jobsPollMs(query.state.data),
  }),
  /** The places of a job that failed or conflicted, for its report. */
  problems: (id: string): UseQueryOptions<JobItems, Error, JobItems, ReturnType<typeof jobKeys.items>> => ({
    queryKey: jobKeys.items(id),
    queryFn: async ({ signal }) =>
      call(jobOperations.items, { params: { id }, query: { state: 'failed,conflict' } }, { signal }),
  }),
  history: (
    placeId: string,
  ): UseQueryOptions<HistoryPage, Error, HistoryPage, ReturnType<typeof jobKeys.history>> => ({
    queryKey: jobKeys.history(placeId),
    queryFn: async ({ signal }) => call(historyOperations.list, { params: { id: placeId } }, { signal }),
  }),
};

/**
 * The e-shop's jobs, newest first: every second while one runs (faster just after a start here),
 * else every 15 s.
 */
export const useEshopJobs = (eshopId: string) => useQuery(jobQueries.list(eshopId));

/** A place's history, newest first (also of a deleted place). */
export const usePlaceHistory = (placeId: string) => useQuery(jobQueries.history(placeId));

/** Every place of an ended job that failed or conflicted: read once, the report does not change. */
export const useJobProblems = (id: string) => useQuery({ ...jobQueries.problems(id), staleTime: Infinity });

/** What a job would do (a dry run): the places it changes, a sample of the changes, the notes. */
export const usePreviewJob = () =>
  useMutation({
    mutationFn: async (body: JobCreate) => call(jobOperations.preview, { body: { ...body, dryRun: true } }),
  });

export type JobCommand = { start: JobCreate } | { id: string; verb: 'retry' | 'undo' | 'cancel' };

/** Starts a job, retries a job's failed places, undoes a job, or cancels one; the jobs refresh. */
export function useJobCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: JobCommand) =>
      'start' in command
        ? call(jobOperations.start, { body: command.start })
        : call(jobOperations[command.verb], { params: { id: command.id } }),
    onSuccess: (job) => {
      noteJobStarted(job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.list(job.eshopId) });
    },
  });
}

/** Reverts one change of a place's history; the history, the place and the lists refresh. */
export function useRevertChange(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number) =>
      call(historyOperations.revert, { params: { id: placeId, entryId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.history(placeId) }),
        queryClient.invalidateQueries({ queryKey: placeKeys.detail(placeId) }),
        queryClient.invalidateQueries({ queryKey: placeKeys.lists() }),
      ]),
  });
}

/** Makes a deleted place again from its history; its history and the lists refresh. */
export function useRestorePlace(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(historyOperations.restore, { params: { id: placeId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.history(placeId) }),
        queryClient.invalidateQueries({ queryKey: placeKeys.lists() }),
      ]),
  });
}
