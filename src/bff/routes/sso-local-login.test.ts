import { describe, expect, it } from 'vitest';
import { AppConfigSchema } from '@/contract/desk/config';
import { expectProblem } from '@/testing/expect-problem';
import { SsoBrowser } from '@/testing/sso-browser';
import { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { useSso } from '@/testing/use-sso';

// LOCAL_LOGIN=false: staff sign in through the provider only; and an installation without single
// sign-on says so to the SPA and answers its routes with a clear problem.

describe('local accounts switched off', () => {
  const sso = useSso({ bff: { localLogin: false } });

  it('refuses every password sign-in, even a right one, and tells the SPA', async () => {
    const client = new BrowserClient(sso().stack.bffUrl);
    const login = await client.login('admin', 'demo');
    expectProblem(login, 403, '/problems/local-login-disabled');
    expect(client.cookie).toBe('');
    const config = AppConfigSchema.parse((await client.fetch('/bff/config')).data);
    expect(config).toMatchObject({ sso: { name: 'Test IdP' }, localLogin: false });
  });

  it('still signs staff in through the provider', async () => {
    sso().idp.accounts.set('lena', { groups: ['desk-support'], preferred_username: 'lena' });
    sso().idp.state.nextLogin = 'lena';
    const b = new SsoBrowser(sso().stack.bffUrl);
    expect(await b.signIn()).toBe(`${sso().stack.bffUrl}/`);
    expect((await b.api('/auth/session')).data.user).toEqual({ username: 'lena', role: 'support' });
  });
});

describe('no single sign-on configured', () => {
  const stack = useStack();

  it('offers none to the SPA and answers its start with a problem', async () => {
    const client = new BrowserClient(stack().bffUrl);
    const config = AppConfigSchema.parse((await client.fetch('/bff/config')).data);
    expect(config).toMatchObject({ sso: null, localLogin: true });
    expectProblem(await client.fetch('/auth/oidc/login'), 404, '/problems/not-configured');
  });
});
