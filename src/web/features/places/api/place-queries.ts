import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PickupPlace, PickupPlaceCollection } from '../../../../contract/places';
import { MAX_PAGE_SIZE } from '../../../../contract/places';
import { api } from '../../../shared/lib/api-client';

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
  everything: (eshopId: string) => [...placeKeys.lists(), 'all', eshopId] as const,
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

  /** Every place of the e-shop for the map: the largest pages the API allows, fetched in parallel. */
  everything: (eshopId: string) =>
    queryOptions({
      queryKey: placeKeys.everything(eshopId),
      queryFn: async ({ signal }) => {
        const first = (
          await api<PickupPlaceCollection>(listUrl({ eshopId, page: 0, size: MAX_PAGE_SIZE, sort: [] }), {
            signal,
          })
        ).data;
        const pages = first.page?.totalPages ?? 1;
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
            api<PickupPlaceCollection>(listUrl({ eshopId, page: i + 1, size: MAX_PAGE_SIZE, sort: [] }), {
              signal,
            }).then((r) => r.data.items),
          ),
        );
        return [first.items, ...rest].flat();
      },
      staleTime: 60_000,
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
