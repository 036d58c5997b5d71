import { describe, expect, it } from 'vitest';
import { expectOAuthError, oauthClient, sleep, type Tokens } from './oauth.fixture';

// Codes and access tokens expire (spec 001, 4.3, 8): sandboxes with 1 s lifetimes, so a test
// need only wait a moment.

describe('OAuth with a 1 s authorization code lifetime', () => {
  const c = oauthClient({ codeTtlS: 1 });

  it('refuses an expired code with invalid_grant', async () => {
    const { code } = await c.authorize();
    await sleep(1500);
    await expectOAuthError(await c.exchange(code), 400, 'invalid_grant');
  });
});

describe('OAuth with a 1 s access token lifetime', () => {
  const c = oauthClient({ tokenTtlS: 1 });

  it('rejects an expired access token with invalid_token; a refresh gives a working one', async () => {
    const { tokens } = await c.obtainTokens();
    expect(tokens.expires_in).toBe('1');
    await sleep(1500);

    const expired = await c.order(tokens.access_token);
    expect(expired.status).toBe(401);
    const challenge = expired.headers.get('www-authenticate') ?? '';
    expect(challenge).toMatch(/^Bearer realm="ClientApi", error="invalid_token", error_description="[^"]+"$/);
    expect(/error_description="([^"]*)"/.exec(challenge)![1]).toMatch(/expire/i);
    const envelope = (await expired.json()) as { code: number; status: string; errors: unknown[] };
    expect(envelope).toMatchObject({ code: 401, status: 'error', errors: [] });

    const refreshed = await c.refresh(tokens.refresh_token!);
    expect(refreshed.status).toBe(201);
    const body = (await refreshed.json()) as Tokens;
    expect(body.expires_in).toBe('1');
    expect((await c.order(body.access_token)).status).toBe(200);
  });
});
