import { Box, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from '@/web/shared/ui/base-map';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { OTHER_TYPE_COLOR, TYPE_COLORS } from '@/web/features/places-list/lib/labels';
import { pointsQuery } from '@/web/features/places-list/api/points-query';
import type { SearchFilters } from '@/web/features/places-list/lib/search-filters';
import type { Area } from '@/contract/desk/bulk-jobs';
import type { AreaSelection } from '../selection/use-place-selection';
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
  /** Shown over the map's top edge (the selection bar): appearing there, it moves nothing. */
  overlay?: ReactNode;
}

/** Less growth than this (px) is a scrollbar coming and going, not a change of the page. */
const GROWTH_PX = 48;

/** The map's height: the rest of the screen below its top, so its tools and the map fit one screen. */
function useFillHeight(min: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const fit = () =>
      Math.max(
        min,
        Math.floor(
          window.innerHeight - (ref.current?.getBoundingClientRect().top ?? 0) - window.scrollY - 16,
        ),
      );
    const measure = () => setHeight(fit());
    // When what is above it changes height (the tools wrap once the points are in, the filters'
    // counts arrive) the page's body does too. Only a shrink, or a real growth, is taken from
    // there: a page just taller than the screen shows a scrollbar, which narrows the tools' row,
    // which wraps and pushes the map down, which hides the scrollbar again, and so on.
    const observer = new ResizeObserver(() =>
      setHeight((current) => {
        const next = fit();
        return current === undefined || next < current || next - current > GROWTH_PX ? next : current;
      }),
    );
    observer.observe(document.body);
    measure();
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [min]);
  return [ref, height] as const;
}

export default function PlacesMap({ eshopId, view, onViewChange, filters, selection, overlay }: Props) {
  const { t } = useTranslation();
  const points = useQuery(pointsQuery(eshopId, filters));
  const loaded = points.data;
  const [initial] = useState(view);
  // The points the map opened with keep the view of the address; any later search is zoomed to.
  const [firstKey, setFirstKey] = useState<string>();
  if (loaded && firstKey === undefined) setFirstKey(loaded.key);
  const fit = !initial || (firstKey !== undefined && loaded?.key !== firstKey);
  const loading = points.isFetching && (!loaded || points.isPlaceholderData);
  const [map, setMap] = useState<LeafletMap>();
  const [fillRef, mapHeight] = useFillHeight(320);

  // The tools and the legend come first: below a map as tall as the screen they were out of sight.
  // They are there before the points are (the count's place kept, the tools disabled), so their
  // row does not rewrap when the points arrive and move the map just as its markers are drawn.
  const tools = (
    <Stack
      direction="row"
      sx={{ mb: 0.5, alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ minWidth: '13em' }}
        {...(loaded ? { 'data-testid': 'map-count' } : {})}
      >
        {loaded ? t('places.mapCount', { count: loaded.count }) : '\u00a0'}
      </Typography>
      {selection && <MapSelectionTools map={map} pointsKey={loaded?.key} onArea={selection.onArea} />}
      <Box sx={{ flexGrow: 1 }} />
      <MapLegend otherTypes={loaded?.otherTypes ?? false} />
    </Stack>
  );

  return (
    <Box>
      {tools}
      <Box ref={fillRef} sx={{ position: 'relative', minHeight: mapHeight ?? 320 }}>
        {/* Made once its height is known (before the first paint): a map made smaller and then
            grown would report another centre than the address gave it. */}
        {mapHeight !== undefined && (
          <BaseMap
            height={mapHeight}
            label={t('places.mapLabel')}
            {...(initial ? { center: initial.center, zoom: initial.zoom } : {})}
          >
            {/* Before the layer: its fit (no animation) moves the map as the layer mounts. */}
            {onViewChange && <ViewReporter onChange={onViewChange} />}
            {loaded && <ClusterLayer points={loaded} fit={fit} onMissing={() => void points.refetch()} />}
            {selection && <MapHandle onMap={setMap} />}
            {selection?.area && <SelectedArea area={selection.area} />}
            <KeepCentre height={mapHeight} />
          </BaseMap>
        )}
        {loading && (loaded ? <RefreshBadge /> : <FirstLoad />)}
        {points.error && !points.isFetching && (
          <ProblemAlert
            error={points.error}
            onRetry={() => void points.refetch()}
            sx={{ position: 'absolute', top: 12, left: 56, right: 12, zIndex: 1000 }}
          />
        )}
        {overlay && (
          <Box sx={{ position: 'absolute', top: 8, left: 56, right: 8, zIndex: 1000 }}>{overlay}</Box>
        )}
      </Box>
    </Box>
  );
}

/** A later search's points loading: the ones drawn stay, a small note says more are coming. */
function RefreshBadge() {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * Nothing drawn yet: a progress card in the middle of the map instead of an empty map. After a
 * restart the server may still be reading every place from the platform (seconds per 10 000).
 */
function FirstLoad() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="map-first-load"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgb(232 238 243 / 60%)',
        pointerEvents: 'none',
      }}
    >
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 2,
          px: 3,
          py: 2,
          width: 300,
          maxWidth: '80%',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('places.mapLoading')}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
          {t('places.mapLoadingHint')}
        </Typography>
        <LinearProgress aria-label={t('places.mapLoading')} />
      </Box>
    </Box>
  );
}

/**
 * Tells the map's centre and zoom after each move (pans, zooms, the first fit). As a transition:
 * the address it writes re-renders the whole screen, which must not stand between the move and
 * its markers (the worker's answer is drawn between the render's slices).
 */
function ViewReporter({ onChange }: { onChange: (view: MapViewState) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const c = map.getCenter();
      const view: MapViewState = { center: [c.lat, c.lng], zoom: Math.round(map.getZoom()) };
      startTransition(() => onChange(view));
    },
  });
  return null;
}

/** What the markers' colours mean; the neutral one only when a place has a type this version does not know. */
function MapLegend({ otherTypes }: { otherTypes: boolean }) {
  const { t } = useTranslation();
  const entries: [string, string][] = Object.entries(TYPE_COLORS).map(([type, color]) => [
    t(`placeType.${type}`),
    color,
  ]);
  if (otherTypes) entries.push([t('map.otherType'), OTHER_TYPE_COLOR]);
  return (
    <Stack direction="row" sx={{ columnGap: 1.5, flexWrap: 'wrap' }}>
      {entries.map(([label, color]) => (
        <Stack key={label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
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
          <Typography variant="caption" color="textSecondary">
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** When the map's height changes, Leaflet learns its new size and keeps the same centre. */
function KeepCentre({ height }: { height: number }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    map.invalidateSize({ pan: true });
  }, [map, height]);
  return null;
}
