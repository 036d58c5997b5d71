import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  REDIRECT_URI,
  SHOWCASE_ORDER,
  startTestSandbox,
  type TestSandbox,
} from '../testing/test-sandbox';
import { hiddenInputs } from '../../testing/platform-browser';

// The OAuth 2.0 authorization-code flow of the sandbox over real HTTP (spec 001, 4.2, 4.3, 5 and 8).

const CLIENT_ID = OAUTH_CLIENT_ID;
const CLIENT_SECRET = OAUTH_CLIENT_SECRET;
const SCOPE = 'deliveries collection-places';
const STATE = 'xyz';
const SECRET_RE = /^[a-z0-9]{40}$/;
const CLIENT_BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value of a hidden input of a server-rendered page. */
const hiddenValue = (html: string, name: string): string | undefined => hiddenInputs(html)[name];

interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  scope?: string;
  state?: string;
  redirect_uri?: string;
}

const defaultParams = (): Required<AuthorizeParams> => ({
  response_type: 'code',
  client_id: CLIENT_ID,
  scope: 'deliveries+collection-places',
  state: STATE,
  redirect_uri: REDIRECT_URI,
});

/** The query string as a client builds it: scopes joined with a literal plus sign (spec 001, 4.2). */
function authorizeQuery(params: AuthorizeParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${k === 'scope' ? v! : encodeURIComponent(v!)}`)
    .join('&');
}

interface Session {
  cookie: string;
  csrf: string;
  /** The hidden fields of the consent form (the request's parameters and csrf). */
  fields: Record<string, string>;
}

function sessionCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('sandbox_session='));
  expect(set, 'sandbox_session cookie').toBeTruthy();
  expect(set).toMatch(/;\s*HttpOnly/i);
  return set!.split(';')[0]!;
}

interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: unknown;
  token_type: string;
  scope: string;
}

function createClient(sb: () => TestSandbox) {
  const url = (path: string) => `${sb().url}${path}`;

  /** Signs in as demo/demo through the login form the authorize page shows. */
  async function login(params: AuthorizeParams = defaultParams()): Promise<string> {
    const loginPage = await fetch(url(`/oauth/authorize/?${authorizeQuery(params)}`), { redirect: 'manual' });
    expect(loginPage.status).toBe(200);
    expect(loginPage.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await loginPage.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<form method="post" action="/oauth/login">');
    const next = hiddenValue(html, 'next');
    expect(next).toMatch(/^\/oauth\/authorize/);

    const res = await fetch(url('/oauth/login'), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ username: 'demo', password: 'demo', next: next! }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(next);
    return sessionCookie(res);
  }

  /** The consent page for a signed-in user; returns its CSRF token. */
  async function consent(cookie: string, params: AuthorizeParams = defaultParams()): Promise<Session> {
    const res = await fetch(url(`/oauth/authorize/?${authorizeQuery(params)}`), {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<form method="post" action="/oauth/authorize">');
    expect(html).toContain('name="decision" value="approve"');
    const fields = hiddenInputs(html);
    expect(fields).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      state: STATE,
      redirect_uri: REDIRECT_URI,
    });
    expect(fields.csrf).toMatch(SECRET_RE);
    return { cookie, csrf: fields.csrf!, fields };
  }

  /** Submits the consent form as a browser would: its hidden fields plus the pressed button. */
  function decide(session: Session, decision: string, overrides: Record<string, string> = {}) {
    const form = new URLSearchParams({ ...session.fields, ...overrides, decision });
    return fetch(url('/oauth/authorize'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: session.cookie },
      body: form,
    });
  }

  /** The whole flow up to the code: sign in, consent page, approve, redirect with code and state. */
  async function authorize(): Promise<{ code: string; session: Session }> {
    const cookie = await login();
    const session = await consent(cookie);
    const res = await decide(session, 'approve');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(STATE);
    const code = location.searchParams.get('code');
    expect(code).toMatch(SECRET_RE);
    return { code: code!, session };
  }

  function token(form: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(url('/oauth/token'), {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, ...headers },
      body: new URLSearchParams(form),
    });
  }

  const exchange = (code: string, headers: Record<string, string> = {}) =>
    token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, scope: SCOPE }, headers);

  const refresh = (refreshToken: string) =>
    token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
    });

  /** Flow plus code exchange; returns the tokens and the browser session. */
  async function obtainTokens(): Promise<{ tokens: Tokens; session: Session }> {
    const { code, session } = await authorize();
    const res = await exchange(code);
    expect(res.status).toBe(200);
    return { tokens: (await res.json()) as Tokens, session };
  }

  const order = (accessToken: string) =>
    fetch(url(`/api/v1/order/${SHOWCASE_ORDER}`), { headers: { authorization: `Bearer ${accessToken}` } });

  return { url, login, consent, decide, authorize, token, exchange, refresh, obtainTokens, order };
}

async function expectOAuthError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; error_description?: string };
  expect(body.error).toBe(error);
  return body;
}

describe('OAuth with default lifetimes', () => {
  let sandbox: TestSandbox;
  const c = createClient(() => sandbox);

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

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

  it('gzips the token response when asked to', async () => {
    const { code } = await c.authorize();
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
    }).toString();
    const answer = await new Promise<{ status: number; encoding: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(
          c.url('/oauth/token'),
          {
            method: 'POST',
            headers: {
              authorization: CLIENT_BASIC,
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              'accept-encoding': 'gzip',
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('gzip');
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

describe('OAuth with a 1 s authorization code lifetime', () => {
  let sandbox: TestSandbox;
  const c = createClient(() => sandbox);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ codeTtlS: 1 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses an expired code with invalid_grant', async () => {
    const { code } = await c.authorize();
    await sleep(1500);
    await expectOAuthError(await c.exchange(code), 400, 'invalid_grant');
  });
});

describe('OAuth with a 1 s access token lifetime', () => {
  let sandbox: TestSandbox;
  const c = createClient(() => sandbox);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ tokenTtlS: 1 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

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
