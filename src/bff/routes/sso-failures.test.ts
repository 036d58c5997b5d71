import { describe, expect, it } from 'vitest';
import { SsoBrowser } from '@/testing/sso-browser';
import { startSsoStack, useSso } from '@/testing/use-sso';

// Every way a sign-in through the provider can go wrong ends on the sign-in page with its reason
// (`/signin?sso=…`) and no session: a declined sign-in, a wrong or replayed state, a replayed code, a
// nonce that is not ours, an expired ID token, and the provider down at either end.

type Sso = Awaited<ReturnType<typeof startSsoStack>>;

/** The browser has no session: no cookie, and the BFF knows nobody. */
async function expectNoSession(b: SsoBrowser) {
  expect(b.cookie(b.bffUrl, 'pd_session')).toBeUndefined();
  expect((await b.api('/auth/session')).status).toBe(401);
}

const signInPage = (sso: Sso, reason: string) => `${sso.stack.bffUrl}/signin?sso=${reason}`;

describe('single sign-on failures', () => {
  const sso = useSso();
  const browser = () => {
    sso().idp.accounts.set('ivan', { groups: ['desk-staff'] });
    sso().idp.state.nextLogin = 'ivan';
    return new SsoBrowser(sso().stack.bffUrl);
  };

  it('ends a sign-in the user declined at the provider (access_denied)', async () => {
    const b = browser();
    sso().idp.state.deny = true;
    try {
      const callback = await b.untilCallback();
      expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
      expect((await b.request(callback)).location).toBe(signInPage(sso(), 'denied'));
    } finally {
      sso().idp.state.deny = false;
    }
    await expectNoSession(b);
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    const b = browser();
    const callback = new URL(await b.untilCallback());
    callback.searchParams.set('state', 'forged-state');
    expect((await b.request(callback.href)).location).toBe(signInPage(sso(), 'invalid-state'));
    await expectNoSession(b);
  });

  it("refuses another browser's callback (a sign-in forced on someone else)", async () => {
    const callback = await browser().untilCallback();
    const victim = browser();
    expect((await victim.request(callback)).location).toBe(signInPage(sso(), 'invalid-state'));
    await expectNoSession(victim);
  });

  it('refuses a replayed callback, and a used code with a fresh state', async () => {
    const b = browser();
    const callback = await b.untilCallback();
    expect((await b.request(callback)).location).toBe(`${sso().stack.bffUrl}/`);
    // The same answer again: its state is used up.
    const again = browser();
    expect((await again.request(callback)).location).toBe(signInPage(sso(), 'invalid-state'));
    await expectNoSession(again);
    // The used code under a state of a new sign-in of this browser: the provider refuses the code.
    const other = browser();
    const fresh = new URL(await other.untilCallback());
    fresh.searchParams.set('code', new URL(callback).searchParams.get('code')!);
    expect((await other.request(fresh.href)).location).toBe(signInPage(sso(), 'failed'));
    await expectNoSession(other);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const b = browser();
    // The authorization request as the BFF made it, with its nonce changed on the way.
    const { next } = await b.walk('/auth/oidc/login', (to) => to.startsWith(sso().idp.issuer));
    const authorize = new URL(next!);
    authorize.searchParams.set('nonce', 'someone-elses-nonce');
    const callback = await b.untilCallback(authorize.href);
    expect((await b.request(callback)).location).toBe(signInPage(sso(), 'invalid-token'));
    await expectNoSession(b);
  });

  it('answers a callback without a state, code or anything at all with the sign-in page', async () => {
    const b = browser();
    expect((await b.request(`${b.bffUrl}/auth/oidc/callback`)).location).toBe(
      signInPage(sso(), 'invalid-state'),
    );
    await expectNoSession(b);
  });
});

describe('single sign-on with an expired ID token', () => {
  // This server's clock two hours ahead of the provider's: the one-hour ID token has expired.
  const sso = useSso({ oidc: { clockSkewS: 7200 } });

  it('refuses it and starts no session', async () => {
    sso().idp.accounts.set('judy', { groups: ['desk-admins'] });
    sso().idp.state.nextLogin = 'judy';
    const b = new SsoBrowser(sso().stack.bffUrl);
    expect(await b.signIn()).toBe(signInPage(sso(), 'invalid-token'));
    await expectNoSession(b);
  });
});

describe('single sign-on in the metrics', () => {
  const sso = useSso();

  it('counts each sign-in by its outcome: ok, or the reason it was refused', async () => {
    sso().idp.accounts.set('mira', { groups: ['desk-staff'] });
    sso().idp.state.nextLogin = 'mira';
    const ok = new SsoBrowser(sso().stack.bffUrl);
    expect((await ok.request(await ok.untilCallback())).location).toBe(`${sso().stack.bffUrl}/`);
    sso().idp.state.nextLogin = 'mira';
    const forged = new URL(await new SsoBrowser(sso().stack.bffUrl).untilCallback());
    forged.searchParams.set('state', 'forged-state');
    await new SsoBrowser(sso().stack.bffUrl).request(forged.href);
    const text = await sso().stack.bff.metrics.registry.getSingleMetricAsString('bff_signins_total');
    expect(text).toMatch(/bff_signins_total\{method="sso",outcome="ok"\} 1\b/);
    expect(text).toMatch(/bff_signins_total\{method="sso",outcome="invalid-state"\} 1\b/);
  });
});

describe('single sign-on with the provider down', () => {
  it('at the start of a sign-in, ends on the sign-in page', async () => {
    const sso = await startSsoStack();
    try {
      await sso.idp.close();
      const b = new SsoBrowser(sso.stack.bffUrl);
      const login = await b.request(`${b.bffUrl}/auth/oidc/login`);
      expect(login.location).toBe(signInPage(sso, 'unavailable'));
      await expectNoSession(b);
    } finally {
      await sso.stack.close();
    }
  });

  it('at the callback (the code exchange), ends on the sign-in page', async () => {
    const sso = await startSsoStack();
    try {
      sso.idp.accounts.set('ken', { groups: ['desk-staff'] });
      sso.idp.state.nextLogin = 'ken';
      const b = new SsoBrowser(sso.stack.bffUrl);
      const callback = await b.untilCallback();
      await sso.idp.close();
      expect((await b.request(callback)).location).toBe(signInPage(sso, 'unavailable'));
      await expectNoSession(b);
    } finally {
      await sso.stack.close();
    }
  });
});
