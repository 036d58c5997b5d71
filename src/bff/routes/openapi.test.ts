import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffOpenApiDocument } from '@/contract/openapi/bff-document';
import { bffOperations } from '@/contract/openapi/bff-operations';
import { describedOf, operationsOf } from '@/server/openapi-coverage';
import { OPENAPI_PAGE_CSP } from '@/server/openapi-page';
import { routesOf } from '@/server/route-inventory';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient, startStack, type Stack } from '@/testing/stack';

// The BFF serves its OpenAPI document and a page of it to a signed-in user, and the document
// describes exactly its own and relayed operations (/bff, /api, /files), so neither drifts (issue 49).

describe('the BFF’s OpenAPI document', () => {
  let stack: Stack;
  let support: BrowserClient;
  beforeAll(async () => {
    stack = await startStack();
    support = await signedIn(stack, 'support');
  });
  afterAll(() => stack?.close());

  it('is for a signed-in user only', async () => {
    const anonymous = new BrowserClient(stack.bffUrl);
    expect((await anonymous.fetch('/bff/openapi.json')).status).toBe(401);
    expect((await anonymous.fetch('/bff/openapi')).status).toBe(401);
  });

  it('is served as the builder writes it', async () => {
    const res = await support.fetch('/bff/openapi.json');
    expect(res.status).toBe(200);
    expect(res.data).toEqual(bffOpenApiDocument());
  });

  it('serves a page that loads nothing from another origin, under its own strict policy', async () => {
    const res = await support.fetch('/bff/openapi');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(OPENAPI_PAGE_CSP);
    expect(res.text).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect([...res.text.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1])).toEqual(['/bff/openapi.json']);
  });

  it('describes every /bff, /api and /files operation of the BFF, and every described one exists', () => {
    const described = describedOf(bffOperations);
    const served = operationsOf(routesOf(stack.bff.app));
    const ours = (op: string) => /^\w+ \/(bff|api|files)\//.test(op);
    expect(described.filter(ours)).toEqual(served.filter(ours));
    expect(served).toEqual(expect.arrayContaining(described));
  });
});
