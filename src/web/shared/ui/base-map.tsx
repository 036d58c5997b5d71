import 'leaflet/dist/leaflet.css';
import { Alert, Box } from '@mui/material';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useAppConfig } from '../lib/app-config';
import { useAfterFirstPaint } from './after-first-paint';

// A Leaflet map with the installation's tile server. When tiles cannot load (no network, a wrong
// URL) the map keeps working without them and says so once, instead of retrying tile after tile.

const MAX_TILE_ERRORS = 4;

interface Props {
  center?: LatLngExpression;
  zoom?: number;
  bounds?: LatLngBoundsExpression;
  height: number | string;
  children?: ReactNode;
  label: string;
}

export function BaseMap({ center, zoom, bounds, height, children, label }: Props) {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const [tileErrors, setTileErrors] = useState(0);
  const [tileLoads, setTileLoads] = useState(0);
  // Say so as soon as tiles fail and none has loaded; stop asking for tiles after a few failures.
  const noTiles = tileErrors > 0 && tileLoads === 0;
  const tilesDown = tileErrors >= MAX_TILE_ERRORS && tileLoads === 0;
  // Leaflet makes its map in a render of its own, after the screen around it has painted: made in
  // the editor's first commit, it measured the page (a forced layout) inside that long task.
  const drawn = useAfterFirstPaint();
  return (
    <Box
      sx={{
        position: 'relative',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // Links in the attribution line must look like links, not only differ in colour.
        '& .leaflet-control-attribution a': { textDecoration: 'underline' },
      }}
      role="region"
      aria-label={label}
    >
      {drawn && (
        <MapContainer
          center={center ?? [49.8, 15.5]}
          zoom={zoom ?? 7}
          {...(bounds ? { bounds } : {})}
          style={{ height: '100%', width: '100%', background: '#e8eef3' }}
          preferCanvas
          worldCopyJump
        >
          {config && !tilesDown && (
            <TileLayer
              url={config.mapTileUrl}
              attribution={config.mapTileAttribution}
              eventHandlers={{
                tileerror: () => setTileErrors((n) => n + 1),
                tileload: () => setTileLoads((n) => n + 1),
              }}
            />
          )}
          {children}
        </MapContainer>
      )}
      {noTiles && (
        // Above the attribution line (a licence requirement), never over it.
        <Alert
          severity="info"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 28,
            zIndex: 1000,
            py: 0,
            maxWidth: 'calc(100% - 16px)',
          }}
        >
          {t('map.tilesUnavailable')}
        </Alert>
      )}
    </Box>
  );
}
