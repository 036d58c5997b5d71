import { z } from 'zod';
import { DateSchema, UuidSchema } from './common';
import { CARRIERS, COUNTRY_CODES, DESTINATION_TYPES } from './enums';
import { PickupPlaceSchema } from './places';

// The BFF's search over an e-shop's places (GET /bff/places/search, /bff/places/export.csv and
// /bff/places/export.geojson; not part of the platform's API, whose list has no search or filter).
// The query arrives as strings from the URL; a list parameter may repeat or hold commas
// (`type=PARCEL_BOX,PARCEL_SHOP` or `type=PARCEL_BOX&type=PARCEL_SHOP`): values of one parameter
// are alternatives, different parameters must all hold.

/** Data-quality flags the BFF computes for every place (rules in src/bff/read-model/quality-flags.ts). */
export const PLACE_FLAGS = [
  'noOpeningHours',
  'pinMisplaced',
  'duplicatePin',
  'staleExceptions',
  'noImage',
  'storageTimeUnusual',
  'badPhone',
  'badEmail',
  /** Farther than PIN_FAR_KM from every town its address names (issue 46). */
  'pinFarFromAddress',
] as const;
export const PlaceFlagSchema = z.enum(PLACE_FLAGS);
export type PlaceFlag = z.infer<typeof PlaceFlagSchema>;

export const SEARCH_SORT_KEYS = [
  'relevance',
  'name',
  'city',
  'zipCode',
  'type',
  'carrier',
  'countryCode',
] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];

/** Longer search texts are cut to this many characters (never refused). */
export const SEARCH_MAX_QUERY_LENGTH = 200;
export const SEARCH_MAX_PAGE_SIZE = 200;
export const SEARCH_DEFAULT_PAGE_SIZE = 20;
/** "Has an exception in the next N days" looks at most a year ahead. */
export const SEARCH_MAX_EXCEPTION_DAYS = 366;

const allowedMessage = (values: readonly string[]) =>
  values.length > 12
    ? `must be one of the ${values.length} values listed in allowed`
    : `must be one of: ${values.join(', ')}`;

/**
 * The text of a list parameter in the document (a query's input side, before the pipe that checks
 * each value): listed values, comma-separated. The product also takes spaces and empty values
 * around the commas, and an open list a value the e-shop's places hold (`x-also-accepted`).
 */
/** The pattern of listed values, comma-separated, as the document states it. */
export const listPattern = (values: readonly string[]) => {
  const one = `(${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  return `${one}(,${one})*`;
};

const listText = (values: readonly string[], note?: string) => {
  const text = z.string().meta({ pattern: `^${listPattern(values)}$` });
  return z.union([text, z.array(text)]).meta(note ? { 'x-also-accepted': note } : {});
};

/** A list parameter's values: repeated and/or comma-separated, trimmed, empty ones dropped. */
const listValues = (values: readonly string[], note?: string) =>
  listText(values, note).transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** A list parameter, each value one of `values`. */
const listOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  listValues(values)
    .pipe(z.array(z.enum(values, { error: allowedMessage(values) })))
    .optional();

/**
 * A list parameter over an enumeration the platform may extend (issue 42): a listed value, or one
 * a place of the e-shop holds (checked by the BFF against the e-shop's places, so a typo is still
 * a 400 with the allowed values).
 */
const openListOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  listValues(values, 'a value one of the e-shop’s places holds, besides the listed ones')
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: allowedMessage(values) })))
    .optional();

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: allowedMessage(values) }).optional();

/** The filters, shared by the search and both exports. */
export const PlaceFiltersSchema = z.strictObject({
  eshopId: UuidSchema,
  /** Free text: every word must be the start of a word of the name, street, city, zip, origin id or id. */
  q: z
    .string()
    .optional()
    .transform((s) =>
      Array.from((s ?? '').trim())
        .slice(0, SEARCH_MAX_QUERY_LENGTH)
        .join(''),
    ),
  type: openListOf(DESTINATION_TYPES),
  carrier: openListOf(CARRIERS),
  country: openListOf(COUNTRY_CODES),
  /** Exact city names, compared without case and diacritics (any city may be named). */
  city: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim().slice(0, 100)).filter(Boolean))
    .optional(),
  image: oneOf(['with', 'without']),
  /** Open (true) or closed (false) at the moment of the request, in each place's own time zone. */
  openNow: oneOf(['true', 'false']),
  /** Closed all day on this date (an exception for it, or its weekday's regular hours). */
  closedOn: DateSchema.optional(),
  /** Has an exception from today (in the place's zone) to today + N days. */
  exceptionWithinDays: z.coerce.number().int().min(0).max(SEARCH_MAX_EXCEPTION_DAYS).optional(),
  /** Places with any of these flags. */
  flag: listOf(PLACE_FLAGS),
});
export type PlaceFilters = z.infer<typeof PlaceFiltersSchema>;

/** The filters over an enumeration the platform may extend, and the search answer's name for them. */
export const OPEN_FILTERS = ['type', 'carrier', 'country'] as const;
export type OpenFilter = (typeof OPEN_FILTERS)[number];

/** The allowed values of each enumerated parameter, returned with a 400 about one of them. */
export const FILTER_ALLOWED_VALUES: Record<string, readonly string[]> = {
  type: DESTINATION_TYPES,
  carrier: CARRIERS,
  country: COUNTRY_CODES,
  image: ['with', 'without'],
  openNow: ['true', 'false'],
  flag: PLACE_FLAGS,
  sort: SEARCH_SORT_KEYS.flatMap((k) => [k, `${k},asc`, `${k},desc`]),
  separator: ['comma', 'semicolon'],
};

export const PlaceSearchQuerySchema = PlaceFiltersSchema.extend({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(SEARCH_DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, SEARCH_MAX_PAGE_SIZE)),
  /** `key` or `key,asc|desc`; default: relevance with a search text, name without one. */
  sort: z
    .string()
    .regex(new RegExp(`^(${SEARCH_SORT_KEYS.join('|')})(,(asc|desc))?$`), {
      error: allowedMessage(FILTER_ALLOWED_VALUES.sort!),
    })
    .optional(),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

export const PlaceCsvExportQuerySchema = PlaceFiltersSchema.extend({
  /** Semicolons for spreadsheets whose decimal separator is a comma (Excel in Czech). */
  separator: oneOf(['comma', 'semicolon']),
  /** Decimal commas in the coordinates, as Excel in Czech reads numbers (the web's "CSV for Excel" in Czech). */
  decimal: oneOf(['point', 'comma']),
});

/** South-west and north-east corners of every match with a pin, for the map to zoom to. */
export const SearchBoundsSchema = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});

/** A place of the answer: the platform's place as it is, with its data-quality flags. */
export const SearchItemSchema = PickupPlaceSchema.extend({ flags: z.array(PlaceFlagSchema) });
export type SearchItem = z.infer<typeof SearchItemSchema>;

export const PlaceSearchResultSchema = z.object({
  items: z.array(SearchItemSchema),
  page: z.object({
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
  /**
   * Places with each flag among the matches of every parameter except `flag`, so a flag's chip keeps
   * its count while another flag is chosen.
   */
  flagCounts: z.record(PlaceFlagSchema, z.number().int()),
  /** Null when no match has a pin. */
  bounds: SearchBoundsSchema.nullable(),
  /** When the read model the answer comes from was filled (ISO date-time). */
  filledAt: z.string(),
  /**
   * Values the e-shop's places hold that the documents do not list (a carrier a newer platform
   * added, issue 42), sorted: the filters offer them beside the listed ones.
   */
  otherValues: z.object({
    type: z.array(z.string()),
    carrier: z.array(z.string()),
    country: z.array(z.string()),
  }),
});
export type PlaceSearchResult = z.infer<typeof PlaceSearchResultSchema>;
