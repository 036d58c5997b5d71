import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PickupPlace, PickupPlaceCollection } from '../../../../contract/places';
import { api } from '../../../shared/lib/api-client';
import { loadPoints } from '../lib/cluster-client';

// Query keys from generic to specific, so invalidating `lists()` refreshes every page and the map.

export interface PlaceListParams {
  eshopId: string;
  page: number;
  size: number;
  sort: string[];
}

export const placeKeys = {
  all: ['places'] as const,
  lists: () => [...placeKeys.all, 'list'] as const,
  list: (params: PlaceListParams) => [...placeKeys.lists(), params] as const,
  points: (eshopId: string) => [...placeKeys.lists(), 'points', eshopId] as const,
  details: () => [...placeKeys.all, 'detail'] as const,
  detail: (id: string) => [...placeKeys.details(), id] as const,
};

const listUrl = ({ eshopId, page, size, sort }: PlaceListParams) => {
  const query = new URLSearchParams({ eshopId, page: String(page), size: String(size) });
  sort.forEach((s) => query.append('sort', s));
  return `/api/v1/pickup-place?${query}`;
};

export interface PlaceWithEtag {
  place: PickupPlace;
  etag: string | undefined;
}

export const placeQueries = {
  list: (params: PlaceListParams) =>
    queryOptions({
      queryKey: placeKeys.list(params),
      queryFn: async ({ signal }) => (await api<PickupPlaceCollection>(listUrl(params), { signal })).data,
      placeholderData: keepPreviousData,
    }),

  /**
   * Every place of the e-shop for the map, from the BFF's compact read model, fetched and clustered
   * in a worker: the query holds only the count and extent; the points stay in the worker.
   */
  points: (eshopId: string) =>
    queryOptions({
      queryKey: placeKeys.points(eshopId),
      queryFn: () => loadPoints(eshopId),
      staleTime: 30_000,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: placeKeys.detail(id),
      queryFn: async ({ signal }): Promise<PlaceWithEtag> => {
        const res = await api<PickupPlace>(`/api/v1/pickup-place/${id}`, { signal });
        return { place: res.data, etag: res.etag };
      },
    }),
};
