import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOpenApiDocument } from '@/contract/openapi/sandbox-document';
import { sandboxOperations } from '@/contract/openapi/sandbox-operations';
import { describedOf, operationsOf } from '@/server/openapi-coverage';
import { OPENAPI_PAGE_CSP } from '@/server/openapi-page';
import { routesOf } from '@/server/route-inventory';
import { buildSandbox, type Sandbox } from '../app';
import { REDIRECT_URI } from '../testing/test-sandbox';

// The sandbox serves its OpenAPI document and a page of it, and the document describes exactly
// the operations the sandbox's routes offer, so neither can drift from the other (issue 49).

describe('the sandbox’s OpenAPI document', () => {
  let sandbox: Sandbox;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sandbox-openapi-'));
    sandbox = await buildSandbox({
      dataDir,
      maxImageBytes: 1024,
      tokenTtlS: 3600,
      codeTtlS: 90,
      seedPlaces: 0,
      redirectUri: REDIRECT_URI,
    });
    await sandbox.app.ready();
  });
  afterAll(async () => {
    await sandbox?.app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is served without credentials, as the builder writes it', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(sandboxOpenApiDocument());
  });

  it('serves a page that loads nothing from another origin, under its own strict policy', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/openapi',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(OPENAPI_PAGE_CSP);
    expect(OPENAPI_PAGE_CSP).toMatch(/default-src 'none'/);
    expect(OPENAPI_PAGE_CSP).not.toMatch(/unsafe|https?:/);
    expect(res.body).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect([...res.body.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1])).toEqual(['/openapi.json']);
    expect(res.body).toContain('/api/v1/pickup-place/{id}/image');
  });

  it('refuses another method on the document, its page and the root with 405 and Allow', async () => {
    for (const url of ['/openapi.json', '/openapi', '/'])
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await sandbox.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
      }
  });

  it('describes every operation the sandbox’s routes offer, and no other', () => {
    expect(describedOf(sandboxOperations)).toEqual(operationsOf(routesOf(sandbox.app)));
  });
});
