import { describe, expect, it } from 'vitest';
import { AppConfigSchema } from '@/contract/desk/config';
import { DEMO_ESHOP, BrowserClient } from '@/testing/stack';
import { SSO_CLIENT_SECRET } from '@/testing/oidc-provider';
import { SsoBrowser } from '@/testing/sso-browser';
import { useSso } from '@/testing/use-sso';

// Staff sign-in through a real OpenID provider (oidc-provider) over real HTTP: the session it
// starts, the role its groups give, the refusal of a user without one, and sign-out at the provider.

const PLACES = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;

describe('single sign-on', () => {
  const sso = useSso();
  const browser = () => new SsoBrowser(sso().stack.bffUrl);
  const account = (id: string, groups: string[], preferred_username = id) => {
    sso().idp.accounts.set(id, { groups, preferred_username });
    sso().idp.state.nextLogin = id;
  };

  it('signs a staff member in with the role of their group; the session works like a local one', async () => {
    account('alice', ['desk-staff', 'unrelated']);
    const b = browser();
    expect(await b.signIn()).toBe(`${sso().stack.bffUrl}/`);
    // The flow's cookie is gone; the session cookie is HttpOnly, as local sign-in sets it.
    expect(b.cookie(sso().stack.bffUrl, 'pd_sso_state')).toBeUndefined();
    const session = await b.api('/auth/session');
    expect(session.status).toBe(200);
    expect(session.data.user).toEqual({ username: 'alice', role: 'staff' });
    b.csrf = session.data.csrfToken;
    expect((await b.api(PLACES)).status).toBe(200);
    // A write without the CSRF token is refused, as for every session.
    const noCsrf = await b.request(`${b.bffUrl}/auth/logout`, {
      method: 'POST',
      headers: { origin: b.bffUrl },
    });
    expect(noCsrf.status).toBe(403);
  });

  it('keeps the flow in an HttpOnly cookie bound to its path, and answers the start with no-store', async () => {
    const login = await browser().request(`${sso().stack.bffUrl}/auth/oidc/login`);
    expect(login.status).toBe(302);
    expect(login.location).toMatch(new RegExp(`^${sso().idp.issuer}/`));
    const target = new URL(login.location!);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(target.searchParams.get(p)).toBeTruthy();
    const flow = login.headers.getSetCookie().find((c) => c.startsWith('pd_sso_state='))!;
    expect(flow.toLowerCase()).toContain('httponly');
    expect(flow).toContain('Path=/auth/oidc');
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('gives the highest role of the mapped groups', async () => {
    account('bob', ['desk-support', 'desk-admins', 'desk-staff']);
    const b = browser();
    await b.signIn();
    expect((await b.api('/auth/session')).data.user.role).toBe('admin');
  });

  it('refuses a user in no mapped group with a clear reason, and starts no session', async () => {
    account('carol', ['marketing']);
    const b = browser();
    expect(await b.signIn()).toBe(`${sso().stack.bffUrl}/signin?sso=not-allowed`);
    expect(b.cookie(sso().stack.bffUrl, 'pd_session')).toBeUndefined();
    expect((await b.api('/auth/session')).status).toBe(401);
  });

  it('takes access away at the next sign-in of a user removed from the group, ending their sessions', async () => {
    account('dave', ['desk-staff']);
    const first = browser();
    await first.signIn();
    expect((await first.api(PLACES)).status).toBe(200);
    account('dave', []);
    expect(await browser().signIn()).toBe(`${sso().stack.bffUrl}/signin?sso=not-allowed`);
    expect((await first.api(PLACES)).status).toBe(401);
    // A role changed at the provider is the role at the next sign-in.
    account('dave', ['desk-support']);
    const again = browser();
    await again.signIn();
    expect((await again.api('/auth/session')).data.user).toEqual({ username: 'dave', role: 'support' });
  });

  it('refuses an account disabled in Pickup Desk (npm run user), whatever its groups', async () => {
    account('mallory', ['desk-admins']);
    const b = browser();
    await b.signIn();
    expect((await b.api(PLACES)).status).toBe(200);
    expect(await sso().stack.bff.users.setDisabled('mallory', true)).toBe(true);
    expect((await b.api(PLACES)).status).toBe(401);
    expect(await browser().signIn()).toBe(`${sso().stack.bffUrl}/signin?sso=disabled`);
  });

  it('never makes a provider user a local account of the same name', async () => {
    account('sub-of-eve', ['desk-support'], 'admin');
    const b = browser();
    await b.signIn();
    const user = (await b.api('/auth/session')).data.user;
    expect(user.role).toBe('support');
    expect(user.username).not.toBe('admin');
    // The local admin is still the local admin, and the provider user cannot use its password.
    const local = new BrowserClient(sso().stack.bffUrl);
    expect((await local.login('admin', 'demo')).data.user).toEqual({ username: 'admin', role: 'admin' });
    expect((await local.login(user.username, 'demo')).status).toBe(401);
  });

  it('ends the session at the provider too on sign-out (RP-initiated logout)', async () => {
    account('frank', ['desk-staff']);
    const b = browser();
    await b.signIn();
    const idp = sso().idp;
    // Signed in at the provider: a second sign-in asks nobody for a password.
    const logins = idp.state.logins;
    expect(await b.signIn()).toBe(`${sso().stack.bffUrl}/`);
    expect(idp.state.logins).toBe(logins);

    b.csrf = (await b.api('/auth/session')).data.csrfToken;
    const logout = await b.api('/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(200);
    const end = new URL(logout.data.redirectTo);
    expect(`${end.origin}${end.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${sso().stack.bffUrl}/`);
    expect((await b.api('/auth/session')).status).toBe(401);

    // The provider asks to confirm (its own page), then sends the browser back to the app.
    const page = await b.request(end.href);
    expect(page.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await b.request(`${idp.issuer}/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirm.location).toBe(`${sso().stack.bffUrl}/`);
    // The provider's session is over: the next sign-in asks for the password again.
    expect(await b.signIn()).toBe(`${sso().stack.bffUrl}/`);
    expect(idp.state.logins).toBe(logins + 1);
  });

  it('tells the SPA that single sign-on is there, its name, and that local accounts are on', async () => {
    const config = await browser().api('/bff/config');
    expect(AppConfigSchema.parse(config.data)).toMatchObject({ sso: { name: 'Test IdP' }, localLogin: true });
  });

  it('lets neither the client secret nor any token reach the browser', async () => {
    account('grace', ['desk-admins']);
    const b = browser();
    await b.signIn();
    b.csrf = (await b.api('/auth/session')).data.csrfToken;
    await b.api(PLACES);
    await b.api('/auth/logout', { method: 'POST' });
    account('heidi', ['nothing']);
    await b.signIn();
    const seen = b.seen.join('\n');
    expect(seen).not.toContain(SSO_CLIENT_SECRET);
    // JWTs (the ID token) start with eyJ; no answer names a token either.
    expect(seen).not.toMatch(/eyJ[\w-]+\.|access_token|id_token|refresh_token/);
    // The PKCE verifier stays on the server (only its challenge travels).
    expect(seen).not.toContain('code_verifier');
  });
});

describe('single sign-on with OIDC_LOGOUT_ID_TOKEN_HINT', () => {
  const sso = useSso({ oidc: { logoutIdTokenHint: true } });

  it('hands the provider the ID token as id_token_hint at sign-out, which it accepts', async () => {
    sso().idp.accounts.set('olga', { groups: ['desk-staff'] });
    sso().idp.state.nextLogin = 'olga';
    const b = new SsoBrowser(sso().stack.bffUrl);
    await b.signIn();
    b.csrf = (await b.api('/auth/session')).data.csrfToken;
    const logout = await b.api('/auth/logout', { method: 'POST' });
    const end = new URL(logout.data.redirectTo);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    // The provider knows the token: it offers its sign-out rather than an error page.
    const page = await b.request(end.href);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/name="xsrf"/);
  });
});
