import { ProblemDetailSchema } from '../common';
import { buildDocument } from './build';
import { bffOperations } from './bff-operations';

// The BFF's OpenAPI 3.1 document (issue 49), served at GET /bff/openapi.json to a signed-in user and
// written to docs/openapi/bff.json (npm run openapi). The fuzzer imports this function by this name.

export function bffOpenApiDocument() {
  return buildDocument({
    info: {
      title: 'Pickup Desk BFF',
      version: '1.0.0',
      description:
        'The browser-facing API of Pickup Desk, on the app’s own origin. Every route under /api and /bff needs the ' +
        'session cookie; every change also needs X-CSRF-Token equal to the session’s csrfToken and an Origin of ' +
        'PUBLIC_ORIGIN. Every error is a ProblemDetail (application/problem+json).',
    },
    securitySchemes: {
      Session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'pd_session',
        description: 'The session cookie set by sign-in (HttpOnly, SameSite=Lax).',
      },
      CsrfToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRF-Token',
        description: 'On every change (POST, PUT, PATCH, DELETE): the csrfToken of GET /auth/session.',
      },
    },
    security: [{ Session: [] }],
    errorFormats: { default: { media: 'application/problem+json', schema: ProblemDetailSchema } },
    operations: bffOperations,
  });
}
