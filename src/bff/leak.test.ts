import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlaceBody } from '../sandbox/testing/test-sandbox';
import { PlatformBrowser } from '../testing/platform-browser';
import {
  BrowserClient,
  DEMO_ESHOP,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  SECRETS,
  SHOWCASE_ORDER,
  startStack,
  type Stack,
} from '../testing/stack';
import { signedIn } from '../testing/signed-in';
import { storedTokens } from '../testing/platform-connect';

// Nothing the browser ever receives from the BFF may hold a credential of the installation or any
// OAuth token of a user: every flow is run like the SPA would, everything seen is searched.

const PLACES = '/api/v1/pickup-place';
const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const WEB_BUILD = resolve('dist/web');
const built = existsSync(resolve(WEB_BUILD, 'index.html'));

describe('no secret reaches the browser', () => {
  let stack: Stack;
  const clients: Record<string, BrowserClient> = {};
  /** What the browser saw on the platform's own pages (authorize, login). */
  const platformSeen: string[] = [];
  /** Every access and refresh token the sandbox issued to the BFF. */
  const tokens = new Set<string>();

  beforeAll(async () => {
    stack = await startStack({ bff: built ? { webRoot: WEB_BUILD } : {} });
    for (const user of ['admin', 'staff', 'support']) {
      clients[user] = await signedIn(stack, user);
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  const readTokens = async (username: string) => {
    const stored = await storedTokens(stack, username);
    expect(stored, `tokens of ${username}`).toBeDefined();
    tokens.add(stored!.accessToken);
    tokens.add(stored!.refreshToken);
    return stored!;
  };

  it('runs the staff flows: places CRUD and an image upload', async () => {
    const staff = clients.staff!;
    expect((await staff.fetch('/auth/session')).status).toBe(200);
    expect((await staff.fetch('/bff/config')).status).toBe(200);
    expect((await staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}&size=50`)).status).toBe(200);
    const body = newPlaceBody();
    const created = await staff.fetch(PLACES, { method: 'POST', json: body });
    expect(created.status).toBe(201);
    const id = created.data.id as string;
    const read = await staff.fetch(`${PLACES}/${id}`);
    const tag = read.headers.get('etag')!;
    expect((await staff.fetch(`${PLACES}/${id}`, { headers: { 'if-none-match': tag } })).status).toBe(304);
    expect(
      (
        await staff.fetch(`${PLACES}/${id}`, {
          method: 'PATCH',
          json: { note: 'patched' },
          headers: { 'if-match': tag },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await staff.fetch(`${PLACES}/${id}`, {
          method: 'PATCH',
          json: { note: 'stale' },
          headers: { 'if-match': tag },
        })
      ).status,
    ).toBe(412);
    expect((await staff.fetch(PLACES, { method: 'POST', json: body })).status).toBe(409);
    expect((await staff.fetch(PLACES, { method: 'POST', json: { ...body, email: 'x' } })).status).toBe(400);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pixel.png');
    const upload = await staff.fetch(`${PLACES}/${id}/image`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    expect((await staff.fetch(new URL(upload.data.url as string).pathname)).status).toBe(200);
    expect((await staff.fetch(`${PLACES}/${id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('runs the support flows: order lookup with Basic, connect, Bearer lookups, a refresh, disconnect', async () => {
    const support = clients.support!;
    expect((await support.fetch(ORDER)).status).toBe(200);
    expect((await support.fetch(`/api/v1/order/${SHOWCASE_ORDER.replace(/01$/, '99')}`)).status).toBe(404);
    expect((await support.fetch(PLACES, { method: 'POST', json: {} })).status).toBe(403);

    const connect = await support.fetch('/auth/platform/connect?returnTo=/orders');
    expect(connect.status).toBe(302);
    const platform = new PlatformBrowser(stack.sandboxUrl);
    const back = await platform.decide(connect.headers.get('location')!, 'approve');
    platformSeen.push(...platform.pages);
    const url = new URL(back);
    const callback = await support.fetch(`${url.pathname}${url.search}`);
    expect(callback.headers.get('location')).toBe('/orders?platform=connected');
    const first = await readTokens('support');
    expect((await support.fetch('/auth/session')).data.platform.connected).toBe(true);
    // The page itself carries the session of a connected user (spa-bootstrap.ts): searched as well.
    const page = await support.fetch('/orders', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(built ? 200 : 503);
    if (built) expect(page.text).toContain('"connected":true');
    expect((await support.fetch(ORDER)).status).toBe(200);

    // The platform forgets the access token: the next lookup refreshes (401 invalid_token, refresh, retry).
    stack.sandboxDb.prepare("DELETE FROM oauth_tokens WHERE kind = 'access'").run();
    const refreshes = stack.bff.platform!.refreshCount;
    expect((await support.fetch(ORDER)).status).toBe(200);
    expect(stack.bff.platform!.refreshCount).toBeGreaterThan(refreshes);
    const second = await readTokens('support');
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await support.fetch(ORDER)).status).toBe(200);

    expect((await support.fetch('/auth/platform/disconnect', { method: 'POST' })).status).toBe(204);
    expect((await support.fetch('/auth/session')).data.platform.connected).toBe(false);
    expect((await support.fetch(ORDER)).status).toBe(200);
  });

  it('runs the admin flows and the public endpoints', async () => {
    const admin = clients.admin!;
    for (const path of [
      '/auth/session',
      '/bff/config',
      '/bff/audit',
      '/healthz',
      '/readyz',
      `${PLACES}?eshopId=${DEMO_ESHOP}`,
      ORDER,
    ]) {
      expect((await admin.fetch(path)).status, path).toBeLessThan(500);
    }
    expect((await admin.fetch('/auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await admin.fetch('/auth/session')).status).toBe(401);
  });

  it('serves the web app, if built, without secrets', async () => {
    const web = new BrowserClient(stack.bffUrl);
    const index = await web.fetch('/', { headers: { accept: 'text/html' } });
    if (!built) {
      expect(index.status).toBe(503);
      return;
    }
    expect(index.status).toBe(200);
    const assets = [...index.text.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await web.fetch(asset);
      expect(res.status, asset).toBe(200);
      const map = /sourceMappingURL=(\S+)/.exec(res.text)?.[1];
      if (map) await web.fetch(new URL(map, `${stack.bffUrl}${asset}`).pathname);
    }
    clients.web = web;
  });

  it('found nothing secret in anything the browser saw', () => {
    expect(tokens.size).toBeGreaterThanOrEqual(3); // access, refresh, refreshed access
    const needles = [
      ...SECRETS,
      ...tokens,
      stack.config.tokenKey.toString('base64'),
      stack.config.tokenKey.toString('hex'),
      Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64'),
    ];
    const bff = Object.values(clients).flatMap((c) => c.seen);
    expect(bff.length).toBeGreaterThan(50);
    for (const [where, seen] of [
      ['BFF', bff],
      ['platform pages', platformSeen],
    ] as const) {
      for (const text of seen) {
        for (const needle of needles) {
          if (text.includes(needle))
            throw new Error(
              `${where} response holds a secret (${needle.slice(0, 6)}…): ${text.slice(0, 300)}`,
            );
        }
      }
    }
  });

  it('sets no cookie but pd_session, and that one HttpOnly', () => {
    let cookies = 0;
    for (const client of Object.values(clients)) {
      // BrowserClient.seen alternates: headers of a response, then its body.
      for (let i = 0; i < client.seen.length; i += 2) {
        const headers = JSON.parse(client.seen[i]!) as [string, string][];
        for (const [name, value] of headers) {
          if (name.toLowerCase() !== 'set-cookie') continue;
          cookies++;
          expect(value).toMatch(/^pd_session=/);
          expect(value).toMatch(/;\s*SameSite=Lax/i);
          if (value.startsWith('pd_session=;')) {
            // The sign-out clears the cookie: no value, already expired.
            expect(value).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
          } else {
            expect(value).toMatch(/;\s*HttpOnly/i);
            expect(value).toMatch(/;\s*Path=\//i);
          }
        }
        expect(headers.map(([n]) => n.toLowerCase())).not.toContain('www-authenticate');
      }
    }
    expect(cookies).toBeGreaterThanOrEqual(3); // one sign-in each, and a sign-out
  });
});
