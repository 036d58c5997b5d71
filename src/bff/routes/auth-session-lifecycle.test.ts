import { describe, expect, it } from 'vitest';
import { BrowserClient, DEMO_ESHOP } from '@/testing/stack';
import { raw, sessionCookieLine } from '@/testing/auth-requests';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { useStack } from '@/testing/use-stack';

// A BFF session after sign-in: a fresh id at every sign-in, sign-out (also for a kept copy of the
// cookie), the CSRF token it needs, and accounts disabled or reset while signed in.

const PLACES = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;

describe('sign-in, session and sign-out', () => {
  const stack = useStack();

  it('issues a fresh session id at sign-in: a planted cookie value is replaced and stays worthless', async () => {
    const client = new BrowserClient(stack().bffUrl);
    const planted = 'pd_session=attacker-chosen-value-0123456789abcdef';
    client.cookie = planted;
    expect((await client.fetch('/auth/session')).status).toBe(401);
    const login = await client.login('staff');
    expect(login.status).toBe(200);
    expect(sessionCookieLine(login)).toBeDefined();
    expect(client.cookie).not.toBe(planted);
    expect(client.cookie).not.toContain('attacker-chosen-value');
    expect((await client.fetch('/auth/session')).status).toBe(200);
    expect((await raw(stack(), '/auth/session', { headers: { cookie: planted } })).status).toBe(401);
  });

  it('rotates the session at a re-login: the previous session stops working', async () => {
    const client = new BrowserClient(stack().bffUrl);
    const first = await client.login('staff');
    const oldCookie = client.cookie;
    const oldCsrf = first.data.csrfToken as string;
    expect((await raw(stack(), '/auth/session', { headers: { cookie: oldCookie } })).status).toBe(200);

    const second = await client.login('staff');
    expect(second.status).toBe(200);
    expect(client.cookie).not.toBe(oldCookie);
    expect(second.data.csrfToken).not.toBe(oldCsrf);

    expect((await client.fetch('/auth/session')).status).toBe(200);
    const stale = await raw(stack(), '/auth/session', { headers: { cookie: oldCookie } });
    expectProblem(stale, 401);
    expectProblem(await raw(stack(), PLACES, { headers: { cookie: oldCookie } }), 401);
  });

  it('signs out with 204; afterwards the session and /api answer 401, also for a kept copy of the cookie', async () => {
    const client = await signedIn(stack(), 'admin');
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
    expectProblem(await raw(stack(), '/auth/session', { headers: { cookie } }), 401);
    expectProblem(await raw(stack(), PLACES, { headers: { cookie } }), 401);
  });

  it('refuses /auth/logout without the CSRF token (403) and keeps the session', async () => {
    const client = await signedIn(stack(), 'admin');
    const res = await raw(stack(), '/auth/logout', { method: 'POST', headers: { cookie: client.cookie } });
    expectProblem(res, 403);
    const wrong = await raw(stack(), '/auth/logout', {
      method: 'POST',
      headers: { cookie: client.cookie, 'x-csrf-token': 'wrong-token' },
    });
    expectProblem(wrong, 403);
    expect((await client.fetch('/auth/session')).status).toBe(200);
  });

  it('answers GET /auth/session without a session with 401 ProblemDetail, not cached', async () => {
    const res = await raw(stack(), '/auth/session');
    expectProblem(res, 401);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('refuses a disabled user at sign-in and ends their live session', async () => {
    const client = await signedIn(stack(), 'support');
    expect((await client.fetch(PLACES)).status).toBe(200);

    expect(await stack().bff.users.setDisabled('support', true)).toBe(true);
    try {
      expectProblem(await client.fetch('/auth/session'), 401);
      expectProblem(await client.fetch(PLACES), 401);
      const again = await new BrowserClient(stack().bffUrl).login('support');
      expectProblem(again, 401);
      expect(again.headers.getSetCookie()).toEqual([]);
    } finally {
      await stack().bff.users.setDisabled('support', false);
    }
    expect((await new BrowserClient(stack().bffUrl).login('support')).status).toBe(200);
  });

  it('ends a user’s sessions when their password is reset; only the new password works then', async () => {
    await stack().bff.users.add('hana', 'hana-old-pass', 'staff');
    const client = new BrowserClient(stack().bffUrl);
    expect((await client.login('hana', 'hana-old-pass')).status).toBe(200);
    expect(await stack().bff.users.setPassword('hana', 'hana-new-pass')).toBe(true);
    expectProblem(await client.fetch('/auth/session'), 401);
    expectProblem(await new BrowserClient(stack().bffUrl).login('hana', 'hana-old-pass'), 401);
    expect((await new BrowserClient(stack().bffUrl).login('hana', 'hana-new-pass')).status).toBe(200);
  });

  it('ends the live session of a user disabled directly in the database as well', async () => {
    const client = await signedIn(stack(), 'staff');
    // Only the flag changes; the session row is still there, so the per-request check must catch it.
    await stack().bff.db.updateTable('users').set({ disabled: 1 }).where('username', '=', 'staff').execute();
    try {
      expectProblem(await client.fetch('/auth/session'), 401);
    } finally {
      await stack()
        .bff.db.updateTable('users')
        .set({ disabled: 0 })
        .where('username', '=', 'staff')
        .execute();
    }
  });
});
