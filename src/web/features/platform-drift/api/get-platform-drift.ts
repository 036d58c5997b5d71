import { queryOptions } from '@tanstack/react-query';
import { deskOperations } from '@/contract/operations/desk';
import { call } from '@/web/shared/lib/call';

// What the platform sent that this version does not know (GET /bff/platform-drift, admins only;
// issue 42). Counted by the BFF instance that answers, since it started.

export const driftKeys = {
  all: ['platform-drift'] as const,
  report: () => [...driftKeys.all, 'report'] as const,
};

export const driftQueries = {
  report: () =>
    queryOptions({
      queryKey: driftKeys.report(),
      queryFn: ({ signal }) => call(deskOperations.platformDrift, {}, { signal }),
      // Counts grow as places are read; a minute old is fresh enough for an administrator's look.
      staleTime: 60_000,
    }),
};
