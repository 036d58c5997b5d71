import AddOutlined from '@mui/icons-material/AddOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PickupPlace } from '../../../contract/places';
import { canEditPlaces, sessionQuery } from '../../features/auth/api/session';
import { placeKeys, placeQueries } from '../../features/places/api/place-queries';
import { PlacesTable } from '../../features/places/components/places-table/places-table';
import { ApiError, api } from '../../shared/lib/api-client';
import { scheduleUndoable, usePendingUndoables } from '../../shared/lib/undoable';
import { useSelectedEshop } from '../../shared/lib/use-eshop';
import { useDismissNote, useNotify } from '../../shared/ui/notify';
import { listParams, mapViewParams, parseListState, sortParam, type MapView } from './list-state';
import { paths } from '../../shared/lib/paths';

const PlacesMap = lazy(() => import('../../features/places/components/places-map'));

/** How long a deleted place can be brought back before its DELETE is sent. */
export const UNDO_MS = 5000;
const deleteKey = (id: string) => `delete-place:${id}`;

/** What the editor goes back to: the list exactly as it was (page, size, sort, view, map position). */
export interface ReturnState {
  returnTo: string;
}

/** The list state in the address, and how to change it. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
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
  return { ...state, update };
}

/**
 * Deleting from the list, undoable: the row goes at once, "Undo" shows for a few seconds, and only
 * then is the DELETE sent (the platform cannot restore a deleted place). See shared/lib/undoable.ts
 * for what happens when the user leaves meanwhile.
 */
function useUndoableDelete() {
  const { t } = useTranslation();
  const notify = useNotify();
  const dismiss = useDismissNote();
  const queryClient = useQueryClient();
  return (place: PickupPlace) => {
    let note = 0;
    const undo = scheduleUndoable(
      {
        key: deleteKey(place.id),
        commit: ({ keepalive }) =>
          api<void>(`/api/v1/pickup-place/${place.id}`, { method: 'DELETE', keepalive }).catch(
            (error: unknown) => {
              // Gone already (someone else deleted it): what the user wanted.
              if (!(error instanceof ApiError && error.status === 404)) throw error;
            },
          ),
        onSettled: (error) => {
          dismiss(note);
          queryClient.removeQueries({ queryKey: placeKeys.detail(place.id) });
          void queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
          if (error)
            notify(
              t('places.deleteFailed', {
                name: place.name,
                reason: error instanceof Error ? error.message : String(error),
              }),
              'error',
            );
        },
      },
      UNDO_MS,
    );
    note = notify(t('places.deletedUndo', { name: place.name }), 'success', {
      duration: UNDO_MS,
      action: {
        label: t('common.undo'),
        onClick: () => {
          if (undo()) notify(t('places.deleteUndone', { name: place.name }), 'info');
        },
      },
    });
  };
}

export function PlacesRoute() {
  const { t } = useTranslation();
  const { eshopId, eshops } = useSelectedEshop();
  const session = useQuery(sessionQuery).data;
  const canEdit = canEditPlaces(session);
  const { page, size, sort, view, map, update } = useListState();
  const location = useLocation();
  const navigate = useNavigate();
  const pending = usePendingUndoables();
  const deletePlace = useUndoableDelete();
  const list = useQuery({
    ...placeQueries.list(listParams({ page, size, sort, view, map }, eshopId ?? '')),
    enabled: Boolean(eshopId) && view === 'table',
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
  const onMapView = useCallback((v: MapView) => update(mapViewParams(v), { replace: true }), [update]);
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
            <TableRowsOutlined fontSize="small" sx={{ mr: 0.5 }} /> {t('places.tableView')}
          </ToggleButton>
          <ToggleButton value="map" aria-label={t('places.mapView')}>
            <MapOutlined fontSize="small" sx={{ mr: 0.5 }} /> {t('places.mapView')}
          </ToggleButton>
        </ToggleButtonGroup>
        {newPlace}
      </Stack>
      {view === 'table' ? (
        <PlacesTable
          data={list.data}
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
        />
      ) : (
        <Suspense fallback={<Box sx={{ height: 400 }} />}>
          {eshopId && <PlacesMap key={eshopId} eshopId={eshopId} view={map} onViewChange={onMapView} />}
        </Suspense>
      )}
    </Stack>
  );
}
