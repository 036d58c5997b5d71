import { Marker } from 'react-leaflet';
import { BaseMap } from '@/web/shared/ui/base-map';
import { pinIcon } from '@/web/shared/ui/map-pin';

// A chunk of its own (Leaflet, order-destination.tsx): the order's text paints first, and the map
// follows in a task of its own.

interface Props {
  gps: [number, number];
  height: number;
  /** The map region's name. */
  label: string;
  /** The pin's tooltip: the address. */
  title?: string;
}

/** The destination's pin on a small map. */
export default function DestinationMap({ gps, height, label, title }: Props) {
  return (
    <BaseMap height={height} center={gps} zoom={14} label={label}>
      {/* Nothing to do with the pin: no focus stop, no button without a name. */}
      <Marker position={gps} icon={pinIcon} keyboard={false} title={title} />
    </BaseMap>
  );
}
