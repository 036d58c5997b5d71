import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformTokens } from '../store/platform-tokens';
import { PlatformBrowser } from '../../testing/platform-browser';
import { BrowserClient, OAUTH_CLIENT_ID, SHOWCASE_ORDER, startStack, type Stack } from '../../testing/stack';
import { expectProblem } from '../../testing/expect-problem';
import { signedIn } from '../../testing/signed-in';

// Connecting a platform account through the BFF, end to end: the BFF's connect and callback, the
// sandbox's real authorize page driven like a browser would, Bearer order lookups, refresh,
// withdrawal and disconnect.

const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Path and query of an absolute URL on the BFF. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** GET /auth/platform/connect: the authorize URL it redirects to. */
async function startConnect(stack: Stack, client: BrowserClient, returnTo?: string) {
  const res = await client.fetch(
    `/auth/platform/connect${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`,
  );
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.startsWith(`${stack.sandboxUrl}/oauth/authorize/?`)).toBe(true);
  return location;
}

/** The whole flow; returns where the callback sent the browser. */
async function connect(
  stack: Stack,
  client: BrowserClient,
  returnTo = '/orders',
  decision: 'approve' | 'deny' = 'approve',
) {
  const authorize = await startConnect(stack, client, returnTo);
  const platform = new PlatformBrowser(stack.sandboxUrl);
  const back = await platform.decide(authorize, decision);
  expect(back.startsWith(`${stack.bffUrl}/auth/callback?`)).toBe(true);
  const callback = await client.fetch(local(back));
  expect(callback.status).toBe(302);
  return { location: callback.headers.get('location')!, callbackPath: local(back), platform };
}

const connected = async (client: BrowserClient) => {
  const res = await client.fetch('/auth/session');
  expect(res.status).toBe(200);
  return res.data.platform.connected as boolean;
};

const accessTokensIssued = (stack: Stack) =>
  (
    stack.sandboxDb.prepare("SELECT COUNT(*) AS n FROM oauth_tokens WHERE kind = 'access'").get() as {
      n: number;
    }
  ).n;

describe('connecting a platform account', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('redirects to the authorize page with a fresh state and the redirect_uri', async () => {
    const client = await signedIn(stack, 'admin');
    const first = new URL(await startConnect(stack, client));
    const second = new URL(await startConnect(stack, client));
    expect(first.searchParams.get('response_type')).toBe('code');
    expect(first.searchParams.get('client_id')).toBe(OAUTH_CLIENT_ID);
    expect(first.searchParams.get('redirect_uri')).toBe(`${stack.bffUrl}/auth/callback`);
    expect(first.searchParams.get('scope')).toBe('deliveries');
    expect(first.searchParams.get('state')!.length).toBeGreaterThanOrEqual(20);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    expect(first.searchParams.has('client_secret')).toBe(false);
    expectProblem(await new BrowserClient(stack.bffUrl).fetch('/auth/platform/connect'), 401);
  });

  it('connects: callback to returnTo with platform=connected, tokens stored encrypted, orders read with Bearer', async () => {
    const client = await signedIn(stack, 'support');
    expect(await connected(client)).toBe(false);
    const before = accessTokensIssued(stack);
    const { location } = await connect(stack, client, '/orders?tab=lookup');
    expect(location).toBe('/orders?tab=lookup&platform=connected');
    expect(await connected(client)).toBe(true);
    expect(accessTokensIssued(stack)).toBe(before + 1);

    const userId = stack.bff.users.byName('support')!.id;
    const tokens = createPlatformTokens(stack.bff.db, stack.config.tokenKey).get(userId)!;
    expect(tokens.accessToken).toMatch(/^[a-z0-9]{40}$/);
    expect(tokens.refreshToken).toMatch(/^[a-z0-9]{40}$/);
    const raw = stack.bff.db
      .prepare('SELECT access_token, refresh_token FROM platform_tokens WHERE user_id = ?')
      .get(userId) as {
      access_token: string;
      refresh_token: string;
    };
    expect(JSON.stringify(raw)).not.toContain(tokens.accessToken);
    expect(JSON.stringify(raw)).not.toContain(tokens.refreshToken);

    // Without the Basic token, the order can only have been read with the Bearer token.
    const rest = stack.config.rest!;
    stack.config.rest = { url: rest.url };
    try {
      const res = await client.fetch(ORDER);
      expect(res.status, res.text).toBe(200);
      expect(res.data.id).toBe(SHOWCASE_ORDER);
    } finally {
      stack.config.rest = rest;
    }
    // Other users are not connected by it.
    expect(await connected(await signedIn(stack, 'staff'))).toBe(false);
  });

  it('reports a denied approval with platform=denied and stays disconnected', async () => {
    const client = await signedIn(stack, 'staff');
    const { location } = await connect(stack, client, '/orders', 'deny');
    expect(location).toBe('/orders?platform=denied');
    expect(await connected(client)).toBe(false);
  });

  it('refuses a forged state with /?platform=invalid-state', async () => {
    const client = await signedIn(stack, 'staff');
    await startConnect(stack, client);
    const res = await client.fetch(`/auth/callback?code=${'a'.repeat(40)}&state=forged-state-value`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?platform=invalid-state');
    const missing = await client.fetch(`/auth/callback?code=${'a'.repeat(40)}`);
    expect(missing.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(client)).toBe(false);
  });

  it('refuses a replayed state (the same callback URL twice)', async () => {
    const client = await signedIn(stack, 'admin');
    const { location, callbackPath } = await connect(stack, client, '/');
    expect(location).toBe('/?platform=connected');
    const replay = await client.fetch(callbackPath);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/?platform=invalid-state');
    await client.fetch('/auth/platform/disconnect', { method: 'POST' });
  });

  it('refuses a state issued to another session', async () => {
    const victim = await signedIn(stack, 'staff');
    const attacker = await signedIn(stack, 'admin');
    const authorize = await startConnect(stack, attacker, '/mine');
    const back = await new PlatformBrowser(stack.sandboxUrl).decide(authorize, 'approve');
    const res = await victim.fetch(local(back));
    expect(res.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(victim)).toBe(false);
    // The state was bound to the attacker's session and is spent now.
    const late = await attacker.fetch(local(back));
    expect(late.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(attacker)).toBe(false);
  });

  it('refuses an expired state', async () => {
    const client = await signedIn(stack, 'staff');
    const authorize = await startConnect(stack, client);
    const back = await new PlatformBrowser(stack.sandboxUrl).decide(authorize, 'approve');
    stack.bff.db.prepare('UPDATE oauth_states SET expires_at = ?').run(Date.now() - 1000);
    const res = await client.fetch(local(back));
    expect(res.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(client)).toBe(false);
  });

  it('asks a callback without a session to sign in', async () => {
    const res = await new BrowserClient(stack.bffUrl).fetch(`/auth/callback?code=x&state=y`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?platform=signin-required');
  });

  it('reports a code the platform refuses with platform=failed', async () => {
    const client = await signedIn(stack, 'staff');
    const authorize = new URL(await startConnect(stack, client, '/orders'));
    const state = authorize.searchParams.get('state')!;
    const res = await client.fetch(`/auth/callback?code=${'z'.repeat(40)}&state=${state}`);
    expect(res.headers.get('location')).toBe('/orders?platform=failed');
    expect(await connected(client)).toBe(false);
  });

  it('returns only to local paths (no open redirect)', async () => {
    const client = await signedIn(stack, 'staff');
    for (const returnTo of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { location } = await connect(stack, client, returnTo, 'deny');
      expect(location, `returnTo ${JSON.stringify(returnTo)}`).toBe('/?platform=denied');
    }
    // A local path is kept.
    expect((await connect(stack, client, '/places/new', 'deny')).location).toBe(
      '/places/new?platform=denied',
    );
  });

  it('returns only to local paths even when a tab or newline hides a second slash', async () => {
    // Browsers drop tabs and newlines from URLs (WHATWG URL parser), so "/\t/evil.example" is "//evil.example".
    const client = await signedIn(stack, 'staff');
    for (const returnTo of ['/\t/evil.example', '/\n/evil.example', '\t//evil.example']) {
      const callback = await client.fetch(
        `/auth/callback?error=access_denied&state=${new URL(await startConnect(stack, client, returnTo)).searchParams.get('state')}`,
      );
      const location = callback.headers.get('location') ?? '';
      expect(
        new URL(location, stack.bffUrl).origin,
        `returnTo ${JSON.stringify(returnTo)} → ${JSON.stringify(location)}`,
      ).toBe(stack.bffUrl);
      expect(callback.status, `returnTo ${JSON.stringify(returnTo)}`).toBe(302);
      expect(location).toBe('/?platform=denied');
    }
  });

  it('returns to a path with characters beyond Latin-1 (/€), percent-encoded, after connecting', async () => {
    // A Location header holds only Latin-1: written as is, Node refused the answer with a bare 500
    // after the tokens had been stored.
    const client = await signedIn(stack, 'admin');
    const { location } = await connect(stack, client, '/orders/€?q=Žluťoučký kůň#part-ü');
    expect(location).toBe(
      '/orders/%E2%82%AC?q=%C5%BDlu%C5%A5ou%C4%8Dk%C3%BD+k%C5%AF%C5%88&platform=connected#part-%C3%BC',
    );
    expect(await connected(client)).toBe(true);
    const denied = await connect(stack, client, '/€', 'deny');
    expect(denied.location).toBe('/%E2%82%AC?platform=denied');
  });

  it('answers 403 platform-reconnect-required after the approval is withdrawn on the platform', async () => {
    const client = await signedIn(stack, 'support');
    if (!(await connected(client))) await connect(stack, client);
    const platform = new PlatformBrowser(stack.sandboxUrl);
    // Sign the platform browser in and withdraw there.
    await platform.request('/oauth/login', { username: 'demo', password: 'demo', next: '/oauth/approvals' });
    await platform.withdraw();

    const res = await client.fetch(ORDER);
    expectProblem(res, 403, '/problems/platform-reconnect-required');
    expect(res.data.properties).toMatchObject({ connectUrl: '/auth/platform/connect' });
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(await connected(client)).toBe(false);
    expect(
      createPlatformTokens(stack.bff.db, stack.config.tokenKey).get(stack.bff.users.byName('support')!.id),
    ).toBeUndefined();
    // Not connected any more: the installation's Basic token takes over again.
    expect((await client.fetch(ORDER)).status).toBe(200);
  });

  it('refreshes once after a 401 invalid_token and retries', async () => {
    const client = await signedIn(stack, 'admin');
    await connect(stack, client);
    const userId = stack.bff.users.byName('admin')!.id;
    const before = createPlatformTokens(stack.bff.db, stack.config.tokenKey).get(userId)!;
    // The platform forgets the access token (the refresh token stays).
    stack.sandboxDb.prepare("DELETE FROM oauth_tokens WHERE kind = 'access'").run();
    const refreshes = stack.bff.platform!.refreshCount;
    const issued = accessTokensIssued(stack);
    const res = await client.fetch(ORDER);
    expect(res.status, res.text).toBe(200);
    expect(stack.bff.platform!.refreshCount).toBe(refreshes + 1);
    expect(accessTokensIssued(stack)).toBe(issued + 1);
    const after = createPlatformTokens(stack.bff.db, stack.config.tokenKey).get(userId)!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
  });

  it('disconnects: 204, not connected, tokens gone', async () => {
    const client = await signedIn(stack, 'staff');
    await connect(stack, client);
    expect(await connected(client)).toBe(true);
    const withoutCsrf = await client.fetch('/auth/platform/disconnect', {
      method: 'POST',
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(withoutCsrf.status).toBe(403);
    expect(await connected(client)).toBe(true);
    const res = await client.fetch('/auth/platform/disconnect', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(await connected(client)).toBe(false);
    expect(
      createPlatformTokens(stack.bff.db, stack.config.tokenKey).get(stack.bff.users.byName('staff')!.id),
    ).toBeUndefined();
  });
});

describe('refresh before expiry', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ sandbox: { tokenTtlS: 2 } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refreshes an expired access token exactly once for ten concurrent lookups', async () => {
    const client = await signedIn(stack, 'support');
    const { location } = await connect(stack, client);
    expect(location).toBe('/orders?platform=connected');
    await sleep(2200);

    const refreshes = stack.bff.platform!.refreshCount;
    const issued = accessTokensIssued(stack);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.fetch(ORDER)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(stack.bff.platform!.refreshCount - refreshes).toBe(1);
    expect(accessTokensIssued(stack) - issued).toBe(1);
    expect(await connected(client)).toBe(true);
  });
});
