import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors are answers, not glitches: only network failures and 5xx are retried, once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
