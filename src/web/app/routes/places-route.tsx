import AddOutlined from '@mui/icons-material/AddOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canEditPlaces, sessionQuery } from '../../features/auth/api/session';
import { placeQueries } from '../../features/places/api/place-queries';
import { PlacesTable, type SortKey } from '../../features/places/components/places-table';
import { useSelectedEshop } from '../../shared/lib/use-eshop';

const PlacesMap = lazy(() => import('../../features/places/components/places-map'));
const SIZES = [10, 20, 50, 100];

/** List state lives in the URL (page is one-based there, zero-based in the API). */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1) - 1;
  const size = SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 20;
  const sort: SortKey[] = params.getAll('sort').map((s) => {
    const [property = 'name', dir] = s.split(',');
    return { property, desc: dir === 'desc' };
  });
  const view = params.get('view') === 'map' ? 'map' : 'table';
  const update = (changes: Record<string, string | string[] | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
        else if (value !== null) next.set(key, value);
      }
      return next;
    });
  return { page, size, sort, view, update };
}

export function PlacesRoute() {
  const { t } = useTranslation();
  const { eshopId, eshops } = useSelectedEshop();
  const session = useQuery(sessionQuery).data;
  const canEdit = canEditPlaces(session);
  const { page, size, sort, view, update } = useListState();
  const list = useQuery({
    ...placeQueries.list({
      eshopId: eshopId ?? '',
      page,
      size,
      sort: sort.map((s) => `${s.property},${s.desc ? 'desc' : 'asc'}`),
    }),
    enabled: Boolean(eshopId) && view === 'table',
  });
  const onSort = (property: string, additive: boolean) => {
    const existing = sort.find((s) => s.property === property);
    const toggled = { property, desc: existing ? !existing.desc : false };
    const next = additive
      ? existing
        ? sort.map((s) => (s.property === property ? toggled : s))
        : [...sort, toggled]
      : [toggled];
    update({ sort: next.map((s) => `${s.property},${s.desc ? 'desc' : 'asc'}`), page: null });
  };
  const newPlace = canEdit ? (
    <Button
      component={RouterLink}
      to={`/places/new?eshop=${eshopId}`}
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
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
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
        />
      ) : (
        <Suspense fallback={<Box sx={{ height: 400 }} />}>
          {eshopId && <PlacesMap eshopId={eshopId} />}
        </Suspense>
      )}
    </Stack>
  );
}
