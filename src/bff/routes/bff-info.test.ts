import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigSchema } from '@/contract/desk/config';
import { PLATFORM_PROBE_MS } from '@/bff/readiness';
import { BrowserClient, SECRETS, SHOWCASE_ORDER, startStack, type Stack } from '@/testing/stack';
import { expectProblem } from '@/testing/expect-problem';

// The BFF's own endpoints (/bff/config, /healthz, /readyz), the security headers on every kind of
// answer, and serving the built SPA (caching and client-side routing), all through real HTTP.

type Res = Awaited<ReturnType<BrowserClient['fetch']>>;

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("pickup desk test bundle");';

/** The Content-Security-Policy as directive → sources. */
function csp(res: Res): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(res: Res, tileOrigin = 'https://tile.openstreetmap.org') {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src')!;
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const images = policy.get('img-src')!;
  expect(images).toContain(tileOrigin);
  for (const wide of ['*', 'http:', 'https:']) expect(images).not.toContain(wide);
  for (const [name, sources] of policy)
    expect({ name, sources: sources.filter((s) => s === '*') }).toEqual({ name, sources: [] });
  expect(policy.get('connect-src') ?? policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBeTruthy();
}

let webRoot: string;
/** No web build (the harness's default webRoot). */
let bare: Stack;
/** A web build in a temp folder. */
let built: Stack;
/** Another tile server. */
let tiles: Stack;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'bff-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
  await writeFile(join(webRoot, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  [bare, built, tiles] = await Promise.all([
    startStack(),
    startStack({ bff: { webRoot } }),
    startStack({
      bff: {
        webRoot,
        mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
        mapTileAttribution: '© Example Tiles',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([bare?.close(), built?.close(), tiles?.close()]);
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

describe('GET /bff/config', () => {
  it('has the SPA’s settings, no e-shops before sign-in, and is not cached', async () => {
    const res = await new BrowserClient(bare.bffUrl).fetch('/bff/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.data).toMatchObject({
      eshops: [],
      sandbox: true,
      maxImageBytes: 5 * 1024 * 1024,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
    });
    expect(typeof res.data.maxImageBytes).toBe('number');
  });

  it('lists the installation’s e-shops once signed in', async () => {
    const client = new BrowserClient(bare.bffUrl);
    expect((await client.login('support')).status).toBe(200);
    const res = await client.fetch('/bff/config');
    expect(res.status).toBe(200);
    expect(res.data.eshops).toEqual(bare.config.eshops);
    for (const shop of res.data.eshops) expect(Object.keys(shop).sort()).toEqual(['id', 'name']);
    // Exactly the contract's configuration, nothing more.
    expect(AppConfigSchema.strict().parse(res.data)).toEqual(res.data);
  });

  it('reports the configured tile server', async () => {
    const res = await new BrowserClient(tiles.bffUrl).fetch('/bff/config');
    expect(res.data).toMatchObject({
      mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example Tiles',
    });
  });

  it('never shows a platform credential', async () => {
    const client = new BrowserClient(bare.bffUrl);
    await client.login('admin');
    const res = await client.fetch('/bff/config');
    for (const secret of SECRETS) expect(res.text).not.toContain(secret);
  });
});

describe('security headers', () => {
  it('are on a JSON answer', async () => {
    const res = await new BrowserClient(bare.bffUrl).fetch('/bff/config');
    expectSecurityHeaders(res);
  });

  it('are on an HTML answer (index.html)', async () => {
    const res = await new BrowserClient(built.bffUrl).fetch('/', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(res);
  });

  it('are on an error answer', async () => {
    const res = await new BrowserClient(bare.bffUrl).fetch('/api/v1/pickup-place', {
      headers: { accept: 'application/json' },
    });
    expectProblem(res, 401);
    expectSecurityHeaders(res);
  });

  it('allow images from another configured tile server, with {s} subdomains', async () => {
    const res = await new BrowserClient(tiles.bffUrl).fetch('/', { headers: { accept: 'text/html' } });
    const images = csp(res).get('img-src')!;
    expect(images).toContain('https://*.tiles.example.com');
    expect(images).not.toContain('https://tile.openstreetmap.org');
    expectSecurityHeaders(res, 'https://*.tiles.example.com');
  });
});

describe('SPA serving', () => {
  it.each(['/', '/places/some/deep/link', `/orders/${SHOWCASE_ORDER}?tab=parcels`])(
    'answers the navigation %s with index.html, not cached',
    async (path) => {
      const res = await new BrowserClient(built.bffUrl).fetch(path, {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      // index.html as built, with the request's session and configuration (spa-bootstrap.test.ts).
      expect(
        res.text.replace(/\s*<script type="application\/json" id="pd-bootstrap">[^<]*<\/script>\s*/, ''),
      ).toBe(INDEX_HTML);
      expect(res.headers.get('cache-control')).toMatch(/no-cache|no-store/);
      expect(res.headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
    },
  );

  it('serves a hashed asset as immutable for a year', async () => {
    const res = await new BrowserClient(built.bffUrl).fetch('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(APP_JS);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toContain('immutable');
    expect(cache).toContain('max-age=31536000');
  });

  it('does not mark other top-level files immutable', async () => {
    const res = await new BrowserClient(built.bffUrl).fetch('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    const index = await new BrowserClient(built.bffUrl).fetch('/index.html');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toMatch(/no-cache|no-store/);
  });

  it('answers an unknown API path with a 404 ProblemDetail, not index.html', async () => {
    const client = new BrowserClient(built.bffUrl);
    expectProblem(await client.fetch('/api/unknown', { headers: { accept: 'application/json' } }), 404);
    // Even when a browser asks for HTML, API paths never fall back to the app.
    for (const path of ['/api/unknown', '/api/v1/nothing/here', '/bff/unknown', '/auth/unknown']) {
      const res = await client.fetch(path, { headers: { accept: 'text/html' } });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expectProblem(res, 404);
    }
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await new BrowserClient(built.bffUrl).fetch('/assets/app-missing.js', {
      headers: { accept: '*/*' },
    });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<!doctype html>');
  });

  it('answers a non-navigation request for an unknown path with 404 ProblemDetail', async () => {
    expectProblem(
      await new BrowserClient(built.bffUrl).fetch('/places/x', { headers: { accept: 'application/json' } }),
      404,
    );
  });

  it('without a build, answers a navigation with 503 and a text that says to build', async () => {
    for (const path of ['/', '/places/some/deep/link']) {
      const res = await new BrowserClient(bare.bffUrl).fetch(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/npm run build/);
      expect(res.text).not.toMatch(/\n\s+at /);
    }
  });
});

describe('liveness and readiness', () => {
  it('GET /healthz answers 200 without a session', async () => {
    const res = await new BrowserClient(bare.bffUrl).fetch('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('GET /readyz answers 200 while the sandbox is up, 503 once it is down, while /healthz stays 200', async () => {
    const client = new BrowserClient(bare.bffUrl);
    expect((await client.fetch('/readyz')).status).toBe(200);
    await bare.stopSandbox();
    // The platform's reachability is probed at most every PLATFORM_PROBE_MS: asked again until then.
    let down = await client.fetch('/readyz');
    for (const end = Date.now() + PLATFORM_PROBE_MS + 2_000; down.status === 200 && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 200));
      down = await client.fetch('/readyz');
    }
    expect(down.status).toBe(503);
    expect(down.text).not.toMatch(/\n\s+at |ECONNREFUSED|127\.0\.0\.1/);
    expect((await client.fetch('/healthz')).status).toBe(200);
  });
});
