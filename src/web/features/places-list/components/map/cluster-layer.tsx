import './cluster-layer.css';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, useMap } from 'react-leaflet';
import { clusterSize, type MapFeature } from '@/web/features/places-list/lib/cluster-index';
import {
  expansionZoom,
  featuresIn,
  PointsMissingError,
  type LoadedPoints,
} from '@/web/features/places-list/lib/cluster-client';
import type { BBox } from '@/web/features/places-list/lib/cluster-protocol';
import { OTHER_TYPE_COLOR, TYPE_COLORS, typeClass } from '@/web/features/places-list/lib/labels';
import { PlacePopup } from './place-popup';

// The clusters and places of the viewport as Leaflet markers, managed directly rather than as React
// elements: after every move the worker answers with the viewport's features and only the markers
// that changed are added or removed, so panning across 100 000 places touches a few dozen nodes.
// Markers stay DOM elements (not canvas) so they can be reached with the keyboard.

type PointFeature = Extract<MapFeature, { kind: 'point' }>;

/** Features just outside the viewport are drawn too, so short pans show no empty edge. */
const VIEWPORT_PADDING = 0.25;

const clusterIcons = new Map<string, L.DivIcon>();
// One formatter per language: Number#toLocaleString builds a new one per call, which cost more
// than the rest of drawing a marker.
const countFormats = new Map<string, Intl.NumberFormat>();
const clusterIcon = (count: number, language: string) => {
  const size = clusterSize(count);
  let format = countFormats.get(language);
  if (!format) countFormats.set(language, (format = new Intl.NumberFormat(language)));
  const label = format.format(count);
  let icon = clusterIcons.get(label);
  if (!icon) {
    const className = count < 10_000 ? 'place-cluster' : 'place-cluster place-cluster--large';
    icon = L.divIcon({ html: label, className, iconSize: [size, size] });
    clusterIcons.set(label, icon);
  }
  return icon;
};
const pointIcons = new Map<string, L.DivIcon>();
/** A marker of the type's colour; a type this version does not know gets the neutral one (issue 42). */
const pointIcon = (type: string) => {
  const className = typeClass(type);
  let icon = pointIcons.get(className);
  if (!icon) {
    icon = L.divIcon({ html: '', className: `place-point ${className}`, iconSize: [16, 16] });
    pointIcons.set(className, icon);
  }
  return icon;
};
/** The colour of each type, as CSS (once), so the markers' elements carry only a class. */
const typeColors = Object.entries(TYPE_COLORS)
  .map(([type, color]) => `.place-point--${type}{background:${color}}`)
  .join('');
if (typeof document !== 'undefined' && !document.getElementById('place-point-colors')) {
  const style = document.createElement('style');
  style.id = 'place-point-colors';
  style.textContent = `.place-point{background:${OTHER_TYPE_COLOR}}${typeColors}`;
  document.head.append(style);
}

const boundsOf = (map: L.Map): BBox => {
  const b = map.getBounds().pad(VIEWPORT_PADDING);
  return [
    Math.max(-180, b.getWest()),
    Math.max(-90, b.getSouth()),
    Math.min(180, b.getEast()),
    Math.min(90, b.getNorth()),
  ];
};

interface Props {
  points: LoadedPoints;
  /** Fit the map to the places when they arrive (not when it opened with a view of its own). */
  fit: boolean;
  /** The worker lost the points (it was restarted): load them again. */
  onMissing: () => void;
}

/**
 * Leaflet makes a marker a focusable button, but only a click acts: Enter and Space do too
 * (handled on keydown, so Leaflet's own Enter-as-click does not act a second time). A bubble's
 * name would be its text, the bare count, before its title (issue 45: "12" alone was announced):
 * its title is made its name.
 */
function actsByKeyboard(marker: L.Marker, named: boolean, act: (byKeyboard: boolean) => void) {
  const element = marker.getElement();
  if (named) element?.setAttribute('aria-label', marker.options.title ?? '');
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    act(true);
  });
}

export function ClusterLayer({ points, fit, onMissing }: Props) {
  const map = useMap();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [selected, setSelected] = useState<PointFeature | null>(null);
  const onMissingRef = useRef(onMissing);
  useEffect(() => {
    onMissingRef.current = onMissing;
  });

  // Fit the map to the places when they first arrive (not again on every refresh), at once and
  // before the first draw below: the first clusters are those of the final view, painted once.
  // (An animated fit drew the old view's clusters, then moved and drew again: 250 ms and more.)
  const { key, extent } = points;
  useEffect(() => {
    if (extent && fit)
      map.fitBounds(
        [
          [extent[1], extent[0]],
          [extent[3], extent[2]],
        ],
        { padding: [24, 24], maxZoom: 16, animate: false },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the e-shop changes
  }, [map, key]);

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    const markers = new Map<string, L.Marker>();
    let latest = 0;
    let disposed = false;

    const zoomInto = (f: Extract<MapFeature, { kind: 'cluster' }>, byKeyboard: boolean) => {
      void expansionZoom(key, f.id).then((zoom) => {
        if (disposed) return;
        // A bubble the worker no longer knows (its points were loaded again since) still zooms in.
        map.flyTo([f.lat, f.lng], Math.min(zoom ?? map.getZoom() + 2, 18));
        // The bubble is gone once its children are drawn: the keyboard goes on from the map.
        if (byKeyboard) map.getContainer().focus({ preventScroll: true });
      });
    };

    const markerFor = (f: MapFeature): L.Marker => {
      const act =
        f.kind === 'cluster' ? (byKeyboard: boolean) => zoomInto(f, byKeyboard) : () => setSelected(f);
      const marker =
        f.kind === 'cluster'
          ? L.marker([f.lat, f.lng], {
              icon: clusterIcon(f.count, language),
              // Its name for a screen reader and on hover: what it holds and what it does.
              title: t('map.cluster', { count: f.count }),
            })
          : L.marker([f.lat, f.lng], { icon: pointIcon(f.type), title: f.name, alt: f.name });
      marker.on('click', () => act(false));
      marker.on('add', () => actsByKeyboard(marker, f.kind === 'cluster', act));
      return marker;
    };

    const draw = async () => {
      const request = ++latest;
      let features: MapFeature[];
      try {
        features = await featuresIn(key, boundsOf(map), map.getZoom());
      } catch (error) {
        if (error instanceof PointsMissingError && !disposed) onMissingRef.current();
        return;
      }
      // A later move has asked already: its answer will draw.
      if (disposed || request !== latest) return;
      const wanted = new Set<string>();
      for (const f of features) {
        const id = f.kind === 'cluster' ? `c${f.id}` : `p${f.id}`;
        wanted.add(id);
        if (!markers.has(id)) {
          const marker = markerFor(f);
          markers.set(id, marker);
          layer.addLayer(marker);
        }
      }
      for (const [id, marker] of markers)
        if (!wanted.has(id)) {
          layer.removeLayer(marker);
          markers.delete(id);
        }
    };

    map.on('moveend', draw);
    void draw();
    return () => {
      disposed = true;
      map.off('moveend', draw);
      layer.remove();
    };
    // points (a new object after every refetch) redraws with the worker's fresh index.
  }, [map, key, points, language, t]);

  const position = useMemo(() => (selected ? L.latLng(selected.lat, selected.lng) : undefined), [selected]);
  const popup = useRef<L.Popup>(null);
  const resize = useCallback(() => popup.current?.update(), []);
  if (!selected || !position) return null;
  return (
    <Popup
      key={selected.id}
      ref={popup}
      position={position}
      eventHandlers={{ remove: () => setSelected((s) => (s?.id === selected.id ? null : s)) }}
    >
      <PlacePopup point={selected} onResize={resize} />
    </Popup>
  );
}
