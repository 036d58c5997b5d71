import type { QueryClient } from '@tanstack/react-query';
import { placeQueries } from '@/web/shared/places/api/place-queries';
import { pointsQuery } from '@/web/features/places-list/api/points-query';
import { rememberedEshop, resolveEshop } from '@/web/shared/lib/use-eshop';
import { SEARCH_PARAMS, type SearchFilters } from '@/web/shared/places/lib/search-params';
import { listParams, parseListState, searchParams } from '@/web/features/places-list/lib/list-state';

// The places screen's first data, started by the router on the first load before the screen's
// chunk (MUI's table and the rest) has arrived or run: part of the first script (the query options,
// the address's list state and the e-shop choice are a few KiB), so the list's request leaves as
// soon as the session and the configuration have answered, not after the screen's chunks.

/** Starts the query the screen will ask for at this address (the same key), once signed in. */
export function prefetchPlaces(
  queryClient: QueryClient,
  eshops: readonly { id: string }[],
  search: URLSearchParams,
) {
  const eshopId = resolveEshop(eshops, search.get('eshop'), rememberedEshop());
  if (!eshopId) return;
  const state = parseListState(search);
  // The map's code (Leaflet, the clustering client) loads beside its points, not after them: the
  // points arriving first only waited for it.
  if (state.view === 'map')
    void import('@/web/features/places-list/components/map/places-map').catch(() => undefined);
  if (SEARCH_PARAMS.some((key) => search.getAll(key).some((value) => value.trim() !== ''))) {
    // Reading a search's values needs the contract's schemas (zod), which the first script leaves
    // out: they come in their own chunk, still before the screen's.
    void import('@/web/features/places-list/lib/search-filters').then(
      ({ isSearching, parseSearchFilters }) => {
        const filters = parseSearchFilters(search);
        if (state.view === 'map') void queryClient.prefetchQuery(pointsQuery(eshopId, filters));
        else if (isSearching(filters))
          void queryClient.prefetchQuery(placeQueries.search(searchParams(state, filters, eshopId)));
        else void queryClient.prefetchQuery(placeQueries.list(listParams(state, eshopId)));
      },
    );
    return;
  }
  // No search in the address: what parseSearchFilters gives for it.
  const none: SearchFilters = { q: '' };
  if (state.view === 'map') void queryClient.prefetchQuery(pointsQuery(eshopId, none));
  else void queryClient.prefetchQuery(placeQueries.list(listParams(state, eshopId)));
}
