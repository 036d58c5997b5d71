import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/shared/lib/api-client';

/** Forget the user's own platform account: orders are read with the installation's rights again. */
export function useDisconnectPlatform(onDisconnected: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/auth/platform/disconnect', { method: 'POST' }),
    onSuccess: () => {
      // The outcome of an earlier connect ("connected") no longer holds.
      onDisconnected();
      return queryClient.invalidateQueries();
    },
  });
}
