import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- scripts/ lies outside src: the alias cannot name it
import { precompressDir } from '../../../scripts/precompress';
import { rawRequest, type RawResponse } from '@/sandbox/testing/raw-request';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';

// Issue 29, item 6: scripts and JSON answers arrive compressed. Raw bytes are read with node:http
// (fetch would decode them and hide what travelled).

/** A script much like a built one: repetitive enough to compress well, 60 KiB. */
const SCRIPT = Array.from({ length: 1500 }, (_, i) => `export const v${i} = "value ${i}";`).join('\n');

let stack: Stack;
let staff: BrowserClient;
let webRoot: string;
let written: string[];
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-build-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><title>Pickup Desk</title><div id="root"></div>',
  );
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), SCRIPT);
  await writeFile(
    join(webRoot, 'assets', 'app-1234.js.map'),
    JSON.stringify({ version: 3, mappings: SCRIPT }),
  );
  written = await precompressDir(webRoot);
  // The build's lists of each first screen's scripts: what makes a page over the threshold
  // (written after the build's compressed copies, as the build does).
  const screenScripts = Array.from({ length: 25 }, (_, i) => `/assets/chunk-${i}-a1b2c3d4.js`);
  await writeFile(
    join(webRoot, 'screen-preloads.json'),
    JSON.stringify({
      places: screenScripts,
      orders: screenScripts,
      order: screenScripts,
      place: screenScripts,
    }),
  );
  stack = await startStack({ sandbox: { seedPlaces: 60 }, bff: { webRoot } });
  staff = await signedIn(stack, 'staff');
});
afterAll(async () => {
  await stack?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string>) => rawRequest(stack.bffUrl, 'GET', path, headers);

const decode = (raw: RawResponse) =>
  raw.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(raw.body)
    : raw.headers['content-encoding'] === 'gzip'
      ? gunzipSync(raw.body)
      : raw.body;

describe('built assets, compressed at build time', () => {
  it('writes a brotli and a gzip copy of scripts, not of source maps or small files', () => {
    expect(written.map((f) => f.slice(webRoot.length))).toEqual([
      '/assets/app-1234.js.br',
      '/assets/app-1234.js.gz',
    ]);
  });

  it.each(['br', 'gzip'])('serves the %s copy as it is, cached for a year', async (encoding) => {
    const raw = await get('/assets/app-1234.js', { 'accept-encoding': `${encoding}, identity` });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe(encoding);
    expect(raw.headers['content-type']).toMatch(/javascript/);
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    const copy = await readFile(join(webRoot, 'assets', `app-1234.js.${encoding === 'br' ? 'br' : 'gz'}`));
    expect(raw.body.equals(copy)).toBe(true);
    expect(decode(raw).toString()).toBe(SCRIPT);
  });

  it('prefers brotli and serves the file itself to a client that takes neither', async () => {
    expect(
      (await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' })).headers[
        'content-encoding'
      ],
    ).toBe('br');
    const plain = await get('/assets/app-1234.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('does not make the compressed copies addresses of their own', async () => {
    expect((await get('/assets/app-1234.js.br', { accept: 'application/json' })).status).toBe(404);
  });
});

describe('answers made per request', () => {
  it('compresses a page of the search (JSON over the threshold)', async () => {
    const path = `/bff/places/search?eshopId=${DEMO_ESHOP}&q=a&size=50`;
    const headers = { cookie: staff.cookie, 'accept-encoding': 'gzip, deflate, br' };
    const raw = await get(path, headers);
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('br');
    const json = decode(raw);
    expect(json.length).toBeGreaterThan(raw.body.length * 3);
    expect(JSON.parse(json.toString()).items.length).toBeGreaterThan(0);
    const gz = await get(path, { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(json)).toBe(true);
  });

  it('compresses a platform list relayed by the proxy', async () => {
    const raw = await get(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=50`, {
      cookie: staff.cookie,
      'accept-encoding': 'gzip',
    });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(raw).toString()).items.length).toBe(50);
  });

  it('leaves small answers as they are', async () => {
    const raw = await get('/auth/session', { cookie: staff.cookie, 'accept-encoding': 'gzip, br' });
    expect(raw.status).toBe(200);
    expect(raw.body.length).toBeLessThan(1024);
    expect(raw.headers['content-encoding']).toBeUndefined();
  });

  it("keeps the map's points gzipped once per fill (its own Content-Encoding, not compressed again)", async () => {
    const raw = await get(`/bff/places/points?eshopId=${DEMO_ESHOP}`, {
      cookie: staff.cookie,
      'accept-encoding': 'gzip, br',
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString()).ids.length).toBeGreaterThan(60);
  });

  it.each(['/', '/places', '/orders/cccccccc-cccc-4ccc-8ccc-cccccccccc01'])(
    'compresses the page of a browser navigation to %s, the session in it',
    async (path) => {
      const raw = await get(path, {
        cookie: staff.cookie,
        accept: 'text/html',
        'accept-encoding': 'gzip, br',
      });
      expect(raw.status).toBe(200);
      expect(raw.headers['content-type']).toMatch(/^text\/html/);
      expect(raw.headers['content-encoding']).toBe('br');
      expect(raw.headers['cache-control']).toBe('no-store');
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      const page = decode(raw).toString();
      expect(page.length).toBeGreaterThan(1024);
      expect(page).toContain('<div id="root"></div>');
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/chunk-0-a1b2c3d4.js">');
      expect(page).toContain('"username":"staff"');
    },
  );

  it('answers an unknown address that is not a navigation with a ProblemDetail 404, as before', async () => {
    const raw = await get('/no/such/thing', { cookie: staff.cookie, accept: 'application/json' });
    expect(raw.status).toBe(404);
    expect(raw.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(raw.body.toString())).toMatchObject({
      status: 404,
      detail: 'Nothing at /no/such/thing.',
    });
  });

  it('answers without compression when the browser asks for none', async () => {
    const raw = await get(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=a&size=50`, { cookie: staff.cookie });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(raw.body.toString()).items.length).toBeGreaterThan(0);
  });
});
