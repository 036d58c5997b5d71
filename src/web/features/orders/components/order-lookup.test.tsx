// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { testOrder, testParcel } from '@/web/testing/test-orders';
import { OrderPage } from './order-page';

// Looking an order up, as support does it: paste what the customer sent (an id, a tracking page's
// address), press Enter or the button, and read the order, or why there is none. What is no order
// id is told at once, without a request; the BFF's refusals are told in words, each with its way on.

const ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2';
const ORDER = testOrder({ id: ID, orderNumber: '2026-0042' });
const DELIVERED = testOrder({
  id: OTHER,
  orderNumber: '2026-0007',
  parcels: [testParcel({ orderId: OTHER, state: { delivery: 'DELIVERED' } })],
});

const WORDS = {
  en: {
    title: 'Find an order',
    field: 'Order ID',
    help: "Paste the order's ID (a UUID), or the address of its tracking page or order page.",
    search: 'Look up',
    noRecent: 'Orders you look up appear here.',
    invalid: /^This is not an order ID: it must be a UUID/,
    orderNumber: /^Orders cannot be looked up by their number/,
    ambiguous: /^This address carries more than one ID/,
    heading: 'Order 2026-0042',
    loading: 'Loading…',
    notFound: "Order not found. No order with this ID exists under this installation's account.",
    retry: 'Try again',
    connect: 'Connect platform account',
    reconnect: /The connection to your platform account ended/,
    delivered: 'Delivered',
  },
  cs: {
    title: 'Najít objednávku',
    field: 'ID objednávky',
    help: 'Vložte ID objednávky (UUID), nebo adresu její sledovací stránky či stránky objednávky.',
    search: 'Vyhledat',
    noRecent: 'Zde se objeví objednávky, které vyhledáte.',
    invalid: /^Toto není ID objednávky: musí to být UUID/,
    orderNumber: /^Objednávku nelze vyhledat podle čísla/,
    ambiguous: /^Tato adresa obsahuje víc ID/,
    heading: 'Objednávka 2026-0042',
    loading: 'Načítání…',
    notFound: 'Objednávka nenalezena. Objednávka s tímto ID pod účtem této instalace neexistuje.',
    retry: 'Zkusit znovu',
    connect: 'Propojit účet platformy',
    reconnect: /Propojení s vaším účtem platformy skončilo/,
    delivered: 'Doručeno',
  },
} satisfies Record<Language, unknown>;

/** /orders and /orders/<id>, as the app routes them. */
function OrdersScreen() {
  const { orderId = '' } = useParams();
  return <OrderPage orderId={orderId} username="support" />;
}

/** The BFF: the configuration, and `order` for every order asked for. */
function bff(order: (request: SentRequest) => Answer | Promise<Answer>) {
  return fakeBff((request) => (request.path === '/bff/config' ? [200, { eshops: [] }] : order(request)));
}
const orderRequests = (sent: SentRequest[]) => sent.filter((r) => r.path.startsWith('/api/v1/order/'));

async function open(language: Language, address = '/orders') {
  return renderInApp(
    <Routes>
      <Route path="/orders" element={<OrdersScreen />} />
      <Route path="/orders/:orderId" element={<OrdersScreen />} />
    </Routes>,
    { language, address },
  );
}

const field = (w: (typeof WORDS)[Language]) => screen.getByRole('textbox', { name: w.field });
/** What the field says under it: its help, or what is wrong with what was typed. */
const fieldNote = (w: (typeof WORDS)[Language]) =>
  document.getElementById(field(w).getAttribute('aria-describedby')!)!.textContent;

beforeEach(() => localStorage.clear());

describe.each(['en', 'cs'] as const)('the order lookup in %s', (language) => {
  const w = WORDS[language];

  it('starts empty, in the field, with its help and no recent lookups, having asked for no order', async () => {
    const sent = bff(() => [200, ORDER]);
    await open(language);
    expect(screen.getByRole('heading', { level: 1, name: w.title })).toBeDefined();
    expect(document.activeElement).toBe(field(w));
    expect(fieldNote(w)).toBe(w.help);
    expect(screen.getByText(w.noRecent)).toBeDefined();
    expect(orderRequests(sent)).toEqual([]);
  });

  it.each([
    ['nothing', '', 'invalid'],
    ['a word', 'Novák', 'invalid'],
    ["an e-shop's order number", '20261001', 'orderNumber'],
    ['an address with two ids', `https://track.example/${ID}/parcel/${OTHER}`, 'ambiguous'],
  ] as const)('tells why %s is no order id, without a request', async (_, typed, error) => {
    const sent = bff(() => [200, ORDER]);
    const { user } = await open(language);
    if (typed) await user.type(field(w), typed);
    await user.click(screen.getByRole('button', { name: w.search }));
    expect(fieldNote(w)).toMatch(w[error]);
    expect(field(w).getAttribute('aria-invalid')).toBe('true');
    expect(orderRequests(sent)).toEqual([]);
  });

  it("finds the order from its tracking page's address with Enter, showing the id alone", async () => {
    const sent = bff(() => [200, ORDER]);
    const { user } = await open(language);
    await user.type(field(w), `  https://track.example/t/${ID.toUpperCase()}?lang=cs{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: w.heading })).toBeDefined();
    expect(orderRequests(sent).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/v1/order/${ID}`]);
    expect((field(w) as HTMLInputElement).value).toBe(ID);
    expect(field(w).getAttribute('aria-invalid')).toBe('false');
  });

  it('says the order was not found', async () => {
    bff(() => [404, { title: 'Not Found', status: 404 }]);
    await open(language, `/orders/${ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe(w.notFound);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('offers to connect the platform account when the order needs it, coming back to the order', async () => {
    bff(() => [403, { type: '/problems/platform-reconnect-required', title: 'Reconnect', status: 403 }]);
    await open(language, `/orders/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(w.reconnect);
    expect(within(alert).getByRole('link', { name: w.connect }).getAttribute('href')).toBe(
      `/auth/platform/connect?returnTo=${encodeURIComponent(`/orders/${ID}`)}`,
    );
  });
});

describe('while the order comes, and when the platform fails', () => {
  const w = WORDS.en;

  it('shows a busy area while the order is on its way, then the order', async () => {
    let answer: (a: Answer) => void = () => {};
    bff(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await open('en', `/orders/${ID}`);
    expect((await screen.findByLabelText(w.loading)).getAttribute('aria-busy')).toBe('true');
    answer([200, ORDER]);
    expect(await screen.findByRole('heading', { level: 1, name: w.heading })).toBeDefined();
    expect(screen.queryByLabelText(w.loading)).toBeNull();
  });

  it("tells the platform's failure in its own words, and tries again on request", async () => {
    let failing = true;
    const sent = bff(() =>
      failing
        ? [
            502,
            { title: 'Platform unavailable', detail: 'The platform did not answer in 10 s.', status: 502 },
          ]
        : [200, ORDER],
    );
    const { user } = await open('en', `/orders/${ID}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Platform unavailable. The platform did not answer in 10 s.');
    const asked = orderRequests(sent).length;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: w.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: w.heading })).toBeDefined();
    expect(orderRequests(sent)).toHaveLength(asked + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server cannot be reached when the network is down', async () => {
    fakeBff((request) => {
      if (request.path === '/bff/config') return [200, { eshops: [] }];
      throw new TypeError('Failed to fetch');
    });
    await open('en', `/orders/${ID}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Offline. The server cannot be reached.');
  });
});

describe.each(['en', 'cs'] as const)('recent lookups in %s', (language) => {
  const w = WORDS[language];

  it('remembers an order looked up, and reopens an earlier one with its state as it is now', async () => {
    localStorage.setItem('pickup-desk.recent-orders.support', JSON.stringify([OTHER]));
    const sent = bff(({ path }) => [200, path.endsWith(OTHER) ? DELIVERED : ORDER]);
    const { user } = await open(language, `/orders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: w.heading });
    const ids = () => screen.getAllByRole('button', { name: /^bbbbbbbb-/ }).map((chip) => chip.textContent);
    await vi.waitFor(() => expect(ids()).toEqual([ID, `${OTHER} · ${w.delivered}`]));

    await user.click(screen.getByRole('button', { name: new RegExp(`^${OTHER}`) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: w.heading.replace('0042', '0007') }),
    ).toBeDefined();
    expect((field(w) as HTMLInputElement).value).toBe(OTHER);
    await vi.waitFor(() => expect(ids()).toEqual([`${OTHER} · ${w.delivered}`, ID]));
    // The earlier order came from the cache the chip had filled: asked for once.
    expect(orderRequests(sent).filter((r) => r.path.endsWith(OTHER))).toHaveLength(1);
  });
});
