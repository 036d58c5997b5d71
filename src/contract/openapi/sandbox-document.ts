import { ErrorEnvelopeSchema, ProblemDetailSchema } from '../common';
import { OAuthErrorSchema } from '../orders/oauth-token';
import { buildDocument } from './build';
import { sandboxOperations } from './sandbox-operations';

// The sandbox platform's OpenAPI 3.1 document (issue 49), served at GET /openapi.json and written
// to docs/openapi/sandbox.json (npm run openapi). The fuzzer imports this function by this name.

const SECURITY_SCHEMES = {
  ApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'The pickup place service’s API key (spec 000, 5). Missing or invalid: 401; no access: 403.',
  },
  BasicToken: {
    type: 'http',
    scheme: 'basic',
    description:
      'The platform’s API token (spec 001, 5): `Authorization: Basic <API_TOKEN>`, exactly one space; the token is ' +
      'sent as it was issued, not as user:password in base64. It does not expire.',
  },
  OAuth2: {
    type: 'oauth2',
    description:
      'OAuth 2.0 authorization code (spec 001, 5): `Authorization: Bearer <access_token>`; access tokens last 60 ' +
      'minutes, refresh tokens do not expire. An expired or invalid token: 401 with WWW-Authenticate: Bearer.',
    flows: {
      authorizationCode: {
        authorizationUrl: '/oauth/authorize/',
        tokenUrl: '/oauth/token',
        refreshUrl: '/oauth/token',
        scopes: {
          deliveries: 'Orders and their deliveries',
          'collection-protocols': 'Collection protocols',
          'collection-places': 'Collection places',
        },
      },
    },
  },
  OAuthClient: {
    type: 'http',
    scheme: 'basic',
    description:
      'The OAuth client at the token endpoint: base64 of client_id:client_secret (RFC 6749, 2.3.1).',
  },
} as const;

export function sandboxOpenApiDocument() {
  return buildDocument({
    info: {
      title: 'Pickup Desk sandbox platform',
      version: '3.17.5',
      description:
        'The sandbox of the platform: pickup places (spec 000) with the API key, the order lookup (spec 001) with ' +
        'Basic or Bearer. Every answer may also be 405 (with Allow), 410 (/v1/…, /api/v0/…), 500. JSON is indented ' +
        'unless prettyPrint=false; gzip on Accept-Encoding; Accept-Language: cs gives Czech titles and messages; ' +
        'X-HTTP-Method-Override on a POST acts as PUT or DELETE.',
    },
    tags: [{ name: 'pickup places' }, { name: 'orders' }, { name: 'oauth' }, { name: 'platform' }],
    securitySchemes: SECURITY_SCHEMES,
    security: [{ ApiKey: [] }],
    errorFormats: {
      default: { media: 'application/problem+json', schema: ProblemDetailSchema },
      envelope: { media: 'application/json', schema: ErrorEnvelopeSchema },
      oauth: { media: 'application/json', schema: OAuthErrorSchema },
      page: { media: 'text/html', schema: null },
    },
    operations: sandboxOperations,
  });
}
