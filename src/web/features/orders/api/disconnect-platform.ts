import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authOperations } from '@/contract/operations/auth';
import { call } from '@/web/shared/lib/call';

/** Forget the user's own platform account: orders are read with the installation's rights again. */
export function useDisconnectPlatform(onDisconnected: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authOperations.platformDisconnect, {}),
    onSuccess: () => {
      // The outcome of an earlier connect ("connected") no longer holds.
      onDisconnected();
      return queryClient.invalidateQueries();
    },
  });
}
