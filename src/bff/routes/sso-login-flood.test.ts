import { describe, expect, it } from 'vitest';
import { SsoBrowser } from '@/testing/sso-browser';
import { useSso } from '@/testing/use-sso';

// An anonymous flood of sign-in starts: each start stores a flow, so one address gets a few a
// minute (OIDC_STARTS_PER_MINUTE, 20 here); past that it is sent back to the sign-in page with the
// reason and when to try again, and nothing is stored (the bound on open flows over all addresses:
// oidc-flows.test.ts).

describe('a flood of single sign-on starts from one address', () => {
  const sso = useSso({ oidc: { startsPerMinute: 20 } });

  it('sends the 21st start of the minute back to the sign-in page, with Retry-After', async () => {
    const b = new SsoBrowser(sso().stack.bffUrl);
    const starts = [];
    for (let i = 0; i < 25; i++) starts.push(await b.request(`${b.bffUrl}/auth/oidc/login`));
    const toProvider = starts.filter((s) => s.location?.startsWith(sso().idp.issuer));
    const throttled = starts.filter((s) => s.location === `${b.bffUrl}/signin?sso=throttled`);
    expect([toProvider.length, throttled.length]).toEqual([20, 5]);
    expect(starts.indexOf(throttled[0]!)).toBe(20);
    const wait = Number(throttled[0]!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // A refused start sets no flow cookie: nothing was begun.
    expect(throttled[0]!.headers.getSetCookie().some((c) => c.startsWith('pd_sso_state='))).toBe(false);
  });
});
