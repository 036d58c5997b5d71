import { describe, expect, it } from 'vitest';
import type { IdTokenForgery } from '@/testing/oidc-provider';
import { SsoBrowser } from '@/testing/sso-browser';
import { useSso } from '@/testing/use-sso';

// An ID token that did not come from the provider as it is: signed with another key, under a key id
// the provider does not publish, minted for years ahead, or for another tenant of the same issuer.
// The test provider rewrites its token endpoint's answer (an attacker answering in its place); a
// token re-signed with the provider's own key and nothing changed still signs in, so each refusal
// is the check's and not the rewrite's.

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

describe('single sign-on with a forged ID token', () => {
  const sso = useSso({ oidc: { requiredClaims: { hd: ['example.com'] } } });

  /** Signs `mallory` (an admin at the provider) in with the next ID token rewritten by `forgery`. */
  const signInWith = async (forgery: IdTokenForgery) => {
    sso().idp.accounts.set('mallory', { groups: ['desk-admins'] });
    sso().idp.state.nextLogin = 'mallory';
    sso().idp.state.forgery = forgery;
    try {
      const b = new SsoBrowser(sso().stack.bffUrl);
      const landing = await b.signIn();
      return { landing, session: (await b.api('/auth/session')).status, b };
    } finally {
      sso().idp.state.forgery = undefined;
    }
  };
  const refused = (reason: string) => ({
    landing: `${sso().stack.bffUrl}/signin?sso=${reason}`,
    session: 401,
  });

  it('signs in with a token re-signed by the provider key and our tenant (the rewrite itself is sound)', async () => {
    const { landing, session } = await signInWith({ claims: { hd: 'example.com' } });
    expect({ landing, session }).toEqual({ landing: `${sso().stack.bffUrl}/`, session: 200 });
  });

  it('refuses a token signed with a key that is not the provider’s, under the provider’s key id', async () => {
    expect(await signInWith({ key: 'foreign', claims: { hd: 'example.com' } })).toMatchObject(
      refused('invalid-token'),
    );
  });

  it('refuses a token under a key id the provider does not publish', async () => {
    expect(
      await signInWith({ key: 'foreign', kid: 'attacker-key', claims: { hd: 'example.com' } }),
    ).toMatchObject(refused('invalid-token'));
  });

  it('refuses a token issued in the future, or valid for years', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      await signInWith({
        claims: { hd: 'example.com', iat: now + TEN_YEARS_S, exp: now + TEN_YEARS_S + 3600 },
      }),
    ).toMatchObject(refused('invalid-token'));
    expect(await signInWith({ claims: { hd: 'example.com', exp: now + TEN_YEARS_S } })).toMatchObject(
      refused('invalid-token'),
    );
  });

  it('refuses a user of another tenant of the same issuer, or of none, though their group matches', async () => {
    expect(await signInWith({ claims: { hd: 'rival.example' } })).toMatchObject(refused('not-allowed'));
    expect(await signInWith({})).toMatchObject(refused('not-allowed'));
  });
});

describe('single sign-on with the secret in the form body (client_secret_post)', () => {
  // The provider's client accepts only client_secret_post, as glewlwyd's clients can be set up.
  const sso = useSso({ oidc: { clientAuth: 'client_secret_post' } });

  it('authenticates at the token endpoint as configured and signs in', async () => {
    sso().idp.accounts.set('olga', { groups: ['desk-staff'] });
    sso().idp.state.nextLogin = 'olga';
    const b = new SsoBrowser(sso().stack.bffUrl);
    expect(await b.signIn()).toBe(`${sso().stack.bffUrl}/`);
    expect(sso().idp.state.tokenAuth).toBe('post');
  });
});
