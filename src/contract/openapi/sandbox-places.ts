import type { Described } from './describe';
import { describeImageFiles, describePlaceOperations } from './platform-shapes';

// The sandbox's pickup place operations (spec 000) with the statuses it answers and the rules the
// specification leaves "not shown" (docs/api.md).

/** The statuses every pickup place operation may answer (spec 000, 7, and the conventions of spec 001, 7). */
const PLACE_ERRORS = {
  400: 'Invalid input: `properties.errors` names each field (`[{field, message}]`)',
  401: 'Missing or invalid API key',
  403: 'A valid key without access under its account',
  406: 'Accept allows no JSON (XML is not offered)',
  414: 'Request target over 4096 characters',
  426: 'A proxy in front reports plain HTTP (X-Forwarded-Proto: http)',
};
const NOT_FOUND = { 404: 'No such place under the key’s account (another account’s place is not found too)' };
const ESHOP_NOT_FOUND = { 404: 'The e-shop is not one of the key’s account' };
const WRITE_ERRORS = {
  409: 'Another place of the e-shop has this originPickupPlaceId',
  415: 'Content-Type is not JSON',
};
const PRECONDITION = { 412: 'If-Match names a version the place no longer has' };
/** The answer to a conditional GET, shared with the sandbox's other readable resources. */
export const NOT_MODIFIED = { 304: 'If-None-Match names the current ETag' };

const tags = ['pickup places'];
const BODY_RULES =
  'Unknown fields are refused (400), `eshopId` too in a PATCH. Phone: 6 to 20 digits with `+ ( ) . / -` and spaces. ' +
  'Storage 1 to 365 days. Opening hours: HH:mm, `to` may be `24:00` (the end of the day), intervals of a day may touch ' +
  'but not overlap, one exception per date. Coordinates are strings and accept a decimal comma.';

export const sandboxPlaceOperations: readonly Described[] = [
  ...describePlaceOperations(
    {
      list: {
        summary: 'The e-shop’s pickup places, a page at a time (getAllEshopPickupPlaces)',
        description:
          '`size` larger than 2000 is clamped to 2000; a page past the end is empty with correct metadata. `sort` takes ' +
          'several `property,(asc|desc)` values of name, type, carrier, origin, originPickupPlaceId, countryCode, zoneId, ' +
          'phone, email, storageTimeInDays, storageTimeType, location.line1, location.city, location.zipCode, ' +
          'location.region, location.state, id; anything else is a 400. Text sorts ignore case and diacritics.',
        tags,
        answerNotes: NOT_MODIFIED,
        errors: { ...PLACE_ERRORS, ...ESHOP_NOT_FOUND },
      },
      create: {
        summary: 'Creates a pickup place (createPickupPlace)',
        description: `Created places get origin API_USER and carrier PERSONAL_PICKUP. ${BODY_RULES}`,
        tags,
        errors: { ...PLACE_ERRORS, ...WRITE_ERRORS, ...ESHOP_NOT_FOUND },
      },
      get: {
        summary: 'One pickup place (getPickupPlace); its ETag is its version',
        tags,
        errors: { ...PLACE_ERRORS, ...NOT_FOUND },
      },
      update: {
        summary: 'Changes the fields sent (updatePickupPlace); If-Match guards against a lost update',
        description: `Omitted fields keep their value; \`storageTimeType: null\` resets it, \`note: null\` or "" removes the note. ${BODY_RULES}`,
        tags,
        errors: { ...PLACE_ERRORS, ...NOT_FOUND, ...WRITE_ERRORS, ...PRECONDITION },
      },
      delete: {
        summary: 'Deletes a pickup place and its image (deletePickupPlace)',
        tags,
        errors: { ...PLACE_ERRORS, ...NOT_FOUND, ...PRECONDITION },
      },
      uploadImage: {
        summary: 'Uploads the place’s image, replacing the one it had (uploadPickupPlaceImage)',
        description:
          'multipart/form-data with one part `file`: JPEG, PNG or WebP, recognised by its bytes (the declared type is ' +
          'ignored), at most SANDBOX_MAX_IMAGE_BYTES (413 with nothing stored). A gzip-encoded upload is refused (415).',
        tags,
        errors: {
          ...PLACE_ERRORS,
          ...NOT_FOUND,
          413: 'The image is larger than the limit',
          415: 'Not multipart, gzip-encoded, or not a JPEG, PNG or WebP image',
        },
      },
    },
    ['list', 'create', 'get', 'update', 'delete', 'uploadImage'],
  ),
  describeImageFiles({
    summary: 'An image file at the `url` of its FileInfo; immutable',
    tags,
    security: [],
    answerNotes: NOT_MODIFIED,
    errors: { 404: 'No file at this address' },
    // Outside /api/v1/pickup-place, errors are the envelope of spec 001, 7.
    errorFormat: 'envelope',
  }),
];
