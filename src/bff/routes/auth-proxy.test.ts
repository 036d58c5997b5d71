import { describe, expect, it } from 'vitest';
import { attributes, raw, sessionCookieLine } from '@/testing/auth-requests';
import { expectProblem } from '@/testing/expect-problem';
import { useStack } from '@/testing/use-stack';

// Sign-in behind a trusted reverse proxy: the Secure cookie and HSTS follow X-Forwarded-Proto,
// Origin is checked against the configured public origin, and sign-in limits count per address.

describe('behind a reverse proxy (TRUST_PROXY=loopback), and login rate limits', () => {
  const stack = useStack({ bff: { trustProxy: ['loopback'], publicOrigins: ['https://desk.example.com'] } });

  const loginFrom = (
    address: string,
    username: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    raw(stack(), '/auth/login', {
      method: 'POST',
      // The page's origin, as the browser behind the proxy sends it.
      headers: { origin: 'https://desk.example.com', 'x-forwarded-for': address, ...headers },
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
      await raw(stack(), '/auth/platform/disconnect', {
        method: 'POST',
        headers: { ...headers, origin: 'http://desk.example.com' },
      }),
      403,
    );
    expectProblem(
      await raw(stack(), '/auth/platform/disconnect', {
        method: 'POST',
        headers: { ...headers, origin: 'https://evil.example' },
      }),
      403,
    );
    expect(
      (
        await raw(stack(), '/auth/platform/disconnect', {
          method: 'POST',
          headers: { ...headers, origin: 'https://desk.example.com' },
        })
      ).status,
    ).toBe(204);
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const https = await raw(stack(), '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const http = await raw(stack(), '/healthz');
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
