import { z } from 'zod';
import { CollectionResponseSchema, UuidSchema } from './common';
import { M } from './schema-messages';
import { CARRIERS, COUNTRY_CODES, DESTINATION_TYPES, ORIGIN_TYPES, STORAGE_TIME_TYPES } from './enums';
import { OpeningHoursRequestSchema, OpeningHoursResponseSchema } from './opening-hours';
import { openEnum, optionalOrNull, requiredOrNull } from './open-values';

// Pickup places (spec 000, section 2). Length limits and string patterns are "not shown" in the
// spec; the limits below are ours, generous enough for real addresses, and documented in the README.

export const DestinationTypeSchema = z.enum(DESTINATION_TYPES);
export const CarrierSchema = z.enum(CARRIERS);
export const CountryCodeSchema = z.enum(COUNTRY_CODES);
export const OriginTypeSchema = z.enum(ORIGIN_TYPES);
export const StorageTimeTypeSchema = z.enum(STORAGE_TIME_TYPES);
export type DestinationType = z.infer<typeof DestinationTypeSchema>;
export type Carrier = z.infer<typeof CarrierSchema>;
export type CountryCode = z.infer<typeof CountryCodeSchema>;
export type StorageTimeType = z.infer<typeof StorageTimeTypeSchema>;

/** The most decimals a coordinate of a request may have (ours: the specs do not say; 12 decimals of
 * a degree are well under a millimetre). An import rounds a longer one to this (issue 43). */
export const COORDINATE_DECIMALS = 12;

/** Accepts a decimal point or, as the platform allows (spec 001, 7), a decimal comma. */
const COORDINATE = new RegExp(`^-?\\d{1,3}(?:[.,]\\d{1,${COORDINATE_DECIMALS}})?$`);

/** Number of a coordinate string of the request shape ("50,0875" → 50.0875). */
export function parseCoordinate(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(COORDINATE, { error: M.coordinate.en })
    .refine((s) => Math.abs(parseCoordinate(s)) <= limit, {
      error: `must be between -${limit} and ${limit}`,
      params: { reason: 'out_of_range', limit },
    });

/** Gps of requests: strings (spec 000, 2.2). */
export const GpsRequestSchema = z.strictObject({ latitude: coordinate(90), longitude: coordinate(180) });

const required = (max: number) => z.string().trim().min(1, { error: M.notEmpty.en }).max(max);
const optional = (max: number) => z.string().trim().max(max).optional();

export const LocationRequestSchema = z.strictObject({
  line1: required(200),
  line2: optional(200),
  city: required(100),
  region: optional(100),
  state: optional(100),
  zipCode: required(20),
  gps: GpsRequestSchema,
});
export type LocationRequest = z.infer<typeof LocationRequestSchema>;

/** Phone: digits with the usual separators and an optional leading plus, 6 to 20 digits in all. */
const PhoneSchema = required(30)
  .regex(/^\+?[\d ()./-]+$/, { error: M.phone.en })
  .refine(
    (s) => {
      const n = s.replace(/\D/g, '').length;
      return n >= 6 && n <= 20;
    },
    {
      error: M.phoneDigits.en,
      params: { reason: 'phone_digits' },
    },
  )
  // The document states the digit count too (a lookahead), which the refinement checks above for
  // its own message.
  .meta({
    description: '6 to 20 digits, with an optional leading + and the separators ( ) . / - and spaces',
    pattern: '^(?=(?:[^0-9]*[0-9]){6,20}[^0-9]*$)\\+?[0-9 ()./-]+$',
  });
const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: M.email.en }));
export const StorageDaysSchema = z.number().int().min(1).max(365);

export const PickupPlaceCreateSchema = z.strictObject({
  eshopId: UuidSchema,
  type: DestinationTypeSchema,
  originPickupPlaceId: required(100),
  name: required(200),
  location: LocationRequestSchema,
  countryCode: CountryCodeSchema,
  note: optional(2000),
  phone: PhoneSchema,
  email: EmailSchema,
  storageTimeInDays: StorageDaysSchema,
  storageTimeType: StorageTimeTypeSchema.optional(),
  openingHours: OpeningHoursRequestSchema,
});
export type PickupPlaceCreate = z.infer<typeof PickupPlaceCreateSchema>;

/**
 * PATCH body: every field optional; a field that is absent is left as it is. `storageTimeType` is a
 * nullable wrapper (spec 000, 2.3): null resets it to the default CALENDAR_DAYS. `note: null` or ""
 * removes the note. `eshopId` is not part of the body and is rejected as an unknown field.
 */
export const PickupPlaceUpdateSchema = z.strictObject({
  type: DestinationTypeSchema.optional(),
  originPickupPlaceId: required(100).optional(),
  name: required(200).optional(),
  location: LocationRequestSchema.optional(),
  countryCode: CountryCodeSchema.optional(),
  note: z.string().trim().max(2000).nullable().optional(),
  phone: PhoneSchema.optional(),
  email: EmailSchema.optional(),
  storageTimeInDays: StorageDaysSchema.optional(),
  storageTimeType: StorageTimeTypeSchema.nullable().optional(),
  openingHours: OpeningHoursRequestSchema.optional(),
});
export type PickupPlaceUpdate = z.infer<typeof PickupPlaceUpdateSchema>;

// Response shapes: read openly (open-values.ts, issue 42). An enumeration value the documents do not
// list is kept as its string; `null` for an optional field is read as absent, for a required text as
// ""; a field they do not describe is kept (loose objects), so the BFF relays and stores it unchanged.

/** LocationResponse: numbers for the coordinates, every field optional (spec 000, 2.1). */
export const LocationResponseSchema = z.looseObject({
  line1: optionalOrNull(z.string()),
  line2: optionalOrNull(z.string()),
  city: optionalOrNull(z.string()),
  region: optionalOrNull(z.string()),
  state: optionalOrNull(z.string()),
  zipCode: optionalOrNull(z.string()),
  gps: optionalOrNull(z.looseObject({ latitude: z.number(), longitude: z.number() })),
});

/** A text the documents require that may arrive as null (a locker without a phone): read as "". */
const text = () => requiredOrNull(z.string(), '');

export const PickupPlaceSchema = z.looseObject({
  id: UuidSchema,
  eshopId: optionalOrNull(UuidSchema),
  type: openEnum(DESTINATION_TYPES),
  carrier: openEnum(CARRIERS),
  originPickupPlaceId: text(),
  origin: openEnum(ORIGIN_TYPES),
  countryCode: openEnum(COUNTRY_CODES),
  zoneId: text(),
  name: text(),
  location: requiredOrNull(LocationResponseSchema, {}),
  note: optionalOrNull(z.string()),
  phone: text(),
  email: text(),
  image: optionalOrNull(z.string()),
  /** Deprecated copy of storageTimeInDays (spec 000, 9). */
  storageTime: optionalOrNull(z.number().int()),
  storageTimeInDays: optionalOrNull(z.number().int()),
  storageTimeType: optionalOrNull(openEnum(STORAGE_TIME_TYPES)),
  openingHours: OpeningHoursResponseSchema,
});
export type PickupPlace = z.infer<typeof PickupPlaceSchema>;

export const PickupPlaceCollectionSchema = CollectionResponseSchema(PickupPlaceSchema);
export type PickupPlaceCollection = z.infer<typeof PickupPlaceCollectionSchema>;

/** The part of a list page the read model is built from: upstream pages are checked this far. */
export const PlacePointsSourcePageSchema = CollectionResponseSchema(
  PickupPlaceSchema.pick({ id: true, type: true, carrier: true, name: true }).extend({
    location: LocationResponseSchema.pick({ gps: true }),
  }),
);

/** The image formats an upload takes, recognised by their bytes (spec 000, 2.4: "not shown"). */
export const PLACE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** FileInfo, the answer of an image upload (spec 000, 2.4). */
export const FileInfoSchema = z.object({
  id: z.string().optional(),
  path: z.string(),
  url: z.string(),
  mediaLink: z.string().optional(),
  contentType: z.string(),
  size: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type FileInfo = z.infer<typeof FileInfoSchema>;

/** Properties the list may be sorted by (`sort=property,(asc|desc)`); nested ones use a dot. */
export const PLACE_SORT_PROPERTIES = [
  'name',
  'type',
  'carrier',
  'origin',
  'originPickupPlaceId',
  'countryCode',
  'zoneId',
  'phone',
  'email',
  'storageTimeInDays',
  'storageTimeType',
  'location.line1',
  'location.city',
  'location.zipCode',
  'location.region',
  'location.state',
  'id',
] as const;
export type PlaceSortProperty = (typeof PLACE_SORT_PROPERTIES)[number];

/** Largest page the list returns; larger `size` values are clamped (spec 000, 8: "not shown"). */
export const MAX_PAGE_SIZE = 2000;
export const DEFAULT_PAGE_SIZE = 20;

/** One `sort` value: a sortable property, then optionally its direction. */
const SORT_PATTERN = new RegExp(
  `^(${PLACE_SORT_PROPERTIES.join('|').replace(/\./g, '\\.')})(,(asc|desc|ASC|DESC))?$`,
);
// The document reads a query's input side, before the pipe that checks each value: the text shows
// the pattern there (and the sortable properties as a list), the pipe keeps the one message M.sort.
const SORT_TEXT = z.string().meta({ pattern: SORT_PATTERN.source });

/** Query of the list operation, as strings from the URL. */
export const PlaceListQuerySchema = z.object({
  eshopId: UuidSchema,
  page: z.coerce.number().int().min(0).max(10_000_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    // Clamped, not refused: a `maximum` would promise a 400 the product does not give.
    .meta({
      description: `Page size; a larger one is clamped to ${MAX_PAGE_SIZE}`,
      'x-clamped-maximum': MAX_PAGE_SIZE,
    }),
  sort: z
    .union([SORT_TEXT, z.array(SORT_TEXT)])
    .optional()
    .transform((s) => (s === undefined ? [] : Array.isArray(s) ? s : [s]))
    .pipe(z.array(z.string().regex(SORT_PATTERN, { error: M.sort.en })))
    .meta({
      description: `\`property,(asc|desc)\`, several allowed; sortable: ${PLACE_SORT_PROPERTIES.join(', ')}`,
      'x-sortable-properties': [...PLACE_SORT_PROPERTIES],
    }),
});
export type PlaceListQuery = z.infer<typeof PlaceListQuerySchema>;
