import {
  GeocodeReverseAnswerSchema,
  GeocodeReverseQuerySchema,
  GeocodeSearchAnswerSchema,
  GeocodeSearchQuerySchema,
} from '../desk/geocoding';
import { geocodingOperations } from '../operations/geocoding';
import { READ } from './bff-answers';
import { describeOperation as d, type Described } from './describe';

// Geocoding (issue 46): a typed address to candidate pins, a pin to an address, answered by the
// embedded gazetteer (GeoNames towns) or the configured provider.

const tags = ['geocoding'];
const GEOCODER = {
  429: 'Too many lookups for the configured provider (public Nominatim: one a second); Retry-After says when',
  502: 'The address search (its thread, or the configured provider) failed or did not answer',
};

export const bffGeocodingOperations: readonly Described[] = [
  d(
    geocodingOperations.search,
    { query: GeocodeSearchQuerySchema, answers: { 200: GeocodeSearchAnswerSchema } },
    {
      summary: 'Candidate pins for a typed address, each with its precision (the gazetteer: town level)',
      tags,
      errors: { ...READ, ...GEOCODER },
    },
  ),
  d(
    geocodingOperations.reverse,
    { query: GeocodeReverseQuerySchema, answers: { 200: GeocodeReverseAnswerSchema } },
    {
      summary: 'The address nearest a pin (the gazetteer: its town, within 30 km), or null',
      tags,
      errors: { ...READ, ...GEOCODER },
    },
  ),
];
