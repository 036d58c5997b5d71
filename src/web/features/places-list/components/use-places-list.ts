import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCompact } from '@/web/shared/lib/use-compact';
import { paths } from '@/web/shared/lib/paths';
import { usePendingUndoables } from '@/web/shared/lib/undoable';
import { placeQueries } from '@/web/shared/places/api/place-queries';
import { visibleColumns } from '../lib/column-prefs';
import {
  listParams,
  mapViewParams,
  searchParams,
  sortParam,
  summaryParams,
  type ListAddress,
  type MapView,
} from '../lib/list-state';
import {
  filterQuery,
  isSearching,
  searchFilterParams,
  searchSortable,
  type SearchFilters,
} from '../lib/search-filters';
import { withoutRefusedValues } from '../lib/refused-filters';
import { useColumnPrefs } from './places-table/use-column-prefs';
import { usePlaceSelection } from './selection/use-place-selection';
import { usePageToShowInstead } from './use-page-to-show-instead';
import { useUndoableDelete } from './use-undoable-delete';

/** What the editor goes back to: the list exactly as it was (page, size, sort, view, map position). */
export interface ReturnState {
  returnTo: string;
}

interface Options {
  eshopId: string | undefined;
  canEdit: boolean;
  /** The signed-in user, whose columns the table shows. */
  username: string;
  /** The list's state in the address, and how to change it. */
  address: ListAddress;
}

/**
 * The places list's behaviour without its layout: the page of places (the platform's list, or the
 * BFF's search once a text or filter is set), the counts, sorting, paging, the map's view, the
 * columns, the selection for a bulk change and the undoable delete. Every change goes to the address.
 */
export function usePlacesList({ eshopId, canEdit, username, address }: Options) {
  const { page, size, sort, view, map, filters, update } = address;
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(username);
  const location = useLocation();
  const navigate = useNavigate();
  const pending = usePendingUndoables();
  const deletePlace = useUndoableDelete();
  // A phone: filters in a drawer, places as cards (the table is twice as wide as the screen).
  const compact = useCompact();
  const searching = isSearching(filters);
  const ready = Boolean(eshopId) && view === 'table';
  // Without a search or filter the list is the platform's, exactly as before; with one, the BFF's.
  const platformList = useQuery({
    ...placeQueries.list(listParams({ page, size, sort, view, map }, eshopId ?? '')),
    enabled: ready && !searching,
  });
  const searchList = useQuery({
    ...placeQueries.search(searchParams({ page, size, sort }, filters, eshopId ?? '')),
    enabled: ready && searching,
  });
  const list = searching ? searchList : platformList;
  // The counts of the flags and of the matches, whatever the page and view.
  const summary = useQuery({
    ...placeQueries.search(summaryParams(filters, eshopId ?? '')),
    enabled: Boolean(eshopId),
  });
  // The editor comes back to this very list (Cancel, Back, after a delete).
  const returnState: ReturnState = { returnTo: `${location.pathname}${location.search}` };
  const hidden = new Set([...pending].map((key) => key.replace(/^delete-place:/, '')));
  const onSort = (property: string, additive: boolean) => {
    const existing = sort.find((s) => s.property === property);
    const toggled = { property, desc: existing ? !existing.desc : false };
    const next = additive
      ? existing
        ? sort.map((s) => (s.property === property ? toggled : s))
        : [...sort, toggled]
      : [toggled];
    update({ sort: sortParam(next), page: null });
  };
  const onMapView = useCallback(
    (v: MapView) => {
      // A move the map reports as it goes (its last resize or fit, after "Table" was pressed) must
      // not write the map's address back over the table's: the router's updater sees the address
      // of the last render, which still said view=map.
      if (new URLSearchParams(window.location.search).get('view') !== 'map') return;
      update(mapViewParams(v), { replace: true });
    },
    [update],
  );
  const onFilters = (changes: Partial<SearchFilters>) =>
    // Typing replaces the address (Back leaves the search, not each word); a chosen filter adds a step.
    update({ ...searchFilterParams({ ...filters, ...changes }), page: null }, { replace: 'q' in changes });
  const clearFilters = () => update({ ...searchFilterParams({ q: '' }), page: null });
  // A value no place of the e-shop holds (a stale bookmark's type=BOAT) leaves the address, as any
  // other unknown value does when the address is read; the rest of the search stays.
  const refused = withoutRefusedValues(summary.error, filters);
  const refusedKey = refused ? JSON.stringify(refused) : '';
  useEffect(() => {
    if (refused) update({ ...searchFilterParams({ ...filters, ...refused }), page: null }, { replace: true });
    // Once per refusal: `refused` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedKey]);
  const instead = usePageToShowInstead(list.data, { page, size, hidden, update });
  const total = summary.data?.page.totalElements ?? 0;
  const selection = usePlaceSelection(`${eshopId}?${filterQuery('', filters)}`, filters, total);

  return {
    eshopId,
    canEdit,
    view,
    compact,
    returnState,
    columnPrefs,
    setColumnPrefs,
    selection,
    /** Places matching the filters (all of the e-shop without one). */
    total,
    searchBar: {
      filters,
      onChange: onFilters,
      onClear: clearFilters,
      summary: summary.data,
      searching,
      exportQuery: filterQuery(eshopId ?? '', filters),
      eshopId: eshopId ?? '',
      compact,
    },
    table: {
      // Not "No places yet" on the way to the page that has them.
      data: instead === undefined ? list.data : undefined,
      columns: visibleColumns(columnPrefs).filter((c) => c !== 'flags' || searching),
      sortable: searching ? searchSortable : () => true,
      noMatch: searching ? { q: filters.q, onClear: clearFilters } : undefined,
      loading: list.isLoading || instead !== undefined,
      error: list.error,
      onRetry: () => void list.refetch(),
      sort,
      onSort,
      page,
      size,
      onPage: (p: number) => update({ page: p ? String(p + 1) : null }),
      onSize: (s: number) => update({ size: String(s), page: null }),
      canEdit,
      onOpen: (place: { id: string }) => void navigate(paths.place(place.id), { state: returnState }),
      linkState: returnState,
      onDelete: deletePlace,
      hidden,
      selection: canEdit ? selection.table : undefined,
      compact,
    },
    map: {
      view: map,
      onViewChange: onMapView,
      filters,
      ...(canEdit ? { selection: { area: selection.area?.area, onArea: selection.selectArea } } : {}),
    },
  };
}

export type PlacesList = ReturnType<typeof usePlacesList>;
