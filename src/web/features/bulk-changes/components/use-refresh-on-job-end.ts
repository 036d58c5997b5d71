import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Job } from '@/contract/desk/bulk-jobs';
import { placeKeys } from '@/web/shared/places/api/place-queries';

const isActive = (job: Job) => job.state === 'running' || job.state === 'cancelling';

/**
 * Refreshes the list and the map once each time a job of the e-shop ends, never per progress tick:
 * every refresh while a job runs searches again, and at 100 000 places those searches cost the
 * job itself most of its speed (issue 29). The progress card shows the job's pace meanwhile.
 *
 * A job seen ended for the first time counts as an end (a short job may start and end between two
 * polls), except those already ended when the panel first saw the e-shop's jobs (the list was
 * read after them), also after a switch of e-shop.
 */
export function useRefreshOnJobEnd(eshopId: string, jobs: readonly Job[]): void {
  const queryClient = useQueryClient();
  const seen = useRef<{ eshopId: string; ended: Set<string> } | null>(null);
  const endedIds = jobs.filter((job) => !isActive(job)).map((job) => job.id);
  const key = endedIds.join();
  useEffect(() => {
    if (seen.current?.eshopId !== eshopId) {
      seen.current = { eshopId, ended: new Set(endedIds) };
      return;
    }
    const { ended } = seen.current;
    const fresh = endedIds.filter((id) => !ended.has(id));
    if (!fresh.length) return;
    fresh.forEach((id) => ended.add(id));
    void queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
    // endedIds is what `key` spells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eshopId, key, queryClient]);
}
