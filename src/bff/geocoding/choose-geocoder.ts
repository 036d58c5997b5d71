import type { BffConfig } from '../config';
import type { Geocoder } from './geocoder';
import { PUBLIC_NOMINATIM, createRemoteGeocoder } from './remote-geocoder';

const PUBLIC_PHOTON = 'https://photon.komoot.io';

/** The geocoder GEOCODER names (GEOCODER_URL, else the provider's public server), or the embedded one. */
export function chooseGeocoder(config: BffConfig, embedded: Geocoder): Geocoder {
  const kind = config.geocoder;
  if (!kind || kind === 'embedded') return embedded;
  return createRemoteGeocoder({
    kind,
    url: config.geocoderUrl ?? (kind === 'nominatim' ? PUBLIC_NOMINATIM : PUBLIC_PHOTON),
    contact: config.geocoderContact,
    timeoutMs: config.upstreamTimeoutMs,
  });
}
