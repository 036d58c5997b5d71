import AddOutlined from '@mui/icons-material/AddOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import {
  Box,
  Button,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { canEditPlaces, sessionQuery } from '@/web/features/auth/api/session';
import { jobQueries } from '@/web/features/places/api/job-queries';
import BulkDialog from '@/web/features/places/components/bulk/bulk-dialog';
import JobsPanel from '@/web/features/places/components/bulk/jobs-panel';
import SelectionBar from '@/web/features/places/components/bulk/selection-bar';
import { placeQueries } from '@/web/features/places/api/place-queries';
import { usePlaceSelection } from '@/web/features/places/components/bulk/use-place-selection';
import { ImportButton, LazyImportDialog } from '@/web/features/places/components/import/import-button';
import { ColumnChooser } from '@/web/features/places/components/places-table/column-chooser';
import { PlacesTable } from '@/web/features/places/components/places-table/places-table';
import { useColumnPrefs } from '@/web/features/places/components/places-table/use-column-prefs';
import { PlacesSearchBar } from '@/web/features/places/components/search/places-search-bar';
import { visibleColumns } from '@/web/features/places/lib/column-prefs';
import {
  filterQuery,
  isSearching,
  parseSearchFilters,
  searchFilterParams,
  searchSortable,
  type SearchFilters,
} from '@/web/features/places/lib/search-filters';
import { usePendingUndoables } from '@/web/shared/lib/undoable';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { paths } from '@/web/shared/lib/paths';
import {
  listParams,
  mapViewParams,
  parseListState,
  searchParams,
  sortParam,
  summaryParams,
  type MapView,
} from './list-state';
import { useUndoableDelete } from './use-undoable-delete';

const PlacesMap = lazy(() => import('@/web/features/places/components/places-map'));

/** What the editor goes back to: the list exactly as it was (page, size, sort, view, map position). */
export interface ReturnState {
  returnTo: string;
}

/** The list state in the address (page, sort, view, map, search and filters), and how to change it. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const filters = parseSearchFilters(params);
  const update = useCallback(
    (changes: Record<string, string | string[] | null>, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          next.delete(key);
          if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
          else if (value !== null) next.set(key, value);
        }
        return next;
      }, options),
    [setParams],
  );
  return { ...state, filters, update };
}

export function PlacesRoute() {
  const { t } = useTranslation();
  const { eshopId, eshops } = useSelectedEshop();
  const session = useQuery(sessionQuery).data;
  const canEdit = canEditPlaces(session);
  const { page, size, sort, view, map, filters, update } = useListState();
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(session?.user?.username ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const pending = usePendingUndoables();
  const deletePlace = useUndoableDelete();
  // A phone: filters in a drawer, places as cards (the table is twice as wide as the screen).
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
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
  const newPlace = canEdit ? (
    <Button
      component={RouterLink}
      to={paths.newPlace(eshopId)}
      state={returnState}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      {t('places.new')}
    </Button>
  ) : null;
  const columns = visibleColumns(columnPrefs).filter((c) => c !== 'flags' || searching);
  const total = summary.data?.page.totalElements ?? 0;
  const selection = usePlaceSelection(`${eshopId}?${filterQuery('', filters)}`, filters, total);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [startedJob, setStartedJob] = useState<string | null>(null);
  // The e-shop's bulk jobs: polled every second while one runs, for every user of the e-shop.
  const jobs = useQuery({ ...jobQueries.list(eshopId ?? ''), enabled: Boolean(eshopId) });
  // On the map the bar lies over the map's top edge, so the map does not jump when it appears.
  const selectionBar = canEdit && selection.count > 0 && (
    <SelectionBar selection={selection} total={total} onBulk={() => setBulkOpen(true)} />
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
            {t('places.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {eshops.find((e) => e.id === eshopId)?.name}
          </Typography>
        </Box>
        <ToggleButtonGroup
          value={view}
          exclusive
          size="small"
          onChange={(_e, v) => v && update({ view: v === 'map' ? 'map' : null })}
          aria-label={t('places.view')}
        >
          <ToggleButton value="table" aria-label={t('places.tableView')}>
            <TableRowsOutlined fontSize="small" sx={{ mr: { xs: 0, sm: 0.5 } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('places.tableView')}
            </Box>
          </ToggleButton>
          <ToggleButton value="map" aria-label={t('places.mapView')}>
            <MapOutlined fontSize="small" sx={{ mr: { xs: 0, sm: 0.5 } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('places.mapView')}
            </Box>
          </ToggleButton>
        </ToggleButtonGroup>
        {newPlace}
      </Stack>
      <PlacesSearchBar
        filters={filters}
        onChange={onFilters}
        onClear={clearFilters}
        summary={summary.data}
        searching={searching}
        exportQuery={filterQuery(eshopId ?? '', filters)}
        compact={compact}
        actions={
          <>
            {view === 'table' && !compact && <ColumnChooser prefs={columnPrefs} onChange={setColumnPrefs} />}
            {canEdit && eshopId && <ImportButton onOpen={() => setImportOpen(true)} />}
          </>
        }
      />
      {jobs.data && eshopId && (
        <JobsPanel
          eshopId={eshopId}
          jobs={jobs.data.items}
          canEdit={canEdit}
          user={session?.user}
          started={startedJob}
        />
      )}
      {view === 'table' && selectionBar}
      {importOpen && eshopId && (
        <LazyImportDialog
          eshopId={eshopId}
          onClose={() => setImportOpen(false)}
          onStarted={(job) => setStartedJob(job.id)}
        />
      )}
      {bulkOpen && eshopId && (
        <BulkDialog
          eshopId={eshopId}
          selection={selection.selection}
          count={selection.count}
          mayDelete={session?.user?.role === 'admin'}
          onClose={() => setBulkOpen(false)}
          onStarted={(job) => {
            setBulkOpen(false);
            setStartedJob(job.id);
            selection.clear();
          }}
        />
      )}
      {view === 'table' ? (
        <PlacesTable
          data={list.data}
          columns={columns}
          sortable={searching ? searchSortable : () => true}
          noMatch={searching ? { q: filters.q, onClear: clearFilters } : undefined}
          loading={list.isLoading}
          error={list.error}
          onRetry={() => void list.refetch()}
          sort={sort}
          onSort={onSort}
          page={page}
          size={size}
          onPage={(p) => update({ page: p ? String(p + 1) : null })}
          onSize={(s) => update({ size: String(s), page: null })}
          canEdit={canEdit}
          emptyAction={newPlace}
          onOpen={(place) => void navigate(paths.place(place.id), { state: returnState })}
          linkState={returnState}
          onDelete={deletePlace}
          hidden={hidden}
          selection={canEdit ? selection.table : undefined}
          compact={compact}
        />
      ) : (
        <Suspense fallback={<Box sx={{ height: 400 }} />}>
          {eshopId && (
            <PlacesMap
              key={eshopId}
              eshopId={eshopId}
              view={map}
              onViewChange={onMapView}
              filters={filters}
              overlay={selectionBar}
              {...(canEdit
                ? { selection: { area: selection.area?.area, onArea: selection.selectArea } }
                : {})}
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
