// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { changeLanguage } from '@/web/shared/lib/i18n';
import { fakeBff, type SentRequest } from '@/web/testing/fake-bff';
import { appInDom } from './app-in-dom.fixture';
import { testConfig } from '@/web/testing/test-config';

// The whole app, its real router and screens, the BFF faked at fetch: signing in by keyboard (what
// is missing, a wrong password), the focus on the heading of each new screen with the screen
// reader told of it, and signing out (the BFF told, the way back closed, single sign-on's page).

const CONFIG = testConfig({ sandbox: true });
const SESSION = {
  user: { username: 'support', role: 'support' },
  csrfToken: 'csrf-support',
  platform: { connected: false, available: false },
};
const ORDER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';

const WORDS = {
  en: {
    signIn: 'Sign in',
    username: 'Username',
    password: 'Password',
    required: 'Required',
    wrong: 'The username or password is wrong.',
    lookup: 'Find an order',
    signOut: 'Sign out',
  },
  cs: {
    signIn: 'Přihlásit se',
    username: 'Uživatelské jméno',
    password: 'Heslo',
    required: 'Povinné',
    wrong: 'Uživatelské jméno nebo heslo není správné.',
    lookup: 'Najít objednávku',
    signOut: 'Odhlásit se',
  },
} satisfies Record<Language, unknown>;

/** The BFF: a session after a right password (demo), and `logout` for the sign-out. */
function bff({ signedIn = false, logout = undefined as unknown } = {}) {
  return fakeBff((request: SentRequest) => {
    const path = request.path.split('?')[0];
    if (path === '/bff/config') return [200, CONFIG];
    if (path === '/auth/session') return signedIn ? [200, SESSION] : [401, { title: 'Sign in', status: 401 }];
    if (path === '/auth/login') {
      const { password } = request.body as { password: string };
      if (password !== 'demo') return [401, { title: 'Unauthorized', status: 401 }];
      signedIn = true;
      return [200, SESSION];
    }
    if (path === '/auth/logout') {
      signedIn = false;
      return logout === undefined ? [204] : [200, logout];
    }
    if (path === `/api/v1/order/${ORDER_ID}`) return [200, { ...minimalOrder(), orderNumber: '2026-0042' }];
    return [404, { title: 'Not faked', status: 404 }];
  });
}

/** The least an order needs for its page (the contract's required fields). */
const minimalOrder = () => ({
  id: ORDER_ID,
  orderState: 'CREATED',
  marketId: ORDER_ID,
  eshopId: CONFIG.eshops[0]!.id,
  additionalCosts: [],
  parcels: [],
  products: [],
  recommendedProducts: [],
  files: [],
  links: { trackAndTrace: { href: 'https://track.example/1' } },
  communication: { externalLinks: [] },
});

const app = appInDom();
const SLOW = { timeout: 10_000 };
const announced = () => screen.getByTestId('route-announcer').textContent;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe.each(['en', 'cs'] as const)('signing in, in %s', (language) => {
  const w = WORDS[language];
  beforeEach(() => changeLanguage(language));

  it('says what is missing, sending nothing', async () => {
    const sent = bff();
    const user = userEvent.setup();
    await app.open('/signin');
    await user.click(await screen.findByRole('button', { name: w.signIn }, SLOW));
    expect(screen.getAllByText(w.required)).toHaveLength(2);
    expect(sent.filter((r) => r.path === '/auth/login')).toEqual([]);
  });

  it('says a wrong password is wrong, and stays with the name typed', async () => {
    const sent = bff();
    const user = userEvent.setup();
    await app.open('/signin');
    await user.type(await screen.findByRole('textbox', { name: w.username }, SLOW), 'support');
    await user.type(screen.getByLabelText(w.password), 'guess{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(w.wrong);
    expect(app.address()).toBe('/signin');
    expect((screen.getByRole('textbox', { name: w.username }) as HTMLInputElement).value).toBe('support');
    expect(sent.filter((r) => r.path === '/auth/login').map((r) => r.body)).toEqual([
      { username: 'support', password: 'guess' },
    ]);
  });

  it('signs in by keyboard and lands on the heading of the first screen, told to the screen reader', async () => {
    bff();
    const user = userEvent.setup();
    await app.open('/signin');
    await user.click(await screen.findByRole('textbox', { name: w.username }, SLOW));
    await user.keyboard('support');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(w.password));
    await user.keyboard('demo{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: w.lookup }, SLOW);
    expect(app.address()).toBe('/orders');
    await waitFor(() => expect(document.activeElement).toBe(heading), SLOW);
    expect(announced()).toBe(w.lookup);
  });
});

describe('moving between screens', () => {
  it('moves the focus to the heading of each new screen', async () => {
    bff({ signedIn: true });
    const user = userEvent.setup();
    await app.open('/orders');
    const lookup = await screen.findByRole('heading', { level: 1, name: 'Find an order' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(lookup), SLOW);

    await user.type(screen.getByRole('textbox', { name: 'Order ID' }), `${ORDER_ID}{Enter}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order 2026-0042' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(heading), SLOW);
    expect(announced()).toBe('Order 2026-0042');
  });
});

describe('signing out', () => {
  it('tells the BFF with the session’s CSRF token, lands on sign-in, and the screens are closed again', async () => {
    const sent = bff({ signedIn: true });
    const user = userEvent.setup();
    await app.open('/orders');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, SLOW));
    await screen.findByRole('button', { name: 'Sign in' }, SLOW);
    expect(app.address()).toBe('/signin');
    const logout = sent.filter((r) => r.path === '/auth/logout');
    expect(logout.map((r) => [r.method, r.headers['x-csrf-token']])).toEqual([['POST', 'csrf-support']]);

    await app.unmount();
    await app.open(`/orders/${ORDER_ID}`);
    await waitFor(() => expect(app.address()).toMatch(/^\/signin\?returnTo=/), SLOW);
    expect(sent.filter((r) => r.path.startsWith('/api/v1/order/'))).toEqual([]);
  });

  it("goes on to the identity provider's sign-out page after a single sign-on session", async () => {
    bff({ signedIn: true, logout: { redirectTo: 'https://idp.example/logout?state=x' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    await app.open('/orders');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, SLOW));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/logout?state=x'), SLOW);
  });

  it('in Czech, from the app bar', async () => {
    await changeLanguage('cs');
    bff({ signedIn: true });
    const user = userEvent.setup();
    await app.open('/orders');
    const bar = await screen.findByRole('banner', {}, SLOW);
    await user.click(await within(bar).findByRole('button', { name: WORDS.cs.signOut }, SLOW));
    expect(await screen.findByRole('button', { name: WORDS.cs.signIn }, SLOW)).toBeDefined();
  });
});
