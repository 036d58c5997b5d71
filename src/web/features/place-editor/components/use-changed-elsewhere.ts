import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { placeQueries, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';

/** How often an open editor asks whether its place was changed elsewhere (issue 45). */
export const CHANGED_ELSEWHERE_MS = 10_000;

interface Options {
  placeId: string | undefined;
  /** The version the form is based on. */
  etag: string | undefined;
  dirty: boolean;
  /** A save or a conflict under way: the version it brings is the user's own, not someone else's. */
  busy: boolean;
  /** Takes a newer version into a form with nothing unsaved. */
  take: (latest: PlaceWithEtag) => void;
  intervalMs?: number;
}

/**
 * Re-reads the open place (its detail query, with the ETag) while the tab is visible. A newer
 * version goes quietly into a clean form; with unsaved changes, the answer is true: the user is
 * warned before a save that would meet a conflict (412), not only after.
 */
export function useChangedElsewhere({
  placeId,
  etag,
  dirty,
  busy,
  take,
  intervalMs = CHANGED_ELSEWHERE_MS,
}: Options) {
  const { data } = useQuery({
    ...placeQueries.detail(placeId ?? ''),
    enabled: Boolean(placeId),
    refetchInterval: intervalMs,
    refetchOnWindowFocus: true,
  });
  const changed = Boolean(!busy && etag && data?.etag && data.etag !== etag);

  useEffect(() => {
    if (changed && !dirty && data) take(data);
  }, [changed, dirty, data, take]);

  return changed && dirty;
}
