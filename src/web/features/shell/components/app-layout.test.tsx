// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { fakeBff } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { AppLayout } from './app-layout';

// The frame of every signed-in screen, as a user finds their way with it: the two sections, the
// e-shop being worked on (on the places screens), the language, the theme, who is signed in and
// the way out; on a phone all of it in a menu.

const SHOP_A = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', name: 'Shop Alpha' };
const SHOP_B = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2', name: 'Shop Beta' };

const WORDS = {
  en: {
    nav: 'Main navigation',
    places: 'Pickup places',
    orders: 'Orders',
    eshop: 'E-shop',
    language: 'Language',
    dark: 'Switch to dark theme',
    light: 'Switch to light theme',
    role: 'E-shop staff',
    signOut: 'Sign out',
    menu: 'Menu',
  },
  cs: {
    nav: 'Hlavní navigace',
    places: 'Výdejní místa',
    orders: 'Objednávky',
    eshop: 'E-shop',
    language: 'Jazyk',
    dark: 'Přepnout na tmavý motiv',
    light: 'Přepnout na světlý motiv',
    role: 'Pracovník e-shopu',
    signOut: 'Odhlásit se',
    menu: 'Nabídka',
  },
} satisfies Record<Language, unknown>;

/** How long a test waits for what the user should see: the machine may be running other tests. */
const SOON = { timeout: 5_000 };

/** Where the browser is, as its address bar would show it. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

async function open(address: string, { language = 'en' as Language, sandbox = true } = {}) {
  const sent = fakeBff(({ path }) =>
    path === '/bff/config' ? [200, { eshops: [SHOP_A, SHOP_B], sandbox }] : [404, { title: 'Not faked' }],
  );
  const onSignOut = vi.fn();
  const rendered = await renderInApp(
    <AppLayout user={{ username: 'jana', role: 'staff' }} onSignOut={onSignOut}>
      <AddressBar />
      <BackButton />
    </AppLayout>,
    { language, address },
  );
  return { ...rendered, sent, onSignOut };
}

/** Picks an option of a select field by keyboard, as a user without a mouse does. */
async function choose(user: Awaited<ReturnType<typeof open>>['user'], field: HTMLElement, option: string) {
  field.focus();
  await user.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  const target = options.findIndex((o) => o.textContent === option);
  const from = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
  await user.keyboard(
    target > from ? '{ArrowDown}'.repeat(target - from) : '{ArrowUp}'.repeat(from - target),
  );
  await user.keyboard('{Enter}');
  await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The window's size, as a phone's or a desktop's (happy-dom's own call). */
const viewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height });

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.classList.remove('dark', 'light');
});

describe.each(['en', 'cs'] as const)('the app bar in %s', (language) => {
  const w = WORDS[language];

  it('leads to both sections, marking the current one, and says who is signed in', async () => {
    const { user, onSignOut } = await open('/orders', { language });
    const nav = screen.getByRole('navigation', { name: w.nav });
    const places = within(nav).getByRole('link', { name: w.places });
    const orders = within(nav).getByRole('link', { name: w.orders });
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(places.getAttribute('aria-current')).toBeNull();
    expect(await screen.findByText('Sandbox')).toBeDefined();
    expect(screen.getByText('jana')).toBeDefined();
    expect(screen.getByText(w.role)).toBeDefined();

    await user.click(places);
    expect(address()).toMatch(/^\/places/);
    expect(places.getAttribute('aria-current')).toBe('page');
    expect(orders.getAttribute('aria-current')).toBeNull();

    await user.click(screen.getByRole('button', { name: w.signOut }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('switches between the light and the dark theme', async () => {
    const { user } = await open('/orders', { language });
    await user.click(screen.getByRole('button', { name: w.dark }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: w.light }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByRole('button', { name: w.dark })).toBeDefined();
  });
});

describe('the e-shop being worked on', () => {
  it('is chosen on the places list, keeping its view and sort but not its page, and remembered', async () => {
    const { user } = await open(`/places?eshop=${SHOP_A.id}&view=map&sort=name&page=3&zoom=12`);
    const field = await screen.findByRole('combobox', { name: 'E-shop' });
    expect(field.textContent).toBe(SHOP_A.name);
    await choose(user, field, SHOP_B.name);
    const params = new URLSearchParams(address()!.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({ eshop: SHOP_B.id, view: 'map', sort: 'name' });
    expect(field.textContent).toBe(SHOP_B.name);
    expect(localStorage.getItem('pickup-desk.eshop')).toBe(SHOP_B.id);
    // The section's link leads back to the chosen e-shop.
    expect(screen.getByRole('link', { name: 'Pickup places' }).getAttribute('href')).toBe(
      `/places?eshop=${SHOP_B.id}`,
    );
  });

  it('leaves the search of the e-shop left behind, and Back comes back to it with its search', async () => {
    // A first visit's address names no e-shop: the list's names the one it shows.
    const { user } = await open('/places?q=brno&type=PARCEL_BOX&sort=name');
    const field = await screen.findByRole('combobox', { name: 'E-shop' });
    await vi.waitFor(
      () => expect(new URLSearchParams(address()!.split('?')[1]).get('eshop')).toBe(SHOP_A.id),
      SOON,
    );
    await choose(user, field, SHOP_B.name);
    expect(Object.fromEntries(new URLSearchParams(address()!.split('?')[1]))).toEqual({
      eshop: SHOP_B.id,
      sort: 'name',
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(Object.fromEntries(new URLSearchParams(address()!.split('?')[1]))).toEqual({
      eshop: SHOP_A.id,
      q: 'brno',
      type: 'PARCEL_BOX',
      sort: 'name',
    });
    await vi.waitFor(() => expect(field.textContent).toBe(SHOP_A.name), SOON);
  });

  it('starts on the one remembered in this browser, and is not offered on the orders screen', async () => {
    localStorage.setItem('pickup-desk.eshop', SHOP_B.id);
    await open('/places');
    expect((await screen.findByRole('combobox', { name: 'E-shop' })).textContent).toBe(SHOP_B.name);
    await renderInApp(
      <AppLayout user={{ username: 'jana', role: 'staff' }} onSignOut={() => {}}>
        {null}
      </AppLayout>,
      { address: '/orders' },
    );
    expect(screen.getAllByRole('combobox', { name: 'E-shop' })).toHaveLength(1);
  });

  it('leaves an editor for the list of the e-shop chosen', async () => {
    const { user } = await open(`/places/11111111-1111-4111-8111-111111111111?eshop=${SHOP_A.id}`);
    await choose(user, await screen.findByRole('combobox', { name: 'E-shop' }), SHOP_B.name);
    expect(address()).toBe(`/places?eshop=${SHOP_B.id}`);
  });
});

describe('the language', () => {
  it('switches to Czech and back by keyboard, remembered in the browser and told to the page', async () => {
    const { user } = await open('/orders');
    await choose(user, screen.getByRole('combobox', { name: 'Language' }), 'Čeština');
    expect(await screen.findByRole('navigation', { name: 'Hlavní navigace' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toBeDefined();
    expect(document.documentElement.lang).toBe('cs');
    expect(localStorage.getItem('pickup-desk.language')).toBe('cs');
    // Each language is named in itself, for a reader of that language to find it.
    const field = screen.getByRole('combobox', { name: 'Jazyk' });
    expect(field.textContent).toBe('Čeština');

    await choose(user, field, 'English');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('pickup-desk.language')).toBe('en');
  });

  it('asks the BFF for its answers in the language chosen', async () => {
    const { user, sent } = await open('/orders');
    await choose(user, screen.getByRole('combobox', { name: 'Language' }), 'Čeština');
    const { api } = await import('@/web/shared/lib/api-client');
    await api('/bff/config');
    expect(sent.at(-1)!.headers['accept-language']).toBe('cs');
  });
});

describe.each(['en', 'cs'] as const)('on a phone, in %s', (language) => {
  const w = WORDS[language];
  beforeEach(() => viewport(390, 844));
  afterEach(() => viewport(1024, 768));

  it('holds the name and the section in the bar, and the rest in a menu that Escape closes', async () => {
    const { user, onSignOut } = await open('/orders', { language });
    expect(screen.queryByRole('navigation', { name: w.nav })).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain(w.orders);
    const menuButton = screen.getByRole('button', { name: w.menu });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const nav = await screen.findByRole('navigation', { name: w.nav });
    expect(within(nav).getByRole('link', { name: w.orders }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(w.role)).toBeDefined();
    expect(screen.getByRole('combobox', { name: w.language })).toBeDefined();
    expect(screen.getByRole('button', { name: w.dark })).toBeDefined();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: w.nav })).toBeNull());
    expect(document.activeElement).toBe(menuButton);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('closes the menu on going to a section, and signs out from it', async () => {
    const { user, onSignOut } = await open('/orders', { language });
    await user.click(screen.getByRole('button', { name: w.menu }));
    await user.click(
      within(await screen.findByRole('navigation', { name: w.nav })).getByRole('link', { name: w.places }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: w.nav })).toBeNull());
    expect(address()).toMatch(/^\/places/);
    expect(screen.getByRole('banner').textContent).toContain(w.places);

    await user.click(screen.getByRole('button', { name: w.menu }));
    await user.click(await screen.findByRole('button', { name: w.signOut }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
