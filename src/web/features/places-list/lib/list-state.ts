import type { PlaceListParams, PlaceSearchParams } from '@/web/shared/places/api/place-queries';
import { searchSort, type SearchFilters } from '@/web/shared/places/lib/search-params';
import type { SortKey } from '@/web/shared/places/lib/sort-key';

// The places screen's state lives in its address, so reloading, sharing, going back and coming
// back from the editor all show the same list or the same part of the map:
//   /places?eshop=<id>&page=2&size=50&sort=name,desc&sort=location.city,asc
//   /places?eshop=<id>&view=map&center=50.08750,14.42130&zoom=12
//   /places?eshop=<id>&q=plzen&flag=noImage (search and filters: search-filters.ts beside this file)
// The page is one-based in the address and zero-based in the API.

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_SIZE = 20;

export interface MapView {
  center: [number, number];
  zoom: number;
}

export interface ListState {
  page: number;
  size: number;
  sort: SortKey[];
  view: 'table' | 'map';
  /** The map's centre and zoom, when the address has them (else the map fits the e-shop's places). */
  map: MapView | undefined;
}

export function parseListState(params: URLSearchParams): ListState {
  const size = Number(params.get('size'));
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) - 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_SIZE,
    sort: params.getAll('sort').map((s) => {
      const [property = 'name', dir] = s.split(',');
      return { property, desc: dir === 'desc' };
    }),
    view: params.get('view') === 'map' ? 'map' : 'table',
    map: parseMapView(params),
  };
}

function parseMapView(params: URLSearchParams): MapView | undefined {
  const [lat, lng] = (params.get('center') ?? '').split(',').map(Number);
  const zoom = Number(params.get('zoom'));
  if (lat === undefined || lng === undefined || !params.has('zoom')) return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
  if (!Number.isInteger(zoom) || zoom < 0 || zoom > 19) return undefined;
  return { center: [lat, lng], zoom };
}

/** The list's state as the address holds it (src/web/app/routes/places-route.tsx), and how to change it. */
export interface ListAddress extends ListState {
  filters: SearchFilters;
  /** Sets (a string or several), or removes (null), parameters of the address. */
  update: (changes: Record<string, string | string[] | null>, options?: { replace?: boolean }) => void;
}

/** The map's view as address parameters: five decimals (about a metre) keep the address short. */
export const mapViewParams = ({ center, zoom }: MapView) => ({
  center: `${center[0].toFixed(5)},${center[1].toFixed(5)}`,
  zoom: String(zoom),
});

export const sortParam = (sort: SortKey[]) => sort.map((s) => `${s.property},${s.desc ? 'desc' : 'asc'}`);

/** The list query's parameters for this state: the same key for the screen and its prefetch. */
export const listParams = (state: ListState, eshopId: string): PlaceListParams => ({
  eshopId,
  page: state.page,
  size: state.size,
  sort: sortParam(state.sort),
});

/** The search's parameters for this state: a page of the matches, in the table's order if it can. */
export const searchParams = (
  state: Pick<ListState, 'page' | 'size' | 'sort'>,
  filters: SearchFilters,
  eshopId: string,
): PlaceSearchParams => ({
  eshopId,
  filters,
  page: state.page,
  size: state.size,
  sort: searchSort(state.sort),
});

/** The smallest search of these filters: what the screen needs of it whatever the page (counts). */
export const summaryParams = (filters: SearchFilters, eshopId: string): PlaceSearchParams => ({
  eshopId,
  filters,
  page: 0,
  size: 1,
  sort: undefined,
});

/**
 * The page to show instead of this one, when it shows no place though there are some: a stale
 * address (`?page=99`, or a search whose matches fit on fewer pages), or the last row of the last
 * page just deleted. Undefined when this page is the one to show. `total` counts what remains (the
 * places of this page waiting for their delete to be undone or done left out), so "No places yet"
 * is said only when there are none.
 */
export function pageToShowInstead(page: number, size: number, total: number, shown: number) {
  if (shown > 0 || page === 0) return undefined;
  const last = Math.max(0, Math.ceil(total / size) - 1);
  return last < page ? last : undefined;
}
