import type { z } from 'zod';
import type { UuidSchema } from '../common';
import type { CitySuggestionsQuerySchema, CitySuggestionsSchema } from '../desk/city-suggestions';
import type { PlacePointsQuerySchema, PlacePointsSchema } from '../desk/points';
import type {
  PlaceCsvExportQuerySchema,
  PlaceFiltersSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
} from '../place-search';
import type {
  FileInfoSchema,
  PickupPlaceCollectionSchema,
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PlaceListQuerySchema,
} from '../places';
import { operation } from './operation';

// Pickup places: the platform's operations the BFF relays (spec 000, section 2; the BFF checks the
// body and the e-shop, then forwards it), and the BFF's own search, map points and exports.

/** The params of a place's path (its id, a UUID), checked by the BFF's route. */
type PlaceIdParams = z.ZodObject<{ id: typeof UuidSchema }>;

export const placeOperations = {
  list: operation<{
    query: typeof PlaceListQuerySchema;
    answers: { 200: typeof PickupPlaceCollectionSchema };
  }>()('GET', '/api/v1/pickup-place'),
  /** The answer's ETag is the place's version, sent back as If-Match by a change. */
  get: operation<{
    params: PlaceIdParams;
    answers: { 200: typeof PickupPlaceSchema };
  }>()('GET', '/api/v1/pickup-place/:id'),
  create: operation<{
    body: typeof PickupPlaceCreateSchema;
    answers: { 201: typeof PickupPlaceSchema };
  }>()('POST', '/api/v1/pickup-place'),
  /** Only the changed fields, with If-Match: a 412 means someone else saved first. */
  update: operation<{
    params: PlaceIdParams;
    body: typeof PickupPlaceUpdateSchema;
    answers: { 200: typeof PickupPlaceSchema };
  }>()('PATCH', '/api/v1/pickup-place/:id'),
  delete: operation<{
    params: PlaceIdParams;
    answers: { 204: null };
  }>()('DELETE', '/api/v1/pickup-place/:id'),
  /** Multipart (`file`), so sent with its progress by the web's upload, not as JSON. */
  uploadImage: operation<{
    params: PlaceIdParams;
    answers: { 201: typeof FileInfoSchema };
  }>()('POST', '/api/v1/pickup-place/:id/image'),

  /** A page of the places matching a text and filters, with the flags' counts and the matches' bounds. */
  search: operation<{
    query: typeof PlaceSearchQuerySchema;
    answers: { 200: typeof PlaceSearchResultSchema };
  }>()('GET', '/bff/places/search'),
  /**
   * Every match's point, in columns, for the map. Large (100 000 places), so the map's worker reads
   * it and checks its columns' lengths rather than parsing it with the schema.
   */
  points: operation<{
    query: typeof PlacePointsQuerySchema;
    answers: { 200: typeof PlacePointsSchema };
  }>()('GET', '/bff/places/points'),
  /** The towns of the e-shop's places a typed start matches, most places first (the city filter). */
  cities: operation<{
    query: typeof CitySuggestionsQuerySchema;
    answers: { 200: typeof CitySuggestionsSchema };
  }>()('GET', '/bff/places/cities'),
  /** Every match as CSV, streamed (a file, not JSON). */
  exportCsv: operation<{
    query: typeof PlaceCsvExportQuerySchema;
    answers: { 200: null };
  }>()('GET', '/bff/places/export.csv'),
  /** Every match as GeoJSON, streamed (a file). */
  exportGeojson: operation<{
    query: typeof PlaceFiltersSchema;
    answers: { 200: null };
  }>()('GET', '/bff/places/export.geojson'),
};
