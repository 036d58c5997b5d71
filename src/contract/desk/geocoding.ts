import { z } from 'zod';

// Geocoding through the BFF (issue 46, not part of the platform's API): a typed address to
// candidate pins, and a pin to a suggested address. The browser stays on its own origin (the CSP);
// the BFF asks the configured provider (Nominatim, Photon) or, with none configured, its embedded
// gazetteer of GeoNames towns, which places a pin at town level only, and says so (`precision`).

export const GEOCODERS = ['embedded', 'nominatim', 'photon'] as const;
export type Geocoder = (typeof GEOCODERS)[number];

/** How exactly a candidate places the pin: on the house, on the street, in the postcode, in the town. */
export const GEOCODE_PRECISIONS = ['house', 'street', 'postcode', 'town', 'region'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

export const GEOCODE_LIMIT_MAX = 10;

/** A forward search: one line as typed (`Vodičkova 12, Praha`), within a country if given. */
export const GeocodeSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(300),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(GEOCODE_LIMIT_MAX).default(5),
});
export type GeocodeSearchQuery = z.infer<typeof GeocodeSearchQuerySchema>;

export const GeocodeReverseQuerySchema = z.strictObject({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export type GeocodeReverseQuery = z.infer<typeof GeocodeReverseQuerySchema>;

/** The address a candidate stands for, in the place's own fields; what the provider does not know is absent. */
export const GeocodeAddressSchema = z.object({
  line1: z.string().optional(),
  city: z.string().optional(),
  zipCode: z.string().optional(),
  region: z.string().optional(),
  countryCode: z.string().optional(),
});
export type GeocodeAddress = z.infer<typeof GeocodeAddressSchema>;

export const GeocodeCandidateSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  precision: z.enum(GEOCODE_PRECISIONS),
  /** One line to show in a list of candidates (`Vodičkova 681/12, Praha 1, 110 00`). */
  label: z.string(),
  address: GeocodeAddressSchema,
});
export type GeocodeCandidate = z.infer<typeof GeocodeCandidateSchema>;

/** Who answered, and the credit its data's licence asks for (shown under the candidates). */
const answeredBy = {
  provider: z.enum(GEOCODERS),
  attribution: z.string(),
};

export const GeocodeSearchAnswerSchema = z.object({
  ...answeredBy,
  candidates: z.array(GeocodeCandidateSchema),
});
export type GeocodeSearchAnswer = z.infer<typeof GeocodeSearchAnswerSchema>;

export const GeocodeReverseAnswerSchema = z.object({
  ...answeredBy,
  /** The nearest address the provider knows; null where it knows none (the sea, a pin far from any town). */
  candidate: GeocodeCandidateSchema.nullable(),
});
export type GeocodeReverseAnswer = z.infer<typeof GeocodeReverseAnswerSchema>;
