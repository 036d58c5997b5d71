import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID } from '@/contract/desk/bootstrap';
import { AppConfigSchema } from '@/contract/desk/config';
import { SessionInfoSchema } from '@/contract/desk/session';
import { BrowserClient, SECRETS, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// Issue 25: index.html comes with the request's session and configuration, so the first screen's
// data leaves as soon as the first script runs. The page is per user: never stored by a cache, the
// block is data the browser never runs (the CSP stays `script-src 'self'`), and no user-typed text
// can end it and start a script of its own.

const PAGE =
  '<!doctype html><html><head><title>Pickup Desk</title>' +
  '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
/** Each first screen's scripts, as the build lists them (scripts/screen-preloads.ts). */
const PRELOADS = {
  signIn: ['/assets/theme-1.js', '/assets/sign-in-1.js'],
  places: ['/assets/theme-1.js', '/assets/shell-1.js', '/assets/places-1.js'],
  place: ['/assets/theme-1.js', '/assets/shell-1.js', '/assets/editor-1.js'],
  orders: [
    '/assets/theme-1.js',
    '/assets/shell-1.js',
    '/assets/orders-1.js',
    '/assets/x.js"><script src="/evil.js',
  ],
  order: ['/assets/theme-1.js', '/assets/shell-1.js', '/assets/orders-1.js', '/assets/order-view-1.js'],
};

/** A username that would end the block and run a script of its own if it were written unescaped. */
const HOSTILE = '</script><script>alert(1)</script><!--';

let stack: Stack;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-bootstrap-'));
  await writeFile(join(webRoot, 'index.html'), PAGE);
  await writeFile(join(webRoot, 'screen-preloads.json'), JSON.stringify(PRELOADS));
  stack = await startStack({ bff: { webRoot } });
  await stack.bff.users.add(HOSTILE, 'hostile-pass', 'staff');
});
afterAll(async () => {
  await stack?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (client: BrowserClient, path = '/places') =>
  client.fetch(path, { headers: { accept: 'text/html' } });

/** The bootstrap block's JSON, and the page's scripts (the entry and the block, nothing else). */
function read(html: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const block = scripts.find((m) => m[1]!.includes(`id="${BOOTSTRAP_ELEMENT_ID}"`));
  expect(block?.[1]).toContain('type="application/json"');
  return { bootstrap: JSON.parse(block![2]!) as { session: unknown; config: unknown }, scripts };
}

describe('index.html with the session and the configuration', () => {
  it('carries a signed-in user the same answers as /auth/session and /bff/config', async () => {
    const staff = await signedIn(stack, 'staff');
    const res = await page(staff);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { bootstrap } = read(res.text);
    expect(SessionInfoSchema.parse(bootstrap.session)).toEqual((await staff.fetch('/auth/session')).data);
    expect(AppConfigSchema.parse(bootstrap.config)).toEqual((await staff.fetch('/bff/config')).data);
    expect((bootstrap.config as { eshops: unknown[] }).eshops.length).toBeGreaterThan(0);
    // The root and any deep link alike.
    expect(read((await page(staff, '/')).text).bootstrap.session).toEqual(bootstrap.session);
    expect(read((await page(staff, '/orders/x?y=1')).text).bootstrap.session).toEqual(bootstrap.session);
  });

  it('tells a visitor without a session that nobody is signed in, and nothing of the e-shops', async () => {
    const { bootstrap } = read((await page(new BrowserClient(stack.bffUrl))).text);
    expect(bootstrap.session).toBeNull();
    expect(AppConfigSchema.parse(bootstrap.config).eshops).toEqual([]);
  });

  it('says nobody is signed in once the session has ended', async () => {
    const staff = await signedIn(stack, 'staff');
    expect((await staff.fetch('/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(read((await page(staff)).text).bootstrap.session).toBeNull();
  });

  it('keeps a hostile username inside the block, as data', async () => {
    const hostile = await signedIn(stack, HOSTILE, 'hostile-pass');
    const { text } = await page(hostile);
    const { bootstrap, scripts } = read(text);
    expect((bootstrap.session as { user: { username: string } }).user.username).toBe(HOSTILE);
    expect(text).not.toContain('<script>alert');
    expect(text).not.toContain('<!--');
    // The entry script and the data block: no other script element came out of the name.
    expect(scripts).toHaveLength(2);
  });

  it('keeps the policy strict and no secret of the installation in the page', async () => {
    const staff = await signedIn(stack, 'staff');
    const res = await page(staff);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;?\s*script|nonce-/);
    for (const secret of SECRETS) expect(res.text).not.toContain(secret);
  });
});

describe("index.html with the first screen's scripts preloaded", () => {
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('names the scripts of the screen the address leads a signed-in user to', async () => {
    const staff = await signedIn(stack, 'staff');
    expect(preloaded((await page(staff, '/places?page=2')).text)).toEqual(PRELOADS.places);
    expect(preloaded((await page(staff, '/places/new')).text)).toEqual(PRELOADS.place);
    expect(preloaded((await page(staff, '/')).text)).toEqual(PRELOADS.places);
    expect(preloaded((await page(staff, '/signin')).text)).toEqual(PRELOADS.signIn);
    expect(preloaded((await page(staff, '/signout')).text)).toEqual([]);
    // An order's address brings the order's view with the lookup's; the lookup alone does not.
    expect(preloaded((await page(staff, '/orders/cccccccc-cccc-4ccc-8ccc-cccccccccc01')).text)).toEqual(
      PRELOADS.order,
    );
    expect(preloaded((await page(staff, '/orders')).text)).toEqual(PRELOADS.orders.slice(0, 3));
  });

  it("names sign-in's for a visitor without a session, wherever they were going", async () => {
    const visitor = new BrowserClient(stack.bffUrl);
    for (const path of ['/', '/places', '/orders/x'])
      expect(preloaded((await page(visitor, path)).text), path).toEqual(PRELOADS.signIn);
  });

  it('lands support on orders, and never writes a listed name that is no asset of the build', async () => {
    const support = await signedIn(stack, 'support');
    const { text } = await page(support, '/');
    expect(preloaded(text)).toEqual(PRELOADS.orders.slice(0, 3));
    expect(text).not.toContain('evil');
  });
});
