// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { setCsrfToken } from '@/web/shared/lib/api-client';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { testOrder } from '@/web/testing/test-orders';
import { OrderPage } from './order-page';

// Where the installation offers it, support reads orders with their own platform account: the page
// says whose rights read the order, connects (a full navigation to the BFF, coming back to the same
// order) and disconnects; what the platform's sign-in answered is told once, on coming back.

const ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2';

const WORDS = {
  en: {
    notConnected:
      "Orders are read with the installation's access. You can connect your own platform account.",
    connectedNote: 'Orders are read with your connected platform account.',
    connect: 'Connect platform account',
    disconnect: 'Disconnect',
    connected: 'Platform account connected.',
    denied: 'You declined the connection on the platform.',
    failed: 'The platform account could not be connected. Try again.',
  },
  cs: {
    notConnected: 'Objednávky se čtou s přístupem instalace. Můžete propojit vlastní účet platformy.',
    connectedNote: 'Objednávky se čtou přes váš propojený účet platformy.',
    connect: 'Propojit účet platformy',
    disconnect: 'Odpojit',
    connected: 'Účet platformy propojen.',
    denied: 'Propojení jste na platformě odmítli.',
    failed: 'Účet platformy se nepodařilo propojit. Zkuste to znovu.',
  },
} satisfies Record<Language, unknown>;

/** Where the browser is, as its address bar would show it. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function OrdersScreen({ connected }: { connected: boolean }) {
  const { orderId = '' } = useParams();
  return <OrderPage orderId={orderId} username="support" platform={{ connected, available: true }} />;
}

function open(
  address: string,
  {
    connected = false,
    language = 'en' as Language,
    answer = (() => [204]) as (r: SentRequest) => Answer,
  } = {},
) {
  const sent = fakeBff((request) => {
    if (request.path === '/bff/config') return [200, { eshops: [] }];
    if (request.path.startsWith('/api/v1/order/')) return [200, testOrder({ id: request.path.slice(-36) })];
    return answer(request);
  });
  const screenFor = <OrdersScreen connected={connected} />;
  return renderInApp(
    <>
      <Routes>
        <Route path="/orders" element={screenFor} />
        <Route path="/orders/:orderId" element={screenFor} />
      </Routes>
      <AddressBar />
    </>,
    { language, address },
  ).then((rendered) => ({ ...rendered, sent }));
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

afterEach(() => setCsrfToken(''));

describe.each(['en', 'cs'] as const)('the platform account in %s', (language) => {
  const w = WORDS[language];

  it("says orders are read with the installation's access, and connects coming back to the same order", async () => {
    await open(`/orders/${ID}`, { language });
    expect(screen.getByText(w.notConnected)).toBeDefined();
    expect(screen.getByRole('link', { name: w.connect }).getAttribute('href')).toBe(
      `/auth/platform/connect?returnTo=${encodeURIComponent(`/orders/${ID}`)}`,
    );
  });

  it.each([
    ['connected', 'connected'],
    ['denied', 'denied'],
    ['failed', 'failed'],
    ['invalid-state', 'failed'],
  ] as const)('tells the outcome "%s" once, taking it out of the address', async (outcome, words) => {
    await open(`/orders/${ID}?platform=${outcome}&tab=parcels`, {
      language,
      connected: outcome === 'connected',
    });
    expect(screen.getByText(w[words])).toBeDefined();
    expect(address()).toBe(`/orders/${ID}?tab=parcels`);
  });
});

describe('connected, and disconnecting', () => {
  const w = WORDS.en;

  it('disconnects with the session’s CSRF token, forgets the outcome and reads the order again', async () => {
    setCsrfToken('csrf-1');
    const { user, sent } = await open(`/orders/${ID}?platform=connected`, { connected: true });
    expect(screen.getByText(w.connectedNote)).toBeDefined();
    expect(screen.getByText(w.connected)).toBeDefined();
    await screen.findByRole('heading', { level: 1 });
    const reads = () => sent.filter((r) => r.path === `/api/v1/order/${ID}`).length;
    expect(reads()).toBe(1);

    await user.click(screen.getByRole('button', { name: w.disconnect }));
    const posts = sent.filter((r) => r.path === '/auth/platform/disconnect');
    expect(posts.map((r) => [r.method, r.headers['x-csrf-token']])).toEqual([['POST', 'csrf-1']]);
    await vi.waitFor(() => expect(screen.queryByText(w.connected)).toBeNull());
    await vi.waitFor(() => expect(reads()).toBe(2));
  });

  it('forgets the outcome when another order is looked up', async () => {
    const { user } = await open(`/orders/${ID}?platform=denied`);
    expect(screen.getByText(w.denied)).toBeDefined();
    const field = screen.getByRole('textbox', { name: 'Order ID' });
    await user.clear(field);
    await user.type(field, `${OTHER}{Enter}`);
    await vi.waitFor(() => expect(address()).toBe(`/orders/${OTHER}`));
    expect(screen.queryByText(w.denied)).toBeNull();
  });

  it('says so when disconnecting fails, and stays connected', async () => {
    const { user } = await open(`/orders/${ID}`, {
      connected: true,
      answer: () => [503, { title: 'Service Unavailable', detail: 'The BFF is restarting.', status: 503 }],
    });
    await user.click(screen.getByRole('button', { name: w.disconnect }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Service Unavailable')).toBeDefined();
    expect(within(alert).getByText('The BFF is restarting.')).toBeDefined();
    expect(screen.getByText(w.connectedNote)).toBeDefined();
  });
});
