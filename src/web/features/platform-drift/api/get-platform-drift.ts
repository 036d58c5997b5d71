import { queryOptions } from '@tanstack/react-query';
import type { DriftReport } from '@/contract/desk/platform-drift';
import { api } from '@/web/shared/lib/api-client';

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
      queryFn: async ({ signal }) => (await api<DriftReport>('/bff/platform-drift', { signal })).data,
      // Counts grow as places are read; a minute old is fresh enough for an administrator's look.
      staleTime: 60_000,
    }),
};
