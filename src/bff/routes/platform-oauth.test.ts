import { describe, expect, it } from 'vitest';
import { BrowserClient, OAUTH_CLIENT_ID, SHOWCASE_ORDER } from '@/testing/stack';
import { accessTokensIssued, connect, connected, startConnect } from '@/testing/platform-connect';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { useStack } from '@/testing/use-stack';

// Connecting a platform account through the BFF, end to end: the BFF's connect and callback, the
// sandbox's real authorize page driven like a browser would, Bearer order lookups, and where the
// browser returns to. The state's checks and the tokens' later life: platform-oauth-*.test.ts.

const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;

describe('connecting a platform account', () => {
  const stack = useStack();

  it('redirects to the authorize page with a fresh state and the redirect_uri', async () => {
    const client = await signedIn(stack(), 'admin');
    const first = new URL(await startConnect(stack(), client));
    const second = new URL(await startConnect(stack(), client));
    expect(first.searchParams.get('response_type')).toBe('code');
    expect(first.searchParams.get('client_id')).toBe(OAUTH_CLIENT_ID);
    expect(first.searchParams.get('redirect_uri')).toBe(`${stack().bffUrl}/auth/callback`);
    expect(first.searchParams.get('scope')).toBe('deliveries');
    expect(first.searchParams.get('state')!.length).toBeGreaterThanOrEqual(20);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    expect(first.searchParams.has('client_secret')).toBe(false);
    expectProblem(await new BrowserClient(stack().bffUrl).fetch('/auth/platform/connect'), 401);
  });

  it('connects: callback to returnTo with platform=connected, tokens stored encrypted, orders read with Bearer', async () => {
    const client = await signedIn(stack(), 'support');
    expect(await connected(client)).toBe(false);
    const before = accessTokensIssued(stack());
    const { location } = await connect(stack(), client, '/orders?tab=lookup');
    expect(location).toBe('/orders?tab=lookup&platform=connected');
    expect(await connected(client)).toBe(true);
    expect(accessTokensIssued(stack())).toBe(before + 1);

    const userId = (await stack().bff.users.byName('support'))!.id;
    const tokens = (await stack().bff.tokens.get(userId))!;
    expect(tokens.accessToken).toMatch(/^[a-z0-9]{40}$/);
    expect(tokens.refreshToken).toMatch(/^[a-z0-9]{40}$/);
    const raw = await stack()
      .bff.db.selectFrom('platform_tokens')
      .select(['access_token', 'refresh_token'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw)).not.toContain(tokens.accessToken);
    expect(JSON.stringify(raw)).not.toContain(tokens.refreshToken);

    // Without the Basic token, the order can only have been read with the Bearer token.
    const rest = stack().config.rest!;
    stack().config.rest = { url: rest.url };
    try {
      const res = await client.fetch(ORDER);
      expect(res.status, res.text).toBe(200);
      expect(res.data.id).toBe(SHOWCASE_ORDER);
    } finally {
      stack().config.rest = rest;
    }
    // Other users are not connected by it.
    expect(await connected(await signedIn(stack(), 'staff'))).toBe(false);
  });

  it('reports a denied approval with platform=denied and stays disconnected', async () => {
    const client = await signedIn(stack(), 'staff');
    const { location } = await connect(stack(), client, '/orders', 'deny');
    expect(location).toBe('/orders?platform=denied');
    expect(await connected(client)).toBe(false);
  });

  it('asks a callback without a session to sign in', async () => {
    const res = await new BrowserClient(stack().bffUrl).fetch(`/auth/callback?code=x&state=y`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?platform=signin-required');
  });

  it('reports a code the platform refuses with platform=failed', async () => {
    const client = await signedIn(stack(), 'staff');
    const authorize = new URL(await startConnect(stack(), client, '/orders'));
    const state = authorize.searchParams.get('state')!;
    const res = await client.fetch(`/auth/callback?code=${'z'.repeat(40)}&state=${state}`);
    expect(res.headers.get('location')).toBe('/orders?platform=failed');
    expect(await connected(client)).toBe(false);
  });

  it('returns only to local paths (no open redirect)', async () => {
    const client = await signedIn(stack(), 'staff');
    for (const returnTo of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { location } = await connect(stack(), client, returnTo, 'deny');
      expect(location, `returnTo ${JSON.stringify(returnTo)}`).toBe('/?platform=denied');
    }
    // A local path is kept.
    expect((await connect(stack(), client, '/places/new', 'deny')).location).toBe(
      '/places/new?platform=denied',
    );
  });

  it('returns only to local paths even when a tab or newline hides a second slash', async () => {
    // Browsers drop tabs and newlines from URLs (WHATWG URL parser), so "/\t/evil.example" is "//evil.example".
    const client = await signedIn(stack(), 'staff');
    for (const returnTo of ['/\t/evil.example', '/\n/evil.example', '\t//evil.example']) {
      const callback = await client.fetch(
        `/auth/callback?error=access_denied&state=${new URL(await startConnect(stack(), client, returnTo)).searchParams.get('state')}`,
      );
      const location = callback.headers.get('location') ?? '';
      expect(
        new URL(location, stack().bffUrl).origin,
        `returnTo ${JSON.stringify(returnTo)} → ${JSON.stringify(location)}`,
      ).toBe(stack().bffUrl);
      expect(callback.status, `returnTo ${JSON.stringify(returnTo)}`).toBe(302);
      expect(location).toBe('/?platform=denied');
    }
  });

  it('returns to a path with characters beyond Latin-1 (/€), percent-encoded, after connecting', async () => {
    // A Location header holds only Latin-1: written as is, Node refused the answer with a bare 500
    // after the tokens had been stored.
    const client = await signedIn(stack(), 'admin');
    const { location } = await connect(stack(), client, '/orders/€?q=Žluťoučký kůň#part-ü');
    expect(location).toBe(
      '/orders/%E2%82%AC?q=%C5%BDlu%C5%A5ou%C4%8Dk%C3%BD+k%C5%AF%C5%88&platform=connected#part-%C3%BC',
    );
    expect(await connected(client)).toBe(true);
    const denied = await connect(stack(), client, '/€', 'deny');
    expect(denied.location).toBe('/%E2%82%AC?platform=denied');
  });
});
