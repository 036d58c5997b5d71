import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { parseCoordinate } from '../../../../contract/places';
import { BaseMap } from '../../../shared/ui/base-map';

// Click the map to place the pin, drag it to move it; the coordinate fields and the pin follow each
// other both ways, and the map centres on the pin when the fields change.

const pin = L.divIcon({
  html: '<svg width="30" height="42" viewBox="0 0 30 42"><path d="M15 0C7 0 0 6.6 0 15c0 11 15 27 15 27s15-16 15-27C30 6.6 23 0 15 0z" fill="#d32f2f" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>',
  className: 'place-pin',
  iconSize: [30, 42],
  iconAnchor: [15, 42],
});

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
        <Marker position={position} icon={pin} draggable={!readOnly} eventHandlers={handlers} title={label} />
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
