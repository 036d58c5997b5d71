import type { FastifyInstance } from 'fastify';
import { sandboxOpenApiDocument } from '@/contract/openapi/sandbox-document';
import { OPENAPI_PAGE_CSP, openApiPage } from '@/server/openapi-page';
import { allowOnly } from '../http/error-handler';

// The sandbox's OpenAPI document and its page (issue 49). Public, as the root and the files are:
// it describes the platform, holds no account's data, and a client reads it before it has a key.

export function registerOpenApiRoutes(app: FastifyInstance) {
  const document = sandboxOpenApiDocument();
  const page = openApiPage(document, '/openapi.json');
  app.get('/openapi.json', async () => document);
  app.get('/openapi', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', OPENAPI_PAGE_CSP).send(page),
  );
  // Another method: 405 with Allow, as on every other path (not the catch-all's 404; issue 49).
  allowOnly(app, '/openapi.json', ['GET']);
  allowOnly(app, '/openapi', ['GET']);
}
