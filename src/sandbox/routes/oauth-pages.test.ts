import { describe, expect, it } from 'vitest';
import { REDIRECT_URI } from '../testing/test-sandbox';
import {
  CLIENT_ID,
  SCOPE,
  STATE,
  authorizeQuery,
  defaultParams,
  expectOAuthError,
  hiddenValue,
  oauthClient,
} from './oauth.fixture';

// The sandbox's OAuth pages as a user meets them (spec 001, 4.2): authorize, sign-in, consent and
// approvals, the redirects they answer with, and the refusals that must never redirect.

describe('OAuth with default lifetimes', () => {
  const c = oauthClient();

  it('serves the authorize, login and approvals pages as HTML documents, not JSON strings', async () => {
    const pages = [
      await fetch(c.url(`/oauth/authorize/?${authorizeQuery(defaultParams())}`), { redirect: 'manual' }),
      await fetch(c.url('/oauth/authorize/?client_id=no-such-client'), { redirect: 'manual' }),
      await fetch(c.url('/oauth/approvals'), { redirect: 'manual' }),
    ];
    for (const res of pages) {
      expect(res.headers.get('content-type'), res.url).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, res.url).toMatch(/^<!doctype html>\n<html lang="en">/i);
      expect(html, res.url).not.toContain('\\"');
    }
  });

  it('shows an error page without redirecting for a wrong redirect_uri', async () => {
    const params = { ...defaultParams(), redirect_uri: 'https://evil.example/callback' };
    const res = await fetch(c.url(`/oauth/authorize/?${authorizeQuery(params)}`), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('redirect_uri');
  });

  it('shows an error page without redirecting for an unknown client_id', async () => {
    const params = { ...defaultParams(), client_id: 'no-such-client' };
    const res = await fetch(c.url(`/oauth/authorize/?${authorizeQuery(params)}`), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers a field given twice with an error page, neither redirecting nor answering JSON', async () => {
    const twice = `/oauth/authorize/?${authorizeQuery(defaultParams())}&redirect_uri=https%3A%2F%2Fevil.example%2F`;
    const forms: Array<[string, RequestInit]> = [
      [twice, {}],
      [
        '/oauth/login',
        { method: 'POST', body: new URLSearchParams('username=demo&username=x&password=demo') },
      ],
      ['/oauth/approvals/withdraw', { method: 'POST', body: new URLSearchParams('client_id=a&client_id=b') }],
    ];
    for (const [path, init] of forms) {
      const res = await fetch(c.url(path), { redirect: 'manual', ...init });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('set-cookie'), path).toBeNull();
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('The request is malformed.');
    }
  });

  it('redirects a denial with error=access_denied, a description and the state', async () => {
    const session = await c.consent(await c.login());
    const res = await c.decide(session, 'deny');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe(STATE);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('redirects an unknown scope with error=invalid_scope', async () => {
    const params = { ...defaultParams(), scope: 'deliveries+launch-rockets' };
    const res = await fetch(c.url(`/oauth/authorize/?${authorizeQuery(params)}`), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_scope');
    expect(location.searchParams.get('state')).toBe(STATE);
  });

  it('removes all tokens of the client when the user withdraws the approval', async () => {
    const { tokens, session } = await c.obtainTokens();
    expect((await c.order(tokens.access_token)).status).toBe(200);

    const list = await fetch(c.url('/oauth/approvals'), { headers: { cookie: session.cookie } });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('action="/oauth/approvals/withdraw"');
    expect(hiddenValue(html, 'client_id')).toBe(CLIENT_ID);
    const csrf = hiddenValue(html, 'csrf');
    expect(csrf).toBe(session.csrf);

    const withdraw = await fetch(c.url('/oauth/approvals/withdraw'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: session.cookie },
      body: new URLSearchParams({ client_id: CLIENT_ID, csrf: csrf! }),
    });
    expect(withdraw.status).toBe(303);

    const rejected = await c.order(tokens.access_token);
    expect(rejected.status).toBe(401);
    expect(rejected.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    await expectOAuthError(await c.refresh(tokens.refresh_token!), 400, 'invalid_grant');

    const after = await fetch(c.url('/oauth/approvals'), { headers: { cookie: session.cookie } });
    expect(await after.text()).not.toContain('action="/oauth/approvals/withdraw"');
  });

  it('refuses an approval with a wrong CSRF token with 403 and no redirect', async () => {
    const session = await c.consent(await c.login());
    const res = await c.decide(session, 'approve', { csrf: 'wrong-csrf-token' });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses an approval without a session with 403 and no redirect', async () => {
    const fields = { ...defaultParams(), scope: SCOPE, csrf: 'anything' };
    const res = await c.decide({ cookie: '', csrf: 'anything', fields }, 'approve');
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
  });

  it('answers a wrong password with 401 and the login page, without a session cookie', async () => {
    const res = await fetch(c.url('/oauth/login'), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        username: 'demo',
        password: 'wrong',
        next: `/oauth/authorize/?${authorizeQuery(defaultParams())}`,
      }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.getSetCookie().some((s) => s.startsWith('sandbox_session='))).toBe(false);
    expect(await res.text()).toContain('action="/oauth/login"');
  });
});
