import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformBrowser } from '@/testing/platform-browser';
import { BrowserClient, SHOWCASE_ORDER, startStack, type Stack } from '@/testing/stack';

// Demo mode's OAuth connect from wherever the app is opened: the sandbox's sign-in, consent and
// approvals pages come through the app's own origin (the sandbox listens on a loopback port only),
// and the redirect returns to the public origin the browser used, where its session cookie is.

let stack: Stack;
let localhost: string;
beforeAll(async () => {
  stack = await startStack({ demoOAuth: true });
  localhost = `http://localhost:${new URL(stack.bffUrl).port}`;
});
afterAll(() => stack?.close());

/** Signs in at `origin`, connects through the pages served there, and returns what happened. */
async function connectAt(origin: string, decision: 'approve' | 'deny' = 'approve') {
  const client = new BrowserClient(origin);
  expect((await client.login('staff')).status).toBe(200);
  const start = await client.fetch('/auth/platform/connect?returnTo=/orders');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const platform = new PlatformBrowser(origin);
  const back = await platform.decide(authorize.toString(), decision);
  const callback = await client.fetch(back.slice(origin.length));
  return { client, authorize, back, callback, platform };
}

describe('OAuth connect in demo mode', () => {
  it('works at http://localhost: authorize page on the app, redirect back to localhost, orders read with Bearer', async () => {
    const { client, authorize, back, callback, platform } = await connectAt(localhost);
    expect(authorize.origin).toBe(localhost);
    expect(authorize.pathname).toBe('/oauth/authorize/');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${localhost}/auth/callback`);
    expect(back.startsWith(`${localhost}/auth/callback?`)).toBe(true);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/orders?platform=connected');
    expect((await client.fetch('/auth/session')).data.platform.connected).toBe(true);
    expect((await client.fetch(`/api/v1/order/${SHOWCASE_ORDER}`)).status).toBe(200);
    // Nothing of the sandbox's own address reached the browser.
    const sandboxPort = new URL(stack.sandboxUrl).port;
    for (const page of [...platform.pages, ...client.seen]) expect(page).not.toContain(`:${sandboxPort}`);
  });

  it('works at http://127.0.0.1 as well, returning there', async () => {
    const { authorize, back, callback } = await connectAt(stack.bffUrl);
    expect(authorize.origin).toBe(stack.bffUrl);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${stack.bffUrl}/auth/callback`);
    expect(back.startsWith(`${stack.bffUrl}/auth/callback?`)).toBe(true);
    expect(callback.headers.get('location')).toBe('/orders?platform=connected');
  });

  it('reports a denial at localhost with platform=denied', async () => {
    const { callback } = await connectAt(localhost, 'deny');
    expect(callback.headers.get('location')).toBe('/orders?platform=denied');
  });

  it('serves the platform pages with the app’s security headers, and the approvals page withdraws', async () => {
    const { client, platform } = await connectAt(localhost);
    const page = await fetch(`${localhost}/oauth/approvals`, { headers: { cookie: platform.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(await page.text()).toContain('Withdraw approval');
    await platform.withdraw();
    const order = await client.fetch(`/api/v1/order/${SHOWCASE_ORDER}`);
    expect(order.status).toBe(403);
    expect(order.data.type).toBe('/problems/platform-reconnect-required');
  });

  it('keeps the token endpoint off the app: only the browser pages are served', async () => {
    const res = await new BrowserClient(localhost).fetch('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=x',
    });
    // Refused by the app itself (a POST without a session), never answered by the platform.
    expect([401, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.text).not.toMatch(/invalid_client|invalid_grant|error_description/);
    const other = await new BrowserClient(localhost).fetch('/oauth/clients');
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('refuses a platform form posted from another site (Origin check)', async () => {
    const res = await new BrowserClient(localhost).fetch('/oauth/login', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&password=demo',
    });
    expect(res.status).toBe(403);
  });
});
