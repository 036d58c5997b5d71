import type {
  GeocodeCandidate,
  GeocodeReverseQuery,
  GeocodeSearchQuery,
  Geocoder as GeocoderName,
} from '@/contract/desk/geocoding';

// What the geocoding routes ask of a provider (issue 46): the embedded gazetteer, or Nominatim or
// Photon by configuration, behind one interface.

export interface Geocoder {
  readonly provider: GeocoderName;
  /** The credit the provider's data licence asks for, shown under the candidates. */
  readonly attribution: string;
  search(query: GeocodeSearchQuery): Promise<GeocodeCandidate[]>;
  reverse(query: GeocodeReverseQuery): Promise<GeocodeCandidate | null>;
  close(): Promise<void>;
}
