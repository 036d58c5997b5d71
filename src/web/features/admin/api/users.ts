import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUser, UserChange } from '@/contract/desk/users';
import { adminOperations } from '@/contract/operations/admin';
import { call } from '@/web/shared/lib/call';

// The accounts (GET /bff/users) and their changes, each refetching the list once done; refused
// changes (409: oneself, a name taken, single sign-on) are shown by the caller.

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => call(adminOperations.users, {}, { signal }),
  });

function useUserMutation<V>(run: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.list() }),
  });
}

export const useAddUser = () => useUserMutation((body: NewUser) => call(adminOperations.addUser, { body }));

export const useChangeUser = () =>
  useUserMutation(({ username, change }: { username: string; change: UserChange }) =>
    call(adminOperations.changeUser, { params: { username }, body: change }),
  );

export const useResetPassword = () =>
  useUserMutation(({ username, password }: { username: string; password: string }) =>
    call(adminOperations.resetPassword, { params: { username }, body: { password } }),
  );
