import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobList, JobListQuery } from '@/contract/desk/bulk-jobs';
import { jobOperations } from '@/contract/operations/jobs';
import { call } from '@/web/shared/lib/call';
import { jobKeys, jobsPollMs } from './job-queries';

// The Activity screen's list: every job of the e-shop, newest first, a page at a time ("Load more"
// asks for the page after the last one). Its key begins with the e-shop's job list's, so a command
// (useJobCommand's refresh of that list) refreshes it too; it is polled as that list is: every
// second while a job shown runs, every 15 s otherwise.

export type ActivityFilters = Pick<JobListQuery, 'createdBy' | 'state' | 'kind'>;

export const ACTIVITY_PAGE = 50;

export const activityKey = (eshopId: string, filters: ActivityFilters) =>
  [...jobKeys.list(eshopId), 'activity', filters] as const;

export function useActivity(eshopId: string, filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKey(eshopId, filters),
    queryFn: async ({ signal, pageParam }) =>
      call(
        jobOperations.list,
        { query: { eshopId, limit: ACTIVITY_PAGE, ...filters, ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: JobList) => last.next,
    refetchInterval: (query) => jobsPollMs({ items: query.state.data?.pages.flatMap((p) => p.items) ?? [] }),
  });
}
