import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LIVE_LIST_MS, placeKeys } from '@/web/shared/places/api/place-queries';
import { filterQuery, type SearchFilters } from '@/web/shared/places/lib/search-params';

/**
 * Every place of the e-shop for the map (or every match of the search), from the BFF's compact
 * read model, fetched and clustered in a worker: the query holds only the count and extent; the
 * points stay in the worker. Its key is one of the place lists' (`placeKeys.points`), so whatever
 * refreshes the lists refreshes the map too.
 */
export const pointsQuery = (eshopId: string, filters: SearchFilters = { q: '' }) =>
  queryOptions({
    queryKey: placeKeys.points(eshopId, filters),
    // The worker's client loads with the map's first points, not in the first script (the list
    // view never needs it).
    queryFn: async () =>
      (await import('../lib/cluster-client')).loadPoints(eshopId, filterQuery(eshopId, filters)),
    staleTime: 30_000,
    // The previous matches stay drawn while the next ones load.
    placeholderData: keepPreviousData,
    // Changes made elsewhere appear while the map is open.
    refetchInterval: LIVE_LIST_MS,
    refetchOnWindowFocus: true,
  });
