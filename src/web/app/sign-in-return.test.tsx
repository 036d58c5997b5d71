// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appInDom } from './app-in-dom.fixture';
import { testConfig } from '@/web/testing/test-config';

// The app's real router in a DOM, the BFF replaced by a stubbed fetch: a visitor without a session
// is sent to sign-in with the address they wanted, comes back to it after signing in, and is never
// sent off the site by a crafted `returnTo` (no open redirect).

/** An order's address (an order id is a UUID; the orders screen fetches only those). */
const ORDER = '/orders/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const SESSION = {
  user: { username: 'staff', role: 'staff' },
  csrfToken: 'csrf-1',
  platform: { connected: false, available: false },
};
const CONFIG = testConfig({ sandbox: true });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The BFF: signed out until /auth/login (unless `signedIn`); `apiStatus` answers the other API calls. */
function stubBff({ apiStatus = 404, signedIn = false, role = 'staff' } = {}) {
  const session = { ...SESSION, user: { username: role, role } };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), window.location.origin).pathname;
    if (path === '/auth/session') return signedIn ? json(200, session) : json(401, { title: 'Sign in' });
    if (path === '/auth/login' && init?.method === 'POST') {
      signedIn = true;
      return json(200, session);
    }
    if (path === '/bff/config') return json(200, CONFIG);
    return json(apiStatus, { title: `Stubbed ${apiStatus}`, status: apiStatus });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const app = appInDom();
const openApp = app.open;

const address = app.address;

async function waitForAddress(expected: string) {
  await vi.waitFor(() => expect(address()).toBe(expected), { timeout: 10_000, interval: 20 });
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Username/ }, { timeout: 10_000 }), 'staff');
  await user.type(await screen.findByLabelText(/^Password/, {}, { timeout: 10_000 }), 'demo');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in and the way back', () => {
  it('sends a visitor without a session to sign-in, remembering the address', async () => {
    stubBff();
    await openApp(`${ORDER}?tab=parcels`);
    await waitForAddress(`/signin?returnTo=${encodeURIComponent(`${ORDER}?tab=parcels`)}`);
  });

  it('returns to that address after signing in', async () => {
    const fetchMock = stubBff();
    await openApp(`/signin?returnTo=${encodeURIComponent(ORDER)}`);
    await signIn();
    await waitForAddress(ORDER);
    expect(fetchMock).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ method: 'POST' }));
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'orders/42'],
    ['a backslash that URLs read as a slash', '/\\evil.example/'],
    ['a tab that browsers drop', '/\t/evil.example/'],
  ])('goes to the places list instead of %s', async (_, returnTo) => {
    stubBff();
    await openApp(`/signin?returnTo=${encodeURIComponent(returnTo)}`);
    await signIn();
    await waitForAddress('/places');
    expect(window.location.origin).toBe(new URL(document.baseURI).origin);
  });

  // Issue 29: support answers customers' questions about orders, so it lands on Orders.
  it('lands staff on the places list and support on Orders', async () => {
    stubBff();
    await openApp('/signin');
    await signIn();
    await waitForAddress('/places');
    await app.unmount();
    stubBff({ role: 'support' });
    await openApp('/signin');
    await signIn();
    await waitForAddress('/orders');
  });

  it('sends a signed-in support user from / and from an unknown address to Orders', async () => {
    stubBff({ role: 'support', signedIn: true });
    await openApp('/');
    await waitForAddress('/orders');
    await openApp('/nowhere');
    await waitForAddress('/orders');
  });

  it('sends a signed-in user whose session ends (an API call answers 401) to sign-in, keeping the address', async () => {
    const fetchMock = stubBff({ apiStatus: 401, signedIn: true });
    await openApp(ORDER);
    await waitForAddress(`/signin?returnTo=${encodeURIComponent(ORDER)}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/'))).toBe(true);
  });
});
