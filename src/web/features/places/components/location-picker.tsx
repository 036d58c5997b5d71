import type L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { parseCoordinate } from '../../../../contract/places';
import { BaseMap } from '../../../shared/ui/base-map';
import { pinIcon } from '../../../shared/ui/map-pin';

// Click the map to place the pin, drag it to move it; the coordinate fields and the pin follow each
// other both ways, and the map centres on the pin when the fields change.

interface Props {
  latitude: string;
  longitude: string;
  readOnly: boolean;
  label: string;
  onChange: (latitude: string, longitude: string) => void;
}

const valid = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
/** Six decimals: about 10 cm, more than any pickup place needs. */
const fmt = (n: number) => n.toFixed(6);

export function LocationPicker({ latitude, longitude, readOnly, label, onChange }: Props) {
  const lat = latitude.trim() ? parseCoordinate(latitude) : NaN;
  const lng = longitude.trim() ? parseCoordinate(longitude) : NaN;
  const position = valid(lat, lng) ? ([lat, lng] as [number, number]) : undefined;
  const handlers = useMemo(
    () => ({
      dragend: (e: L.DragEndEvent) => {
        const p = (e.target as L.Marker).getLatLng();
        onChange(fmt(p.lat), fmt(p.lng));
      },
    }),
    [onChange],
  );
  return (
    <BaseMap height={320} center={position ?? [49.8, 15.5]} zoom={position ? 15 : 7} label={label}>
      {!readOnly && <ClickToPlace onPlace={(p) => onChange(fmt(p.lat), fmt(p.lng))} />}
      {position && <Recenter position={position} />}
      {position && (
        <Marker
          position={position}
          icon={pinIcon}
          draggable={!readOnly}
          eventHandlers={handlers}
          title={label}
        />
      )}
    </BaseMap>
  );
}

function ClickToPlace({ onPlace }: { onPlace: (p: L.LatLng) => void }) {
  useMapEvents({ click: (e) => onPlace(e.latlng) });
  return null;
}

function Recenter({ position }: { position: [number, number] }) {
  const map = useMap();
  const [lat, lng] = position;
  useEffect(() => {
    if (!map.getBounds().pad(-0.2).contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), 14));
  }, [map, lat, lng]);
  return null;
}
