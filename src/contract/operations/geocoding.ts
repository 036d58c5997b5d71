import type {
  GeocodeReverseAnswerSchema,
  GeocodeReverseQuerySchema,
  GeocodeSearchAnswerSchema,
  GeocodeSearchQuerySchema,
} from '../desk/geocoding';
import { operation } from './operation';

// Geocoding (issue 46): forward (a typed address to candidates) and reverse (a pin to an address),
// answered by the configured provider or the embedded gazetteer. 429 when the provider's rate is
// spent, 502 when it answers garbage or not at all.

export const geocodingOperations = {
  search: operation<{
    query: typeof GeocodeSearchQuerySchema;
    answers: { 200: typeof GeocodeSearchAnswerSchema };
  }>()('GET', '/bff/geocode/search'),
  reverse: operation<{
    query: typeof GeocodeReverseQuerySchema;
    answers: { 200: typeof GeocodeReverseAnswerSchema };
  }>()('GET', '/bff/geocode/reverse'),
};
