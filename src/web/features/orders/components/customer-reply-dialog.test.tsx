// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { Order } from '@/contract/orders/order';
import { fakeBff } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { testOrder, testParcel } from '@/web/testing/test-orders';
import { CustomerReplyDialog } from './customer-reply-dialog';
import { OrderPage } from './order-page';

// The answer for the customer says which language it is written in and why (the order's own, or
// English standing in), and offers the PIN only where a parcel can be picked up now: a PIN of a
// parcel on its way back must not be handed out, so the box to add it is not there at all.

const NOW = new Date('2026-11-23T10:00:00Z');

const ready = (over: Partial<Order> = {}) =>
  testOrder({
    orderNumber: '2026-0042',
    parcels: [
      testParcel({
        pin: '4711',
        state: { delivery: 'STORED_FOR_PICKUP' },
        maxStoreDate: '2026-11-26T17:00:00Z',
      }),
    ],
    ...over,
  });

const ORDER_A = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const ORDER_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2';

/** The order page at `id`, as support has it, the BFF answering both orders (each with a PIN). */
function OrdersScreen() {
  const { orderId = '' } = useParams();
  return <OrderPage orderId={orderId} username="support" />;
}
function openPage(id: string) {
  fakeBff(({ path }) => {
    if (path === '/bff/config') return [200, { eshops: [] }];
    const orderId = path.slice(-36);
    const parcel = testParcel({
      orderId,
      pin: orderId === ORDER_A ? '1111' : '2222',
      state: { delivery: 'STORED_FOR_PICKUP' },
      maxStoreDate: '2026-11-26T17:00:00Z',
    });
    return [
      200,
      testOrder({ id: orderId, orderNumber: orderId === ORDER_A ? 'A-1' : 'B-7', parcels: [parcel] }),
    ];
  });
  return renderInApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrdersScreen />} />
    </Routes>,
    { address: `/orders/${id}` },
  );
}

async function open(order: Order, language: Language = 'en') {
  const onClose = vi.fn();
  const rendered = await renderInApp(
    <CustomerReplyDialog order={order} timeZone="Europe/Prague" open onClose={onClose} />,
    { language },
  );
  const dialog = screen.getByRole('dialog');
  return {
    ...rendered,
    dialog,
    onClose,
    message: () => (within(dialog).getByRole('textbox') as HTMLTextAreaElement).value,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the language of the answer', () => {
  it.each([
    ['en', 'sk', 'Written in Slovak, the language of the order.', 'Dobrý deň,'],
    ['cs', 'sk', 'Napsáno v jazyce objednávky: slovenština.', 'Dobrý deň,'],
    ['en', 'de', "Written in English: there is no template in the order's language (German).", 'Hello,'],
    ['cs', 'de', 'Napsáno anglicky: pro jazyk objednávky (němčina) šablona není.', 'Hello,'],
    ['en', undefined, 'Written in English: the order does not say its language.', 'Hello,'],
    ['cs', undefined, 'Napsáno anglicky: objednávka svůj jazyk neuvádí.', 'Hello,'],
  ] as const)(
    'in a %s screen, for an order in %s, is said above it',
    async (screenLanguage, orderLanguage, note, greeting) => {
      const { dialog, message } = await open(
        ready({ billingDetails: { language: orderLanguage } }),
        screenLanguage,
      );
      expect(within(dialog).getByText(note)).toBeDefined();
      expect(message().startsWith(greeting)).toBe(true);
    },
  );
});

describe('the PIN', () => {
  it('is offered, in Czech too, for a parcel that can be picked up, and joins the answer only once ticked', async () => {
    const { user, dialog, message } = await open(ready({ billingDetails: { language: 'cs' } }), 'cs');
    const identity = within(dialog).getByRole('checkbox', {
      name: 'Ověřil(a) jsem totožnost zákazníka: přidat PIN',
    });
    expect(message()).not.toContain('4711');
    await user.click(identity);
    expect(message()).toContain('PIN pro vyzvednutí: 4711');
    await user.click(identity);
    expect(message()).not.toContain('4711');
  });

  it('is not offered when no parcel can be picked up now (storage ended, the parcel going back)', async () => {
    const { dialog, message } = await open(
      ready({
        parcels: [
          testParcel({
            pin: '4711',
            state: { delivery: 'STORED_FOR_PICKUP' },
            maxStoreDate: '2026-11-20T17:00:00Z',
          }),
        ],
      }),
    );
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(message()).not.toContain('4711');
    expect(message()).toContain('on its way back to us');
  });

  it.each([
    ['the same order', ORDER_A],
    ['another order looked up next', ORDER_B],
  ])('is not ticked when the answer is opened again, for %s', async (_, second) => {
    const { user } = await openPage(ORDER_A);
    await user.click(await screen.findByRole('button', { name: 'Copy answer for the customer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    if (second !== ORDER_A) {
      const field = screen.getByRole('textbox', { name: 'Order ID' });
      await user.clear(field);
      await user.type(field, `${second}{Enter}`);
      await screen.findByRole('heading', { level: 1, name: 'Order B-7' });
    }
    await user.click(screen.getByRole('button', { name: 'Copy answer for the customer' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).not.toMatch(/PIN/);
  });
});

it('can be read but not edited: the answer is the order as it is', async () => {
  const { user, dialog, message, onClose } = await open(ready());
  const before = message();
  const field = within(dialog).getByRole('textbox');
  expect(field.hasAttribute('readonly')).toBe(true);
  await user.type(field, 'extra words');
  expect(message()).toBe(before);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledOnce();
});
