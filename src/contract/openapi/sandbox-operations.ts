import { z } from 'zod';
import { UuidSchema } from '../common';
import {
  OAuthRefreshResponseSchema,
  OAuthTokenRequestSchema,
  OAuthTokenResponseSchema,
} from '../orders/oauth-token';
import {
  AuthorizeDecisionSchema,
  AuthorizeRequestSchema,
  PlatformLoginFormSchema,
  WithdrawApprovalFormSchema,
} from '../orders/oauth-authorize';
import { OrderSchema } from '../orders/order';
import {
  FileInfoSchema,
  PickupPlaceCollectionSchema,
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PLACE_IMAGE_TYPES,
  PlaceListQuerySchema,
} from '../places';
import { orderOperations } from '../operations/orders';
import { placeOperations } from '../operations/places';
import { describeOperation, describeRoute, type Described } from './describe';

// The sandbox platform's operations (spec 000: pickup places; spec 001: the order, OAuth, the root),
// with the statuses it answers and the rules the specifications leave "not shown" (docs/api.md).

const PlaceIdParams = z.object({ id: UuidSchema });
const OrderIdParams = z.object({ orderId: UuidSchema });

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
const WRITE_ERRORS = {
  409: 'Another place of the e-shop has this originPickupPlaceId',
  415: 'Content-Type is not JSON',
};
const PRECONDITION = { 412: 'If-Match names a version the place no longer has' };
const NOT_MODIFIED = { 304: 'If-None-Match names the current ETag' };

const places = ['pickup places'];
const BODY_RULES =
  'Unknown fields are refused (400), `eshopId` too in a PATCH. Phone: 6 to 20 digits with `+ ( ) . / -` and spaces. ' +
  'Storage 1 to 365 days. Opening hours: HH:mm, `to` may be `24:00` (the end of the day), intervals of a day may touch ' +
  'but not overlap, one exception per date. Coordinates are strings and accept a decimal comma.';

export const sandboxOperations: readonly Described[] = [
  describeOperation(
    placeOperations.list,
    { query: PlaceListQuerySchema, answers: { 200: PickupPlaceCollectionSchema } },
    {
      summary: 'The e-shop’s pickup places, a page at a time (getAllEshopPickupPlaces)',
      description:
        '`size` larger than 2000 is clamped to 2000; a page past the end is empty with correct metadata. `sort` takes ' +
        'several `property,(asc|desc)` values of name, type, carrier, origin, originPickupPlaceId, countryCode, zoneId, ' +
        'phone, email, storageTimeInDays, storageTimeType, location.line1, location.city, location.zipCode, ' +
        'location.region, location.state, id; anything else is a 400. Text sorts ignore case and diacritics.',
      tags: places,
      answerNotes: NOT_MODIFIED,
      errors: { ...PLACE_ERRORS, 404: 'The e-shop is not one of the key’s account' },
    },
  ),
  describeOperation(
    placeOperations.create,
    { body: PickupPlaceCreateSchema, answers: { 201: PickupPlaceSchema } },
    {
      summary: 'Creates a pickup place (createPickupPlace)',
      description: `Created places get origin API_USER and carrier PERSONAL_PICKUP. ${BODY_RULES}`,
      tags: places,
      errors: { ...PLACE_ERRORS, ...WRITE_ERRORS, 404: 'The e-shop is not one of the key’s account' },
    },
  ),
  describeOperation(
    placeOperations.get,
    { params: PlaceIdParams, answers: { 200: PickupPlaceSchema } },
    {
      summary: 'One pickup place (getPickupPlace); its ETag is its version',
      tags: places,
      errors: { ...PLACE_ERRORS, ...NOT_FOUND },
    },
  ),
  describeOperation(
    placeOperations.update,
    { params: PlaceIdParams, body: PickupPlaceUpdateSchema, answers: { 200: PickupPlaceSchema } },
    {
      summary: 'Changes the fields sent (updatePickupPlace); If-Match guards against a lost update',
      description: `Omitted fields keep their value; \`storageTimeType: null\` resets it, \`note: null\` or "" removes the note. ${BODY_RULES}`,
      tags: places,
      errors: { ...PLACE_ERRORS, ...NOT_FOUND, ...WRITE_ERRORS, ...PRECONDITION },
    },
  ),
  describeOperation(
    placeOperations.delete,
    { params: PlaceIdParams, answers: { 204: null } },
    {
      summary: 'Deletes a pickup place and its image (deletePickupPlace)',
      tags: places,
      errors: { ...PLACE_ERRORS, ...NOT_FOUND, ...PRECONDITION },
    },
  ),
  describeOperation(
    placeOperations.uploadImage,
    { params: PlaceIdParams, answers: { 201: FileInfoSchema } },
    {
      summary: 'Uploads the place’s image, replacing the one it had (uploadPickupPlaceImage)',
      description:
        'multipart/form-data with one part `file`: JPEG, PNG or WebP, recognised by its bytes (the declared type is ' +
        'ignored), at most SANDBOX_MAX_IMAGE_BYTES (413 with nothing stored). A gzip-encoded upload is refused (415).',
      tags: places,
      bodyType: 'multipart/form-data',
      fileTypes: PLACE_IMAGE_TYPES,
      errors: {
        ...PLACE_ERRORS,
        ...NOT_FOUND,
        413: 'The image is larger than the limit',
        415: 'Not multipart, gzip-encoded, or not a JPEG, PNG or WebP image',
      },
    },
  ),
  describeRoute(
    'GET',
    '/files/*',
    {
      params: z.object({
        path: z.string().meta({ description: 'pickup-places/<uuid>/<uuid>.(jpg|png|webp)' }),
      }),
      answers: { 200: null },
    },
    {
      summary: 'An image file at the `url` of its FileInfo; immutable',
      tags: places,
      security: [],
      media: { 200: 'image/*' },
      answerNotes: NOT_MODIFIED,
      errors: { 404: 'No file at this address' },
    },
  ),
  describeOperation(
    orderOperations.get,
    { params: OrderIdParams, answers: { 200: OrderSchema } },
    {
      summary: 'Finds an order by id (spec 001, 4.1); the order as is, not in the envelope',
      tags: ['orders'],
      security: [{ BasicToken: [] }, { OAuth2: ['deliveries'] }],
      errorFormat: 'envelope',
      answerNotes: NOT_MODIFIED,
      errors: {
        400: 'A malformed id (names `orderId`)',
        401: 'No, a bad or an expired token (WWW-Authenticate: Bearer realm="ClientApi", error="invalid_token")',
        403: 'A Bearer token without the `deliveries` scope (insufficient_scope)',
        404: 'No such order under the account',
        406: 'Accept allows no JSON',
      },
    },
  ),
  describeRoute(
    'GET',
    '/',
    { answers: { 200: z.looseObject({ code: z.number(), status: z.string(), message: z.string() }) } },
    {
      summary: 'The platform’s root, without authentication (spec 001, 4.4)',
      tags: ['platform'],
      security: [],
      errors: {},
    },
  ),
  describeRoute(
    'GET',
    '/openapi.json',
    { answers: { 200: null } },
    {
      summary: 'This document',
      tags: ['platform'],
      security: [],
      media: { 200: 'application/json' },
      errors: {},
    },
  ),
  describeRoute(
    'GET',
    '/openapi',
    { answers: { 200: null } },
    {
      summary: 'This document as a page to read (no script, no other origin)',
      tags: ['platform'],
      security: [],
      media: { 200: 'text/html' },
      errors: {},
    },
  ),
  ...oauthOperations(),
];

function oauthOperations(): Described[] {
  const oauth = ['oauth'];
  const page = { 200: 'text/html' } as const;
  return [
    describeRoute(
      'POST',
      '/oauth/token',
      {
        body: OAuthTokenRequestSchema,
        answers: { 200: OAuthTokenResponseSchema, 201: OAuthRefreshResponseSchema },
      },
      {
        summary: 'The token endpoint (RFC 6749): an authorization code (200) or a refresh token (201)',
        description: 'Codes are single use: replaying one revokes every token descended from it.',
        tags: oauth,
        security: [{ OAuthClient: [] }],
        bodyType: 'application/x-www-form-urlencoded',
        errorFormat: 'oauth',
        answerNotes: {
          200: 'Tokens for an authorization code',
          201: 'A new access token for a refresh token',
        },
        errors: {
          400: 'invalid_request, invalid_grant, invalid_scope, unsupported_grant_type',
          401: 'invalid_client',
        },
      },
    ),
    describeRoute(
      'GET',
      '/oauth/authorize',
      { query: AuthorizeRequestSchema, answers: { 200: null } },
      {
        summary: 'The authorize page (also at /oauth/authorize/): sign in, then approve or deny',
        description:
          'An unknown client or another redirect_uri shows an error page and never redirects; other faults go back to ' +
          'the client. Known scopes: deliveries, collection-protocols, collection-places.',
        tags: oauth,
        security: [],
        media: page,
        errorFormat: 'page',
        errors: {
          400: 'An unknown client, a redirect_uri other than the registered one, a malformed request',
        },
      },
    ),
    describeRoute(
      'POST',
      '/oauth/authorize',
      { body: AuthorizeDecisionSchema, answers: { 302: null } },
      {
        summary: 'The user’s decision: back to the client with a code, or with error=access_denied',
        tags: oauth,
        security: [],
        bodyType: 'application/x-www-form-urlencoded',
        errorFormat: 'page',
        errors: { 400: 'A malformed form', 401: 'Not signed in on the platform' },
      },
    ),
    describeRoute(
      'POST',
      '/oauth/login',
      { body: PlatformLoginFormSchema, answers: { 303: null } },
      {
        summary: 'Signs in on the platform’s pages, then back to the authorize page',
        tags: oauth,
        security: [],
        bodyType: 'application/x-www-form-urlencoded',
        errorFormat: 'page',
        errors: { 400: 'A malformed form', 401: 'Wrong user name or password (the form again)' },
      },
    ),
    describeRoute(
      'GET',
      '/oauth/approvals',
      { answers: { 200: null } },
      {
        summary: 'The applications the signed-in user approved',
        tags: oauth,
        security: [],
        media: page,
        errorFormat: 'page',
        errors: {},
      },
    ),
    describeRoute(
      'POST',
      '/oauth/approvals/withdraw',
      { body: WithdrawApprovalFormSchema, answers: { 303: null } },
      {
        summary: 'Withdraws an approval: every token of that client for the user',
        tags: oauth,
        security: [],
        bodyType: 'application/x-www-form-urlencoded',
        errorFormat: 'page',
        errors: { 400: 'A malformed form', 401: 'Not signed in on the platform' },
      },
    ),
  ];
}
