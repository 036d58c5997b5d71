import { expect } from 'vitest';
import type { SandboxOptions } from '../config';
import { hiddenInputs } from '../testing/hidden-inputs';
import {
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  REDIRECT_URI,
  SHOWCASE_ORDER,
  useTestSandbox,
} from '../testing/test-sandbox';

// What the OAuth tests of the sandbox (oauth*.test.ts) share: an OAuth client that walks the
// authorization-code flow over real HTTP (spec 001, 4.2, 4.3), against a sandbox of its own.

export const CLIENT_ID = OAUTH_CLIENT_ID;
export const CLIENT_SECRET = OAUTH_CLIENT_SECRET;
export const SCOPE = 'deliveries collection-places';
export const STATE = 'xyz';
export const SECRET_RE = /^[a-z0-9]{40}$/;
export const CLIENT_BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value of a hidden input of a server-rendered page. */
export const hiddenValue = (html: string, name: string): string | undefined => hiddenInputs(html)[name];

interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  scope?: string;
  state?: string;
  redirect_uri?: string;
}

export const defaultParams = (): Required<AuthorizeParams> => ({
  response_type: 'code',
  client_id: CLIENT_ID,
  scope: 'deliveries+collection-places',
  state: STATE,
  redirect_uri: REDIRECT_URI,
});

/** The query string as a client builds it: scopes joined with a literal plus sign (spec 001, 4.2). */
export function authorizeQuery(params: AuthorizeParams): string {
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

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: unknown;
  token_type: string;
  scope: string;
}

/** Starts a sandbox for the enclosing describe and returns an OAuth client of it. */
export function oauthClient(overrides: Partial<SandboxOptions> = {}) {
  const sandbox = useTestSandbox(overrides);
  const url = (path: string) => `${sandbox().url}${path}`;
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

export async function expectOAuthError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; error_description?: string };
  expect(body.error).toBe(error);
  return body;
}
