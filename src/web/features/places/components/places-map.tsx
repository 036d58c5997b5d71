import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapEvents } from 'react-leaflet';
import { BaseMap } from '@/web/shared/ui/base-map';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { TYPE_COLORS } from '../lib/labels';
import { placeQueries } from '../api/place-queries';
import type { SearchFilters } from '../lib/search-filters';
import type { Area } from '@/contract/desk/bulk-jobs';
import type { AreaSelection } from './bulk/use-place-selection';
import { ClusterLayer } from './cluster-layer';
import { MapHandle, MapSelectionTools, SelectedArea } from './map-selection';

// All places of the e-shop on one map. The points come from the BFF's compact read model and are
// fetched, parsed and clustered in a Web Worker; the page draws only what the viewport shows.
// The map's centre and zoom are reported after every move (the screen keeps them in the address),
// and a map opened with them shows that view instead of fitting the e-shop's places. With a search
// or filters it shows only the matches, and zooms to them whenever they change.

export interface MapViewState {
  center: [number, number];
  zoom: number;
}

interface Props {
  eshopId: string;
  /** The view to open with (read once); without it the map fits the e-shop's places. */
  view?: MapViewState;
  onViewChange?: (view: MapViewState) => void;
  /** The search text and filters: only their matches are drawn. */
  filters?: SearchFilters;
  /** Choosing places on the map for a bulk change (users who may change places). */
  selection?: { area: Area | undefined; onArea: (selection: AreaSelection) => void };
}

export default function PlacesMap({ eshopId, view, onViewChange, filters, selection }: Props) {
  const { t } = useTranslation();
  const points = useQuery(placeQueries.points(eshopId, filters));
  const loaded = points.data;
  const [initial] = useState(view);
  // The points the map opened with keep the view of the address; any later search is zoomed to.
  const [firstKey, setFirstKey] = useState<string>();
  if (loaded && firstKey === undefined) setFirstKey(loaded.key);
  const fit = !initial || (firstKey !== undefined && loaded?.key !== firstKey);
  const loading = points.isFetching && (!loaded || points.isPlaceholderData);
  const [map, setMap] = useState<LeafletMap>();

  return (
    <Box sx={{ position: 'relative' }}>
      <BaseMap
        height="calc(100vh - 220px)"
        label={t('places.mapLabel')}
        {...(initial ? { center: initial.center, zoom: initial.zoom } : {})}
      >
        {loaded && <ClusterLayer points={loaded} fit={fit} onMissing={() => void points.refetch()} />}
        {onViewChange && <ViewReporter onChange={onViewChange} />}
        {selection && <MapHandle onMap={setMap} />}
        {selection?.area && <SelectedArea area={selection.area} />}
      </BaseMap>
      {loading && (
        <Stack
          direction="row"
          spacing={1}
          role="status"
          sx={{
            alignItems: 'center',
            position: 'absolute',
            top: 12,
            right: 12,
            zIndex: 1000,
            bgcolor: 'background.paper',
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            boxShadow: 1,
          }}
        >
          <CircularProgress size={16} />
          <Typography variant="body2">{t('places.mapLoading')}</Typography>
        </Stack>
      )}
      {points.error && !points.isFetching && (
        <ProblemAlert
          error={points.error}
          onRetry={() => void points.refetch()}
          sx={{ position: 'absolute', top: 12, left: 56, right: 12, zIndex: 1000 }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {loaded && (
          <Typography variant="caption" color="text.secondary" data-testid="map-count">
            {t('places.mapCount', { count: loaded.count })}
          </Typography>
        )}
        {selection && loaded && (
          <MapSelectionTools map={map} pointsKey={loaded.key} onArea={selection.onArea} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {/* What the markers' colours mean. */}
        {Object.entries(TYPE_COLORS).map(([type, color]) => (
          <Stack key={type} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: color,
                border: 2,
                borderColor: 'common.white',
                outline: '1px solid rgb(0 0 0 / 45%)',
              }}
            />
            <Typography variant="caption" color="text.secondary">
              {t(`placeType.${type}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** Tells the map's centre and zoom after each move (pans, zooms, the first fit). */
function ViewReporter({ onChange }: { onChange: (view: MapViewState) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const c = map.getCenter();
      onChange({ center: [c.lat, c.lng], zoom: Math.round(map.getZoom()) });
    },
  });
  return null;
}
