import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOperations } from '@/contract/operations/admin';
import { historyOperations } from '@/contract/operations/history';
import { call } from '@/web/shared/lib/call';

// The e-shop's recently deleted places (GET /bff/places/deleted), page after page ("Show more"),
// and the restore of one (POST /bff/places/{id}/restore), after which the list names the new place.

const PAGE = 25;

export const deletedPlaceKeys = {
  all: ['deleted-places'] as const,
  list: (eshopId: string) => [...deletedPlaceKeys.all, 'list', { eshopId }] as const,
};

export const deletedPlacesQuery = (eshopId: string) =>
  infiniteQueryOptions({
    queryKey: deletedPlaceKeys.list(eshopId),
    queryFn: ({ pageParam, signal }) =>
      call(
        adminOperations.deletedPlaces,
        { query: { eshopId, limit: PAGE, before: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
  });

export function useRestoreDeleted(eshopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) => call(historyOperations.restore, { params: { id: placeId } }),
    // A 409 (restored meanwhile) also changes what the list should show.
    onSettled: () => client.invalidateQueries({ queryKey: deletedPlaceKeys.list(eshopId) }),
  });
}
