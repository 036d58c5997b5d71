import type { FastifyInstance } from 'fastify';
import { bffOpenApiDocument } from '@/contract/openapi/bff-document';
import { OPENAPI_PAGE_CSP, openApiPage } from '@/server/openapi-page';
import { requireSignIn } from '../plugins/session';

// The BFF's OpenAPI document and its page (issue 49), under /bff: for a signed-in user, as every
// /bff route (401 otherwise, before anything is written). The page has its own, stricter policy.

export function registerOpenApiRoutes(app: FastifyInstance) {
  const document = bffOpenApiDocument();
  const page = openApiPage(document, '/bff/openapi.json');
  app.get('/bff/openapi.json', { preValidation: requireSignIn }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(document),
  );
  app.get('/bff/openapi', { preValidation: requireSignIn }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', OPENAPI_PAGE_CSP)
      .send(page),
  );
}
