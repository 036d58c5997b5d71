import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canEditPlaces, sessionQuery } from '@/web/features/auth/api/session';
import { EshopJobs } from '@/web/features/bulk-changes/components/eshop-jobs';
import { ImportButton, LazyImportDialog } from '@/web/features/place-import/components/import-button';
import { PlacesListView } from '@/web/features/places-list/components/places-list-view';
import { ColumnChooser } from '@/web/features/places-list/components/places-table/column-chooser';
import { PlacesSearchBar } from '@/web/features/places-list/components/search/places-search-bar';
import { usePlacesList } from '@/web/features/places-list/components/use-places-list';
import { parseListState, type ListAddress } from '@/web/features/places-list/lib/list-state';
import { parseSearchFilters } from '@/web/features/places-list/lib/search-filters';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { paths } from '@/web/shared/lib/paths';
import { markPlacesLive } from '../server-html';

/**
 * The bulk change's dialog (its forms, the source place's autocomplete, the radio groups) is a chunk
 * of its own: the table's first rows do not wait for it (issue 25). It is fetched as soon as a place
 * is selected, so it is there by the time "Change" is pressed.
 */
const loadBulkDialog = () => import('@/web/features/bulk-changes/components/bulk-dialog');
const BulkDialog = lazy(loadBulkDialog);

/** The list state in the address (page, sort, view, map, search and filters), and how to change it. */
function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const update = useCallback<ListAddress['update']>(
    (changes, options) =>
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
  return { ...parseListState(params), filters: parseSearchFilters(params), update };
}

/**
 * The places page: the list (a feature of its own) with what the page composes around it, the
 * import, the bulk change of the selected places and the e-shop's jobs.
 */
export function PlacesRoute() {
  const { t } = useTranslation();
  const { eshopId, eshops } = useSelectedEshop();
  const session = useQuery(sessionQuery).data;
  const canEdit = canEditPlaces(session);
  const address = useListAddress();
  const list = usePlacesList({ eshopId, canEdit, username: session?.user?.username ?? '', address });
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [startedJob, setStartedJob] = useState<string | null>(null);
  const selecting = list.selection.count > 0;
  useEffect(() => {
    if (selecting) void loadBulkDialog().catch(() => undefined);
  }, [selecting]);
  // The screen is React's from here: the server's HTML of it (spa-render.ts) is taken over.
  useEffect(markPlacesLive, []);
  const newPlace = canEdit ? (
    <Button
      component={RouterLink}
      to={paths.newPlace(eshopId)}
      state={list.returnState}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      {t('places.new')}
    </Button>
  ) : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
            {t('places.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {eshops.find((e) => e.id === eshopId)?.name}
          </Typography>
        </Box>
        <ToggleButtonGroup
          value={address.view}
          exclusive
          size="small"
          onChange={(_e, v) => v && address.update({ view: v === 'map' ? 'map' : null })}
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
        {canEdit && (
          <Button
            component={RouterLink}
            to={paths.adminDeletedPlaces(eshopId)}
            startIcon={<DeleteSweepOutlined />}
            color="inherit"
          >
            {t('admin.deleted.link')}
          </Button>
        )}
        {newPlace}
      </Stack>
      <PlacesSearchBar
        {...list.searchBar}
        actions={
          <>
            {list.view === 'table' && !list.compact && (
              <ColumnChooser prefs={list.columnPrefs} onChange={list.setColumnPrefs} />
            )}
            {canEdit && eshopId && <ImportButton onOpen={() => setImportOpen(true)} />}
          </>
        }
      />
      {eshopId && <EshopJobs eshopId={eshopId} canEdit={canEdit} user={session?.user} started={startedJob} />}
      {importOpen && eshopId && (
        <LazyImportDialog
          eshopId={eshopId}
          onClose={() => setImportOpen(false)}
          onStarted={(job) => setStartedJob(job.id)}
        />
      )}
      {bulkOpen && eshopId && (
        <Suspense fallback={null}>
          <BulkDialog
            eshopId={eshopId}
            selection={list.selection.selection}
            count={list.selection.count}
            mayDelete={session?.user?.role === 'admin'}
            onClose={() => setBulkOpen(false)}
            onStarted={(job) => {
              setBulkOpen(false);
              setStartedJob(job.id);
              list.selection.clear();
            }}
          />
        </Suspense>
      )}
      <PlacesListView list={list} emptyAction={newPlace} onBulk={() => setBulkOpen(true)} />
    </Stack>
  );
}
