import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import Supercluster from 'supercluster';
import type { PickupPlace } from '../../../../contract/places';
import { DAYS } from '../../../../contract/opening-hours';
import { BaseMap } from '../../../shared/ui/base-map';
import { TYPE_COLORS } from '../lib/labels';

// All places of the e-shop on one map, clustered with supercluster so thousands stay fluid: only
// the clusters and points inside the viewport are drawn.

type Props = { places: PickupPlace[] | undefined; loading: boolean };
type PointProps = { index: number };

const clusterIcon = (count: number) => {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
  return L.divIcon({
    html: `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;border-radius:50%;background:rgba(21,101,192,.85);color:#fff;font:600 12px system-ui;border:2px solid #fff;box-shadow:0 1px 4px #0005">${count.toLocaleString()}</div>`,
    className: 'place-cluster',
    iconSize: [size, size],
  });
};
const pointIcons = new Map<string, L.DivIcon>();
const pointIcon = (type: string) => {
  let icon = pointIcons.get(type);
  if (!icon) {
    icon = L.divIcon({
      html: `<div style="width:16px;height:16px;border-radius:50%;background:${TYPE_COLORS[type] ?? '#555'};border:2px solid #fff;box-shadow:0 1px 3px #0006"></div>`,
      className: 'place-point',
      iconSize: [16, 16],
    });
    pointIcons.set(type, icon);
  }
  return icon;
};

export default function PlacesMap({ places, loading }: Props) {
  const { t } = useTranslation();
  const index = useMemo(() => {
    if (!places) return undefined;
    const cluster = new Supercluster<PointProps>({ radius: 60, maxZoom: 16 });
    cluster.load(
      places
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => p.location.gps)
        .map(({ p, i }) => ({
          type: 'Feature' as const,
          properties: { index: i },
          geometry: {
            type: 'Point' as const,
            coordinates: [p.location.gps!.longitude, p.location.gps!.latitude],
          },
        })),
    );
    return cluster;
  }, [places]);

  return (
    <Box sx={{ position: 'relative' }}>
      <BaseMap height="calc(100vh - 220px)" label={t('places.mapLabel')}>
        {index && places && <ClusterLayer index={index} places={places} />}
      </BaseMap>
      {loading && (
        <Stack
          direction="row"
          spacing={1}
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
          }}
        >
          <CircularProgress size={16} />
          <Typography variant="body2">{t('places.mapLoading')}</Typography>
        </Stack>
      )}
      {places && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
          data-testid="map-count"
        >
          {t('places.mapCount', { count: places.length })}
        </Typography>
      )}
    </Box>
  );
}

function ClusterLayer({ index, places }: { index: Supercluster<PointProps>; places: PickupPlace[] }) {
  const map = useMap();
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useMapEvents({ moveend: () => setView({ bounds: map.getBounds(), zoom: map.getZoom() }) });
  // Fit the map to the places once they arrive.
  useEffect(() => {
    const withGps = places.filter((p) => p.location.gps);
    if (withGps.length)
      map.fitBounds(
        L.latLngBounds(withGps.map((p) => [p.location.gps!.latitude, p.location.gps!.longitude])),
        { padding: [24, 24] },
      );
  }, [map, places]);

  const b = view.bounds;
  const features = index.getClusters(
    [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
    Math.round(view.zoom),
  );
  return (
    <>
      {features.map((f) => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        if ('cluster' in f.properties && f.properties.cluster) {
          const id = f.properties.cluster_id as number;
          return (
            <Marker
              key={`c${id}`}
              position={[lat, lng]}
              icon={clusterIcon(f.properties.point_count as number)}
              eventHandlers={{
                click: () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18)),
              }}
              title={String(f.properties.point_count)}
            />
          );
        }
        const place = places[(f.properties as PointProps).index]!;
        return (
          <Marker key={place.id} position={[lat, lng]} icon={pointIcon(place.type)} title={place.name}>
            <Popup>
              <PlacePopup place={place} />
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

function PlacePopup({ place }: { place: PickupPlace }) {
  const { t } = useTranslation();
  const today = DAYS[(new Date().getDay() + 6) % 7]!;
  const hours = place.openingHours.regular[today] ?? [];
  return (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2">{place.name}</Typography>
      <Typography variant="body2">
        {place.location.line1}, {place.location.zipCode} {place.location.city}
      </Typography>
      <Typography variant="body2">
        {t('places.today')}:{' '}
        {hours.length ? hours.map((h) => `${h.from}–${h.to}`).join(', ') : t('places.closedAllDay')}
      </Typography>
      <Link component={RouterLink} to={`/places/${place.id}`}>
        {t('common.openEditor')}
      </Link>
    </Stack>
  );
}
