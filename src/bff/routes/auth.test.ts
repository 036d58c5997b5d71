import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionInfoSchema } from '../../contract/desk/session';
import { BrowserClient, DEMO_ESHOP, startStack, type Stack } from '../../testing/stack';
import { signedIn } from '../../testing/signed-in';
import { expectProblem } from '../../testing/expect-problem';

// Local sign-in through real HTTP: POST /auth/login, POST /auth/logout, GET /auth/session, the
// session cookie's attributes, session rotation, rate limiting, expiry and disabled accounts.

type Res = Awaited<ReturnType<BrowserClient['fetch']>>;

const PLACES = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The raw Set-Cookie line for pd_session, if any. */
const sessionCookieLine = (res: Res) => res.headers.getSetCookie().find((c) => c.startsWith('pd_session='));
const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

/** A request with exactly these headers (no automatic cookie or CSRF token). */
async function raw(
  stack: Stack,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
) {
  const client = new BrowserClient(stack.bffUrl);
  return client.fetch(path, {
    method: init.method ?? 'GET',
    headers: init.headers ?? {},
    ...(init.json !== undefined ? { json: init.json } : {}),
  });
}

// Three stacks, started together: plain HTTP, behind a trusted proxy, and with short session limits.
let plain: Stack;
let proxied: Stack;
let expiring: Stack;
beforeAll(async () => {
  [plain, proxied, expiring] = await Promise.all([
    startStack(),
    startStack({ bff: { trustProxy: true, publicOrigins: ['https://desk.example.com'] } }),
    startStack({ bff: { sessionIdleMs: 1000, sessionAbsoluteMs: 2500 } }),
  ]);
});
afterAll(() => Promise.all([plain?.close(), proxied?.close(), expiring?.close()]));

describe('sign-in, session and sign-out', () => {
  let stack: Stack;
  beforeAll(() => {
    stack = plain;
  });

  it.each([
    ['admin', 'admin'],
    ['staff', 'staff'],
    ['support', 'support'],
  ])('signs %s in with the demo password and reports the role %s', async (username, role) => {
    const client = new BrowserClient(stack.bffUrl);
    const login = await client.login(username, 'demo');
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({
      user: { username, role },
      csrfToken: expect.any(String),
      platform: { connected: false },
    });
    expect(login.data.csrfToken.length).toBeGreaterThanOrEqual(16);
    expect(client.cookie).toMatch(/^pd_session=.+/);

    const session = await client.fetch('/auth/session');
    expect(session.status).toBe(200);
    expect(session.data).toMatchObject({
      user: { username, role },
      csrfToken: login.data.csrfToken,
      platform: { connected: false },
    });
    // The password hash and internal ids never reach the browser.
    expect(session.text).not.toMatch(/scrypt|passwordHash|password_hash/);
    // Both answers are exactly the contract's session, nothing more.
    expect(SessionInfoSchema.strict().parse(login.data)).toEqual(login.data);
    expect(SessionInfoSchema.strict().parse(session.data)).toEqual(session.data);
  });

  it('sets pd_session HttpOnly, SameSite=Lax, Path=/ and without Secure over plain HTTP', async () => {
    const client = new BrowserClient(stack.bffUrl);
    const login = await client.login('admin');
    const line = sessionCookieLine(login);
    expect(line).toBeDefined();
    const attrs = attributes(line!);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
  });

  it('does not trust X-Forwarded-Proto when trustProxy is off: the cookie stays without Secure', async () => {
    expect(stack.config.trustProxy).toBe(false);
    const login = await raw(stack, '/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
      json: { username: 'admin', password: 'demo' },
    });
    expect(login.status).toBe(200);
    expect(attributes(sessionCookieLine(login)!)).not.toContain('secure');
  });

  it('answers a wrong password with 401 ProblemDetail and sets no cookie', async () => {
    const res = await raw(stack, '/auth/login', {
      method: 'POST',
      json: { username: 'support', password: 'not-the-password' },
    });
    expectProblem(res, 401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await raw(stack, '/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'nope' },
    });
    const unknown = await raw(stack, '/auth/login', {
      method: 'POST',
      json: { username: 'no-such-user', password: 'nope' },
    });
    expectProblem(unknown, 401);
    expect(unknown.headers.getSetCookie()).toEqual([]);
    expect(unknown.data).toEqual(wrong.data);
  });

  it.each([
    ['no fields', {}],
    ['no password', { username: 'admin' }],
    ['no username', { password: 'demo' }],
    ['an empty username', { username: '', password: 'demo' }],
    ['a blank username', { username: '   ', password: 'demo' }],
    ['an empty password', { username: 'admin', password: '' }],
    ['fields of the wrong type', { username: 42, password: ['demo'] }],
  ])('answers 400 ProblemDetail for %s', async (_what, body) => {
    const res = await raw(stack, '/auth/login', { method: 'POST', json: body });
    expectProblem(res, 400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('names the missing fields in the 400 answer', async () => {
    const res = await raw(stack, '/auth/login', { method: 'POST', json: {} });
    expectProblem(res, 400);
    const fields = (res.data.properties?.errors ?? []).map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('answers a malformed or missing JSON body with 400 ProblemDetail and no stack trace', async () => {
    const empty = await raw(stack, '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(empty, 400);
    const client = new BrowserClient(stack.bffUrl);
    const broken = await client.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin", ',
    });
    expectProblem(broken, 400);
  });

  it('issues a fresh session id at sign-in: a planted cookie value is replaced and stays worthless', async () => {
    const client = new BrowserClient(stack.bffUrl);
    const planted = 'pd_session=attacker-chosen-value-0123456789abcdef';
    client.cookie = planted;
    expect((await client.fetch('/auth/session')).status).toBe(401);
    const login = await client.login('staff');
    expect(login.status).toBe(200);
    expect(sessionCookieLine(login)).toBeDefined();
    expect(client.cookie).not.toBe(planted);
    expect(client.cookie).not.toContain('attacker-chosen-value');
    expect((await client.fetch('/auth/session')).status).toBe(200);
    expect((await raw(stack, '/auth/session', { headers: { cookie: planted } })).status).toBe(401);
  });

  it('rotates the session at a re-login: the previous session stops working', async () => {
    const client = new BrowserClient(stack.bffUrl);
    const first = await client.login('staff');
    const oldCookie = client.cookie;
    const oldCsrf = first.data.csrfToken as string;
    expect((await raw(stack, '/auth/session', { headers: { cookie: oldCookie } })).status).toBe(200);

    const second = await client.login('staff');
    expect(second.status).toBe(200);
    expect(client.cookie).not.toBe(oldCookie);
    expect(second.data.csrfToken).not.toBe(oldCsrf);

    expect((await client.fetch('/auth/session')).status).toBe(200);
    const stale = await raw(stack, '/auth/session', { headers: { cookie: oldCookie } });
    expectProblem(stale, 401);
    expectProblem(await raw(stack, PLACES, { headers: { cookie: oldCookie } }), 401);
  });

  it('signs out with 204; afterwards the session and /api answer 401, also for a kept copy of the cookie', async () => {
    const client = await signedIn(stack, 'admin');
    const cookie = client.cookie;
    expect((await client.fetch(PLACES)).status).toBe(200);

    const logout = await client.fetch('/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    // The browser is told to drop the cookie.
    const cleared = sessionCookieLine(logout);
    expect(cleared).toBeDefined();
    expect(cleared!.startsWith('pd_session=;') || /expires=thu, 01 jan 1970|max-age=0/i.test(cleared!)).toBe(
      true,
    );

    expectProblem(await client.fetch('/auth/session'), 401);
    expectProblem(await client.fetch(PLACES), 401);
    expectProblem(await raw(stack, '/auth/session', { headers: { cookie } }), 401);
    expectProblem(await raw(stack, PLACES, { headers: { cookie } }), 401);
  });

  it('refuses /auth/logout without the CSRF token (403) and keeps the session', async () => {
    const client = await signedIn(stack, 'admin');
    const res = await raw(stack, '/auth/logout', { method: 'POST', headers: { cookie: client.cookie } });
    expectProblem(res, 403);
    const wrong = await raw(stack, '/auth/logout', {
      method: 'POST',
      headers: { cookie: client.cookie, 'x-csrf-token': 'wrong-token' },
    });
    expectProblem(wrong, 403);
    expect((await client.fetch('/auth/session')).status).toBe(200);
  });

  it('answers GET /auth/session without a session with 401 ProblemDetail, not cached', async () => {
    const res = await raw(stack, '/auth/session');
    expectProblem(res, 401);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('refuses a disabled user at sign-in and ends their live session', async () => {
    const client = await signedIn(stack, 'support');
    expect((await client.fetch(PLACES)).status).toBe(200);

    expect(stack.bff.users.setDisabled('support', true)).toBe(true);
    try {
      expectProblem(await client.fetch('/auth/session'), 401);
      expectProblem(await client.fetch(PLACES), 401);
      const again = await new BrowserClient(stack.bffUrl).login('support');
      expectProblem(again, 401);
      expect(again.headers.getSetCookie()).toEqual([]);
    } finally {
      stack.bff.users.setDisabled('support', false);
    }
    expect((await new BrowserClient(stack.bffUrl).login('support')).status).toBe(200);
  });

  it('ends a user’s sessions when their password is reset; only the new password works then', async () => {
    await stack.bff.users.add('hana', 'hana-old-pass', 'staff');
    const client = new BrowserClient(stack.bffUrl);
    expect((await client.login('hana', 'hana-old-pass')).status).toBe(200);
    expect(await stack.bff.users.setPassword('hana', 'hana-new-pass')).toBe(true);
    expectProblem(await client.fetch('/auth/session'), 401);
    expectProblem(await new BrowserClient(stack.bffUrl).login('hana', 'hana-old-pass'), 401);
    expect((await new BrowserClient(stack.bffUrl).login('hana', 'hana-new-pass')).status).toBe(200);
  });

  it('answers an oversized sign-in body with a 413 ProblemDetail', async () => {
    const res = await raw(stack, '/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expectProblem(res, 413);
  });

  it('ends the live session of a user disabled directly in the database as well', async () => {
    const client = await signedIn(stack, 'staff');
    // Only the flag changes; the session row is still there, so the per-request check must catch it.
    stack.bff.db.prepare('UPDATE users SET disabled = 1 WHERE username = ?').run('staff');
    try {
      expectProblem(await client.fetch('/auth/session'), 401);
    } finally {
      stack.bff.db.prepare('UPDATE users SET disabled = 0 WHERE username = ?').run('staff');
    }
  });
});

describe('behind a reverse proxy (trustProxy: true), and login rate limits', () => {
  let stack: Stack;
  beforeAll(() => {
    stack = proxied;
  });

  const loginFrom = (
    address: string,
    username: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    raw(stack, '/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': address, ...headers },
      json: { username, password },
    });

  it('marks the cookie Secure when the proxy says X-Forwarded-Proto: https', async () => {
    const res = await loginFrom('198.51.100.1', 'admin', 'demo', { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    const attrs = attributes(sessionCookieLine(res)!);
    expect(attrs).toContain('secure');
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
  });

  it('accepts the configured public Origin behind the proxy, and refuses others', async () => {
    const proxyHeaders = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'desk.example.com' };
    const login = await loginFrom('198.51.100.2', 'admin', 'demo', {
      ...proxyHeaders,
      origin: 'https://desk.example.com',
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieLine(login)!.split(';')[0]!;
    const headers = {
      ...proxyHeaders,
      cookie,
      'x-csrf-token': login.data.csrfToken as string,
      'x-forwarded-for': '198.51.100.2',
    };
    expectProblem(
      await raw(stack, '/auth/platform/disconnect', {
        method: 'POST',
        headers: { ...headers, origin: 'http://desk.example.com' },
      }),
      403,
    );
    expectProblem(
      await raw(stack, '/auth/platform/disconnect', {
        method: 'POST',
        headers: { ...headers, origin: 'https://evil.example' },
      }),
      403,
    );
    expect(
      (
        await raw(stack, '/auth/platform/disconnect', {
          method: 'POST',
          headers: { ...headers, origin: 'https://desk.example.com' },
        })
      ).status,
    ).toBe(204);
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const https = await raw(stack, '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const http = await raw(stack, '/healthz');
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves Secure off when the proxy forwards plain HTTP', async () => {
    const res = await loginFrom('198.51.100.1', 'admin', 'demo', { 'x-forwarded-proto': 'http' });
    expect(res.status).toBe(200);
    expect(attributes(sessionCookieLine(res)!)).not.toContain('secure');
  });

  it('blocks a user after 5 failed sign-ins (429 with Retry-After, even with the right password); others may still sign in', async () => {
    const address = '203.0.113.10';
    // Concurrent, as an attacker would send them (each check costs a scrypt hash).
    const failures = await Promise.all([0, 1, 2, 3, 4].map((i) => loginFrom(address, 'staff', `wrong-${i}`)));
    for (const res of failures) expectProblem(res, 401);
    const blocked = await loginFrom(address, 'staff', 'demo');
    expectProblem(blocked, 429);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    const retryAfter = blocked.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);

    // The per-user limit holds from any address…
    expectProblem(await loginFrom('203.0.113.11', 'staff', 'demo'), 429);
    // …while another user from the same address is still let in.
    expect((await loginFrom(address, 'admin', 'demo')).status).toBe(200);
  });

  // Parallel guesses, the slowing delay and the per-address limit through HTTP: login-limits.test.ts;
  // every rule on a fake clock: security/login-limiter.test.ts.
});

describe.concurrent('session expiry', () => {
  let stack: Stack;
  beforeAll(() => {
    stack = expiring;
  });

  it('ends a session idle for longer than sessionIdleMs', async () => {
    const client = await signedIn(stack, 'staff');
    expect((await client.fetch('/auth/session')).status).toBe(200);
    await sleep(1500);
    expectProblem(await client.fetch('/auth/session'), 401);
    expectProblem(await client.fetch(PLACES), 401);
  });

  it('keeps an active session alive past the idle limit, but not past the absolute limit', async () => {
    const client = await signedIn(stack, 'staff');
    // The session is created at the end of the sign-in (after the password check), so just before now.
    const signedInAt = Date.now();
    // Activity every 400 ms: idle time never reaches 1 s, so it lives on well past 1 s…
    for (let i = 0; i < 4; i++) {
      await sleep(400);
      expect((await client.fetch('/auth/session')).status).toBe(200);
    }
    // …but 2.5 s after sign-in it ends however active it is.
    while (Date.now() - signedInAt < 2800) {
      await sleep(300);
      await client.fetch('/auth/session');
    }
    expectProblem(await client.fetch('/auth/session'), 401);
  });
});
