import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { placeOperations } from '@/contract/operations/places';
import type { PickupPlace } from '@/contract/places';
import { pathOf } from '@/contract/operations/operation';
import { call, request } from '@/web/shared/lib/call';
import { filterQuery, type SearchFilters } from '../lib/search-params';

// Query keys from generic to specific, so invalidating `lists()` refreshes every page and the map.

/**
 * How often an open list or map asks again (issue 45): others change places too (users, bulk jobs,
 * other BFF instances). Only while the tab is visible; also when the window gets focus back.
 */
export const LIVE_LIST_MS = 15_000;
const live = { refetchInterval: LIVE_LIST_MS, refetchOnWindowFocus: true } as const;

export interface PlaceListParams {
  eshopId: string;
  page: number;
  size: number;
  sort: string[];
}

/** A page of the BFF's search (its text and filters, in the table's order and page size). */
export interface PlaceSearchParams {
  eshopId: string;
  filters: SearchFilters;
  page: number;
  size: number;
  /** The search's `key,asc|desc`; none: relevance with a text, name without. */
  sort: string | undefined;
}

export const placeKeys = {
  all: ['places'] as const,
  lists: () => [...placeKeys.all, 'list'] as const,
  list: (params: PlaceListParams) => [...placeKeys.lists(), params] as const,
  search: (params: PlaceSearchParams) => [...placeKeys.lists(), 'search', params] as const,
  cities: (eshopId: string, q: string) => [...placeKeys.lists(), 'cities', eshopId, q] as const,
  points: (eshopId: string, filters: SearchFilters) =>
    [...placeKeys.lists(), 'points', eshopId, filters] as const,
  details: () => [...placeKeys.all, 'detail'] as const,
  detail: (id: string) => [...placeKeys.details(), id] as const,
};

const listQuery = ({ eshopId, page, size, sort }: PlaceListParams) => {
  const query = new URLSearchParams({ eshopId, page: String(page), size: String(size) });
  sort.forEach((s) => query.append('sort', s));
  return query;
};

export const listUrl = (params: PlaceListParams) => pathOf(placeOperations.list, {}, listQuery(params));

const searchQuery = ({ eshopId, filters, page, size, sort }: PlaceSearchParams) => {
  const query = filterQuery(eshopId, filters);
  query.set('page', String(page));
  query.set('size', String(size));
  if (sort) query.set('sort', sort);
  return query;
};

export interface PlaceWithEtag {
  place: PickupPlace;
  etag: string | undefined;
}

export const searchUrl = (params: PlaceSearchParams) =>
  pathOf(placeOperations.search, {}, searchQuery(params));

export const placeQueries = {
  list: (params: PlaceListParams) =>
    queryOptions({
      queryKey: placeKeys.list(params),
      queryFn: async ({ signal }) => call(placeOperations.list, { query: listQuery(params) }, { signal }),
      placeholderData: keepPreviousData,
      ...live,
    }),

  /** A page of the places matching a text and filters, with the flags' counts and the matches' bounds. */
  search: (params: PlaceSearchParams) =>
    queryOptions({
      queryKey: placeKeys.search(params),
      queryFn: async ({ signal }) => call(placeOperations.search, { query: searchQuery(params) }, { signal }),
      placeholderData: keepPreviousData,
      ...live,
    }),

  /** The towns of the e-shop's places that `q` starts a word of, most places first (the city filter). */
  cities: (eshopId: string, q: string) =>
    queryOptions({
      queryKey: placeKeys.cities(eshopId, q),
      queryFn: async ({ signal }) =>
        call(placeOperations.cities, { query: { eshopId, q, limit: 10 } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: placeKeys.detail(id),
      queryFn: async ({ signal }): Promise<PlaceWithEtag> => {
        const res = await request(placeOperations.get, { params: { id } }, { signal });
        return { place: res.data, etag: res.etag };
      },
    }),
};
