import { describe, expect, it } from 'vitest';
import { SessionInfoSchema } from '@/contract/desk/session';
import { BrowserClient } from '@/testing/stack';
import { attributes, raw, sessionCookieLine } from '@/testing/auth-requests';
import { expectProblem } from '@/testing/expect-problem';
import { useStack } from '@/testing/use-stack';

// Local sign-in through real HTTP: POST /auth/login and GET /auth/session, the session cookie's
// attributes, and the answers to wrong or malformed sign-ins. What happens to a session later
// (rotation, sign-out, disabled accounts), behind a proxy and at expiry: auth-*.test.ts.

describe('sign-in, session and sign-out', () => {
  const stack = useStack();

  it.each([
    ['admin', 'admin'],
    ['staff', 'staff'],
    ['support', 'support'],
  ])('signs %s in with the demo password and reports the role %s', async (username, role) => {
    const client = new BrowserClient(stack().bffUrl);
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
    const client = new BrowserClient(stack().bffUrl);
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
    expect(stack().config.trustProxy).toBe(false);
    const login = await raw(stack(), '/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
      json: { username: 'admin', password: 'demo' },
    });
    expect(login.status).toBe(200);
    expect(attributes(sessionCookieLine(login)!)).not.toContain('secure');
  });

  it('answers a wrong password with 401 ProblemDetail and sets no cookie', async () => {
    const res = await raw(stack(), '/auth/login', {
      method: 'POST',
      json: { username: 'support', password: 'not-the-password' },
    });
    expectProblem(res, 401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await raw(stack(), '/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'nope' },
    });
    const unknown = await raw(stack(), '/auth/login', {
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
    const res = await raw(stack(), '/auth/login', { method: 'POST', json: body });
    expectProblem(res, 400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('names the missing fields in the 400 answer', async () => {
    const res = await raw(stack(), '/auth/login', { method: 'POST', json: {} });
    expectProblem(res, 400);
    const fields = (res.data.properties?.errors ?? []).map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('answers a malformed or missing JSON body with 400 ProblemDetail and no stack trace', async () => {
    const empty = await raw(stack(), '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(empty, 400);
    const client = new BrowserClient(stack().bffUrl);
    const broken = await client.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin", ',
    });
    expectProblem(broken, 400);
  });

  it('answers an oversized sign-in body with a 413 ProblemDetail', async () => {
    const res = await raw(stack(), '/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expectProblem(res, 413);
  });
});
