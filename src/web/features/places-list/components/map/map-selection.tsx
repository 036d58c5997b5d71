import GestureOutlined from '@mui/icons-material/GestureOutlined';
import HighlightAltOutlined from '@mui/icons-material/HighlightAltOutlined';
import { Button, Stack, ToggleButton, Typography } from '@mui/material';
import type { LatLng, LeafletEvent, Map as LeafletMap } from 'leaflet';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Polygon, useMap } from 'react-leaflet';
import { MAX_AREA_POINTS, type Area } from '@/contract/desk/bulk-jobs';
import { thinArea } from '@/web/features/places-list/lib/area-count';
import { countIn } from '@/web/features/places-list/lib/cluster-client';
import type { AreaSelection } from '../selection/use-place-selection';

// Choosing places on the map: "select what the map shows" (its four corners, also for keyboard
// users) and a lasso drawn with the mouse. The lasso is leaflet-lasso's handler (kept up, typed,
// small, and it draws the freehand shape itself; leaflet-geoman would bring a whole editing
// toolbar for one shape), loaded only when first used. Its own marker matching is not used: the
// map draws only the viewport's clusters, so the area is counted against every point of the
// current filter in the map's worker, and the server tests the same area when the job is made.

const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
const clampLng = (v: number) => Math.max(-180, Math.min(180, v));
const areaOf = (latLngs: readonly LatLng[]): Area =>
  thinArea(
    latLngs.map((p) => [clampLat(p.lat), clampLng(p.lng)]),
    MAX_AREA_POINTS,
  );

/** Hands the Leaflet map to the controls outside it. */
export function MapHandle({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

/** The selected area drawn on the map. */
export function SelectedArea({ area }: { area: Area }) {
  return (
    <Polygon
      positions={area}
      interactive={false}
      pathOptions={{ color: '#1565c0', weight: 2, fillOpacity: 0.08 }}
    />
  );
}

interface Props {
  map: LeafletMap | undefined;
  /** The worker's key of the points the map shows (the e-shop and the filter); none while loading. */
  pointsKey: string | undefined;
  onArea: (selection: AreaSelection) => void;
}

export function MapSelectionTools({ map, pointsKey, onArea }: Props) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  const ready = map !== undefined && pointsKey !== undefined;
  // A transition: the screen's re-render for the new selection (its bar, the drawn area) is sliced
  // instead of one long task (54–62 ms measured without it with 100 000 places).
  const select = async (area: Area) => {
    if (pointsKey === undefined) return;
    const count = await countIn(pointsKey, area);
    startTransition(() => onArea({ area, count }));
  };
  // The lasso's end reads the latest points and handler, not those of when drawing began.
  const selectRef = useRef(select);
  useLayoutEffect(() => {
    selectRef.current = select;
  });

  const selectShown = () => {
    if (!map) return;
    const b = map.getBounds();
    const [s, w, n, e] = [
      clampLat(b.getSouth()),
      clampLng(b.getWest()),
      clampLat(b.getNorth()),
      clampLng(b.getEast()),
    ];
    void select([
      [s, w],
      [s, e],
      [n, e],
      [n, w],
    ]);
  };

  useEffect(() => {
    if (!map || !drawing) return;
    let cancelled = false;
    let handler: { enable: () => void; disable: () => void } | undefined;
    const finished = (event: LeafletEvent) => {
      setDrawing(false);
      const latLngs = (event as LeafletEvent & { latLngs: LatLng[] }).latLngs;
      if (latLngs.length >= 3) void selectRef.current(areaOf(latLngs));
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawing(false);
    void import('leaflet-lasso').then(({ LassoHandler, FINISHED_EVENT }) => {
      if (cancelled) return;
      handler = new LassoHandler(map, { polygon: { color: '#1565c0', weight: 2 } });
      map.on(FINISHED_EVENT, finished);
      handler.enable();
    });
    document.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKey);
      map.off('lasso.finished', finished);
      handler?.disable();
    };
  }, [map, drawing]);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<HighlightAltOutlined />} onClick={selectShown} disabled={!ready}>
        {t('bulk.selectShown')}
      </Button>
      <ToggleButton
        size="small"
        value="lasso"
        selected={drawing}
        onChange={() => setDrawing(!drawing)}
        disabled={!ready}
        sx={{ py: 0.25, textTransform: 'none' }}
      >
        <GestureOutlined fontSize="small" sx={{ mr: 0.5 }} />
        {t('bulk.lasso')}
      </ToggleButton>
      {drawing && (
        <Typography variant="caption" color="textSecondary" role="status">
          {t('bulk.lassoHint')}
        </Typography>
      )}
    </Stack>
  );
}
