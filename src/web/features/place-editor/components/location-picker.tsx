import { Box } from '@mui/material';
import type L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { parseCoordinate } from '@/contract/places';
import { BaseMap } from '@/web/shared/ui/base-map';
import { pinIcon } from '@/web/shared/ui/map-pin';
import { visuallyHidden } from '@/web/shared/ui/visually-hidden';

// Click the map to place the pin, drag it to move it; the coordinate fields and the pin follow each
// other both ways, and the map centres on the pin when the fields change. By keyboard: the focused
// map shows a ring, Enter places the pin at the map's centre, the arrow keys move the pin (Shift:
// further), + and - zoom around it; every move is announced with the new coordinates. The arrow
// keys no longer pan the map: the map follows the pin instead, so the pin never leaves the view.

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
/** Below this zoom (a country, a region) a placed pin is too rough: the map zooms in around it. */
const DETAIL_ZOOM = 15;
const ROUGH_ZOOM = 12;
/** How far one arrow key moves the pin, in screen pixels (with Shift: five times as far). */
const STEP_PX = 8;

export function LocationPicker({ latitude, longitude, readOnly, label, onChange }: Props) {
  const { t } = useTranslation();
  const lat = latitude.trim() ? parseCoordinate(latitude) : NaN;
  const lng = longitude.trim() ? parseCoordinate(longitude) : NaN;
  const position = valid(lat, lng) ? ([lat, lng] as [number, number]) : undefined;
  const [announcement, setAnnouncement] = useState('');
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
    <Box
      sx={{
        // A visible focus ring on the map itself (inside its border: the frame clips anything outside).
        '& .leaflet-container:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: '-3px',
        },
      }}
    >
      <BaseMap height={320} center={position ?? [49.8, 15.5]} zoom={position ? DETAIL_ZOOM : 7} label={label}>
        {!readOnly && (
          <ClickToPlace
            onPlace={(p) => onChange(fmt(p.lat), fmt(p.lng))}
            position={position}
            hint={t('editor.mapKeys')}
            roleName={t('editor.mapRole')}
            onAnnounce={setAnnouncement}
            // Not `lng`: i18next takes an option of that name for the language.
            announce={(p) => t('editor.pinAt', { latitude: fmt(p.lat), longitude: fmt(p.lng) })}
          />
        )}
        {position && <Recenter position={position} />}
        {position && (
          <Marker
            position={position}
            icon={pinIcon}
            draggable={!readOnly}
            eventHandlers={handlers}
            title={label}
            keyboard={false}
          />
        )}
      </BaseMap>
      {/* Read out after each keyboard move: where the pin is now. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

interface ClickProps {
  onPlace: (p: L.LatLng) => void;
  position: [number, number] | undefined;
  hint: string;
  roleName: string;
  announce: (p: L.LatLng) => string;
  onAnnounce: (text: string) => void;
}

function ClickToPlace({ onPlace, position, hint, roleName, announce, onAnnounce }: ClickProps) {
  const map = useMap();
  // The handlers below read the latest props, not the ones of the first render.
  const latest = useRef({ onPlace, position, announce, onAnnounce });
  useEffect(() => {
    latest.current = { onPlace, position, announce, onAnnounce };
  });

  useMapEvents({ click: (e) => placePin(map, latest.current.onPlace, e.latlng, true) });

  useEffect(() => {
    const container = map.getContainer();
    // Leaflet's own keys pan the map away from the pin: the picker's keys move the pin instead.
    map.keyboard.disable();
    container.tabIndex = 0;
    container.setAttribute('role', 'application');
    container.setAttribute('aria-roledescription', roleName);
    container.setAttribute('aria-label', hint);

    const onKey = (e: KeyboardEvent) => {
      // Keys meant for a control inside the map (zoom buttons, attribution links) stay theirs.
      if (e.target !== container || e.altKey || e.ctrlKey || e.metaKey) return;
      const { position: current, announce: say, onAnnounce: tell, onPlace: set } = latest.current;
      const step = STEP_PX * (e.shiftKey ? 5 : 1);
      const moves: Record<string, [number, number]> = {
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
      };
      const move = moves[e.key];
      let next: L.LatLng | undefined;
      if (e.key === 'Enter' || e.key === ' ') {
        next = placePin(map, set, map.getCenter(), true);
      } else if (move) {
        const here = current ? map.latLngToContainerPoint(current) : map.getSize().divideBy(2);
        const moved = map.containerPointToLatLng(here.add(move));
        // Only the coordinate the key is about changes: left and right keep the latitude exactly.
        if (current && move[0] === 0) moved.lng = current[1];
        if (current && move[1] === 0) moved.lat = current[0];
        next = placePin(map, set, moved, !current);
        // Keep the pin in sight: the map follows it when it nears the edge.
        map.panInside(next, { padding: [48, 48] });
      } else if (e.key === '+' || e.key === '=') {
        map.setZoomAround(current ?? map.getCenter(), map.getZoom() + 1);
      } else if (e.key === '-' || e.key === '_') {
        map.setZoomAround(current ?? map.getCenter(), map.getZoom() - 1);
      } else return;
      e.preventDefault();
      e.stopPropagation();
      if (next) tell(say(next));
    };
    container.addEventListener('keydown', onKey);
    return () => container.removeEventListener('keydown', onKey);
  }, [map, hint, roleName]);
  return null;
}

/** Places the pin; at a country's zoom, zooms in around it so it can be placed precisely. */
function placePin(map: L.Map, onPlace: (p: L.LatLng) => void, at: L.LatLng, zoomIn: boolean): L.LatLng {
  const p = at.wrap();
  onPlace(p);
  if (zoomIn && map.getZoom() < ROUGH_ZOOM) map.setView(p, DETAIL_ZOOM);
  return p;
}

function Recenter({ position }: { position: [number, number] }) {
  const map = useMap();
  const [lat, lng] = position;
  useEffect(() => {
    if (!map.getBounds().pad(-0.2).contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), 14));
  }, [map, lat, lng]);
  return null;
}
