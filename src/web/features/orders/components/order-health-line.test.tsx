// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { Order } from '@/contract/orders/order';
import { createQueryClient } from '@/web/shared/lib/query-client';
import { fakeBff } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { orderKeys } from '../api/order-queries';
import { testOrder, testParcel } from '@/web/testing/test-orders';
import { OrderPage } from './order-page';

// The order page answers first: where the parcels are, what comes next and what needs action, and
// a reply for the customer to copy, in the order's own language, with the PIN only once the
// identity was checked. The order is in the query cache, as after a lookup; the BFF is faked for
// what else the page asks (the configuration).

const ORDER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';
const NOW = new Date('2026-11-23T10:00:00Z');

const ORDER: Order = testOrder({
  id: ORDER_ID,
  orderNumber: '2026-0042',
  billingDetails: { language: 'cs' },
  payment: { state: 'UNPAID', method: 'CASH_ON_DELIVERY', service: 'OTHER' },
  cashOnDelivery: { amount: 1290, currency: 'CZK' },
  parcels: [
    testParcel({
      orderId: ORDER_ID,
      pin: '4711',
      state: { delivery: 'STORED_FOR_PICKUP' },
      maxStoreDate: '2026-11-26T17:00:00Z',
    }),
  ],
});

const WORDS = {
  en: {
    health: 'At a glance',
    ready: 'Ready for pickup',
    next: /^Can be picked up until /,
    storage: /^Parcel 1: storage ends in 3 days/,
    cod: /^Cash on delivery to be paid at pickup: /,
    goToParcels: 'Go to parcels',
    open: 'Copy answer for the customer',
    title: 'Answer for the customer',
    language: 'Written in Czech, the language of the order.',
    message: 'Message',
    identity: "I checked the customer's identity: include the PIN",
    copy: 'Copy',
    copied: 'Answer copied. Paste it into your reply.',
    byHand: 'The text is selected: press Ctrl+C to copy it.',
    cancel: 'Cancel',
    invalid: 'This is not an order ID: it must be a UUID such as cccccccc-cccc-4ccc-8ccc-cccccccccc01.',
  },
  cs: {
    health: 'Přehled',
    ready: 'Připraveno k vyzvednutí',
    next: /^Lze vyzvednout do /,
    storage: /^Balík 1: úložní doba končí za 3 dny/,
    cod: /^Dobírka k zaplacení při vyzvednutí: /,
    goToParcels: 'Přejít na balíky',
    open: 'Zkopírovat odpověď pro zákazníka',
    title: 'Odpověď pro zákazníka',
    language: 'Napsáno v jazyce objednávky: čeština.',
    message: 'Zpráva',
    identity: 'Ověřil(a) jsem totožnost zákazníka: přidat PIN',
    copy: 'Zkopírovat',
    copied: 'Odpověď zkopírována. Vložte ji do své odpovědi.',
    byHand: 'Text je označený: zkopírujte jej klávesami Ctrl+C.',
    cancel: 'Zrušit',
    invalid: 'Toto není ID objednávky: musí to být UUID, například cccccccc-cccc-4ccc-8ccc-cccccccccc01.',
  },
} satisfies Record<Language, unknown>;

beforeEach(() => {
  // Only the clock: timers stay real, so the dialogs' transitions still end.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

async function open(language: Language, orderId = ORDER_ID) {
  fakeBff(({ path }) => (path === '/bff/config' ? [200, { eshops: [] }] : [404, { title: 'Not faked' }]));
  const queryClient = createQueryClient();
  queryClient.setQueryData(orderKeys.detail(ORDER_ID), ORDER);
  const rendered = await renderInApp(<OrderPage orderId={orderId} username="support" />, {
    language,
    queryClient,
    address: `/orders/${orderId}`,
  });
  // The order's view is a chunk of its own, there a moment after the page.
  if (orderId === ORDER_ID) await screen.findByRole('region', { name: WORDS[language].health });
  return rendered;
}

const healthLine = (w: (typeof WORDS)[Language]) =>
  screen.getByRole('region', { name: w.health }) as HTMLElement;
const message = (w: (typeof WORDS)[Language]) =>
  screen.getByRole('textbox', { name: w.message }) as HTMLTextAreaElement;

describe.each(['en', 'cs'] as const)('the order page in %s', (language) => {
  const w = WORDS[language];

  it('tells where the parcel is, until when, and what needs action, each linked to its section', async () => {
    await open(language);
    const line = healthLine(w);
    expect(within(line).getByText(w.ready)).toBeDefined();
    expect(within(line).getByText(w.next)).toBeDefined();
    const warnings = within(line).getByRole('list', { name: w.health });
    const items = within(warnings).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(w.storage),
      expect.stringMatching(w.cod),
    ]);
    expect(within(items[0]!).getByRole('link', { name: w.goToParcels }).getAttribute('href')).toMatch(/^#/);
  });

  it("previews the reply in the order's language, with the PIN only once the identity is checked, and copies it", async () => {
    const { user } = await open(language);
    await user.click(within(healthLine(w)).getByRole('button', { name: w.open }));
    const dialog = screen.getByRole('dialog', { name: w.title });
    expect(within(dialog).getByText(w.language)).toBeDefined();
    expect(message(w).value).toContain('připraveno k vyzvednutí');
    expect(message(w).value).not.toContain('4711');

    await user.click(within(dialog).getByRole('checkbox', { name: w.identity }));
    expect(message(w).value).toContain('4711');
    await user.click(within(dialog).getByRole('button', { name: w.copy }));

    const copied = message(w).value;
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: w.title })).toBeNull());
    expect(await navigator.clipboard.readText()).toBe(copied);
    expect(screen.getByRole('status').textContent).toContain(w.copied);
  });

  it('says clearly that an address without an order id is no order', async () => {
    await open(language, '2026-0042');
    expect(screen.getByRole('alert').textContent).toBe(w.invalid);
    expect(screen.queryByRole('region', { name: w.health })).toBeNull();
  });
});

describe('the reply, cancelled, refused the clipboard, or used by keyboard', () => {
  const w = WORDS.en;

  it('cancels without copying anything', async () => {
    const { user } = await open('en');
    await user.click(screen.getByRole('button', { name: w.open }));
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: w.cancel }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: w.title })).toBeNull());
    expect(write).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('selects the text for Ctrl+C when the browser refuses the clipboard, and stays open', async () => {
    const { user } = await open('en');
    await user.click(screen.getByRole('button', { name: w.open }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: w.copy }));
    // Said inside the dialog, where a screen reader hears it (the app's notes sit behind it).
    const dialog = screen.getByRole('dialog', { name: w.title });
    expect((await within(dialog).findByRole('status')).textContent).toBe(w.byHand);
    expect(document.activeElement).toBe(message(w));
  });

  it('opens with Enter, ticks the identity with Space, and closes with Escape back on its button', async () => {
    const { user } = await open('en');
    const button = screen.getByRole('button', { name: w.open });
    button.focus();
    await user.keyboard('{Enter}');
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    const dialog = screen.getByRole('dialog', { name: w.title });
    const identity = within(dialog).getByRole('checkbox', { name: w.identity });
    identity.focus();
    await user.keyboard(' ');
    expect(message(w).value).toContain('4711');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: w.title })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(write).not.toHaveBeenCalled();
  });
});
