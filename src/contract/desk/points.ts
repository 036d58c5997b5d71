import { z } from 'zod';
import { UuidSchema } from '../common';
import { PlaceFiltersSchema } from '../place-search';
import { CARRIERS, DESTINATION_TYPES } from '../enums';
import { openEnum } from '../open-values';

// The BFF's compact read model for the map (GET /bff/places/points, not part of the platform's
// API). It is filled from the platform's list pages (PlacePointsSourcePageSchema in places.ts).

/** The e-shop, and optionally the search's text and filters: the map then shows only the matches. */
export const PlacePointsQuerySchema = PlaceFiltersSchema;

/** What a marker needs of every place with coordinates, in columns (index i of each is one place). */
export const PlacePointsSchema = z.object({
  ids: z.array(UuidSchema),
  lat: z.array(z.number()),
  lng: z.array(z.number()),
  type: z.array(openEnum(DESTINATION_TYPES)),
  carrier: z.array(openEnum(CARRIERS)),
  name: z.array(z.string()),
});
export type PlacePoints = z.infer<typeof PlacePointsSchema>;
