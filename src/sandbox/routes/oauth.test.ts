import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REDIRECT_URI, SHOWCASE_ORDER } from '../testing/test-sandbox';
import { rawRequest } from '../testing/raw-request';
import {
  CLIENT_BASIC,
  CLIENT_ID,
  CLIENT_SECRET,
  SCOPE,
  SECRET_RE,
  expectOAuthError,
  oauthClient,
  type Tokens,
} from './oauth.fixture';

// The token endpoint of the sandbox's OAuth 2.0 over real HTTP (spec 001, 4.3, 5 and 8): code
// exchange, refresh, client authentication and what it refuses. The user's pages (sign-in,
// consent, approvals) and short lifetimes have files of their own (oauth-*.test.ts).

describe('OAuth with default lifetimes', () => {
  const c = oauthClient();

  it('exchanges a code for tokens (200) that read the showcase order', async () => {
    const { code } = await c.authorize();
    const res = await c.exchange(code);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const body = (await res.json()) as Tokens;
    expect(body.access_token).toMatch(SECRET_RE);
    expect(body.refresh_token).toMatch(SECRET_RE);
    expect(body.access_token).not.toBe(body.refresh_token);
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe('3600');
    expect(body.scope.split(' ').sort()).toEqual(['collection-places', 'deliveries']);

    const orderRes = await c.order(body.access_token);
    expect(orderRes.status).toBe(200);
    expect(((await orderRes.json()) as { id: string }).id).toBe(SHOWCASE_ORDER);
  });

  it('refuses a reused code with invalid_grant and revokes what the first exchange issued', async () => {
    const { code } = await c.authorize();
    const first = await c.exchange(code);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as Tokens;
    expect((await c.order(tokens.access_token)).status).toBe(200);

    await expectOAuthError(await c.exchange(code), 400, 'invalid_grant');

    expect((await c.order(tokens.access_token)).status).toBe(401);
    await expectOAuthError(await c.refresh(tokens.refresh_token!), 400, 'invalid_grant');
  });

  it('refuses a wrong client secret with 401 invalid_client and a Basic challenge', async () => {
    const { code } = await c.authorize();
    const wrong = `Basic ${Buffer.from(`${CLIENT_ID}:not-the-secret`).toString('base64')}`;
    const res = await c.exchange(code, { authorization: wrong });
    await expectOAuthError(res, 401, 'invalid_client');
    expect(res.headers.get('www-authenticate') ?? '').toMatch(/^Basic\b/);
    // The code was not consumed by the failed attempt.
    expect((await c.exchange(code)).status).toBe(200);
  });

  it('answers client credentials with a malformed percent-encoding with 401 invalid_client, not 500', async () => {
    const { code } = await c.authorize();
    for (const credentials of [`${CLIENT_ID}:%zz`, `${CLIENT_ID}:${CLIENT_SECRET}%`]) {
      const res = await c.exchange(code, {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      });
      await expectOAuthError(res, 401, 'invalid_client');
      expect(res.headers.get('www-authenticate') ?? '', credentials).toMatch(/^Basic\b/);
    }
  });

  it('refreshes with 201, a new access token and no refresh_token; the refresh token keeps working', async () => {
    const { tokens } = await c.obtainTokens();

    const first = await c.refresh(tokens.refresh_token!);
    expect(first.status).toBe(201);
    const body = (await first.json()) as Record<string, unknown>;
    expect(body.access_token).toMatch(SECRET_RE);
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.expires_in).toBe('3600');
    expect(body.token_type).toBe('bearer');
    expect(body).not.toHaveProperty('refresh_token');
    expect((await c.order(body.access_token as string)).status).toBe(200);

    const second = await c.refresh(tokens.refresh_token!);
    expect(second.status).toBe(201);
    const body2 = (await second.json()) as Record<string, unknown>;
    expect(body2.access_token).toMatch(SECRET_RE);
    expect(body2.access_token).not.toBe(body.access_token);
    expect((await c.order(body2.access_token as string)).status).toBe(200);
  });

  it('gzips the token response when asked to', async () => {
    const { code } = await c.authorize();
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
    }).toString();
    const answer = await rawRequest(
      c.url(''),
      'POST',
      '/oauth/token',
      {
        authorization: CLIENT_BASIC,
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        'accept-encoding': 'gzip',
      },
      body,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(answer.body).toString('utf8')) as Tokens;
    expect(json.access_token).toMatch(SECRET_RE);
    expect(json.expires_in).toBe('3600');
  });

  it('refuses an unsupported grant_type with 400 unsupported_grant_type', async () => {
    await expectOAuthError(
      await c.token({ grant_type: 'password', username: 'demo', password: 'demo' }),
      400,
      'unsupported_grant_type',
    );
  });

  it('refuses a JSON body at the token endpoint with 415', async () => {
    const { code } = await c.authorize();
    const res = await fetch(c.url('/oauth/token'), {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }),
    });
    expect(res.status).toBe(415);
  });
});
