import { z } from 'zod';
import { describeRoute, type Described } from './describe';
import { describeOrderLookup } from './platform-shapes';
import { sandboxOAuthOperations } from './sandbox-oauth';
import { NOT_MODIFIED, sandboxPlaceOperations } from './sandbox-places';

// The sandbox platform's operations (spec 000: pickup places; spec 001: the order, OAuth, the root),
// with the statuses it answers and the rules the specifications leave "not shown" (docs/api.md).

const platform = { tags: ['platform'], security: [], errors: {} };

const orderAndPlatform: readonly Described[] = [
  describeOrderLookup({
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
  }),
  describeRoute(
    'GET',
    '/',
    { answers: { 200: z.looseObject({ code: z.number(), status: z.string(), message: z.string() }) } },
    { summary: 'The platform’s root, without authentication (spec 001, 4.4)', ...platform },
  ),
  describeRoute(
    'GET',
    '/openapi.json',
    { answers: { 200: null } },
    { summary: 'This document', media: { 200: 'application/json' }, ...platform },
  ),
  describeRoute(
    'GET',
    '/openapi',
    { answers: { 200: null } },
    {
      summary: 'This document as a page to read (no script, no other origin)',
      media: { 200: 'text/html' },
      ...platform,
    },
  ),
];

export const sandboxOperations: readonly Described[] = [
  ...sandboxPlaceOperations,
  ...orderAndPlatform,
  ...sandboxOAuthOperations,
];
