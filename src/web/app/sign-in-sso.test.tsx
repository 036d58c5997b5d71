// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appInDom } from './app-in-dom.fixture';
import type { AppConfig } from '@/contract/desk/config';
import { testConfig } from '@/web/testing/test-config';

// The sign-in page with single sign-on: the provider's button, the password form only while local
// accounts are on, and the reason a sign-in through the provider came back without a session.

const CONFIG = testConfig({ eshops: [], sso: { name: 'Contoso' }, localLogin: true });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubBff(config: AppConfig) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), window.location.origin).pathname;
      if (path === '/bff/config') return json(200, config);
      return json(401, { title: 'Sign in required', status: 401 });
    }),
  );
}

const app = appInDom();
const openSignIn = app.open;

const ssoLink = () => screen.queryByRole('link', { name: /Sign in with Contoso/ }) ?? undefined;
const passwordField = () => screen.queryByLabelText(/^Password/);

describe('sign-in page with single sign-on', () => {
  it('offers the provider beside the password form', async () => {
    stubBff(CONFIG);
    await openSignIn('/signin');
    await vi.waitFor(() => expect(ssoLink()).toBeDefined(), { timeout: 10_000 });
    expect(ssoLink()!.getAttribute('href')).toBe('/auth/oidc/login');
    expect(passwordField()).not.toBeNull();
  });

  it('hides the password form when local accounts are off', async () => {
    stubBff({ ...CONFIG, localLogin: false });
    await openSignIn('/signin');
    await vi.waitFor(() => expect(ssoLink()).toBeDefined(), { timeout: 10_000 });
    expect(passwordField()).toBeNull();
  });

  it('explains a refusal: an account in none of the groups', async () => {
    stubBff(CONFIG);
    await openSignIn('/signin?sso=not-allowed');
    await vi.waitFor(
      () =>
        expect(screen.queryByRole('alert')?.textContent).toMatch(
          /not allowed to use Pickup Desk\. Ask your administrator to add you to one of the groups/,
        ),
      { timeout: 10_000 },
    );
  });

  it('ignores a reason it does not know', async () => {
    stubBff(CONFIG);
    await openSignIn('/signin?sso=<script>');
    await vi.waitFor(() => expect(ssoLink()).toBeDefined(), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
