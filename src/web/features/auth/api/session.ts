import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleMay } from '@/contract/desk/roles';
import type { LoginRequest, SessionInfo } from '@/contract/desk/session';
import { authOperations } from '@/contract/operations/auth';
import { ApiError, setCsrfToken } from '@/web/shared/lib/api-client';
import { call } from '@/web/shared/lib/call';

export const sessionKeys = { all: ['session'] as const };

/** The signed-in user, or null when nobody is (a 401 is an answer here, not an error). */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async (): Promise<SessionInfo | null> => {
    try {
      const data = await call(authOperations.session, {});
      setCsrfToken(data.csrfToken);
      return data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => call(authOperations.login, { body: credentials }),
    onSuccess: async (session) => {
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(sessionKeys.all, session);
      // Another user may see other data: start from a clean cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // A session of single sign-on answers with the provider's sign-out page (RP-initiated logout).
    mutationFn: async () => (await call(authOperations.logout, {})) ?? null,
    onSettled: () => {
      setCsrfToken('');
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.all, null);
    },
  });
}

/** What the BFF will allow this user, from the contract's role table: offer no more than that. */
export const canEditPlaces = (session: SessionInfo | null | undefined) =>
  !!session && roleMay(session.user.role, 'places:write');
