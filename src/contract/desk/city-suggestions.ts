import { z } from 'zod';
import { UuidSchema } from '../common';

// The city filter's suggestions (GET /bff/places/cities, not part of the platform's API): the towns
// the e-shop's places are in, most places first, that a typed start matches (issue 45: the filter
// suggested nothing, so a user had to know each town's spelling in the data).

export const CITY_SUGGESTIONS_MAX = 50;

export const CitySuggestionsQuerySchema = z.strictObject({
  eshopId: UuidSchema,
  /** The start of a word of the town, without case or diacritics (`hrad` finds `Hradec Králové`). */
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(CITY_SUGGESTIONS_MAX).default(10),
});
export type CitySuggestionsQuery = z.infer<typeof CitySuggestionsQuerySchema>;

export const CitySuggestionsSchema = z.object({
  items: z.array(
    z.object({
      /** As the e-shop's places write it most often. */
      city: z.string(),
      /** The e-shop's places in it. */
      places: z.number().int().min(1),
    }),
  ),
});
export type CitySuggestions = z.infer<typeof CitySuggestionsSchema>;
