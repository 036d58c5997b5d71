// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { Order } from '@/contract/orders/order';
import { completeOrder } from '@/testing/fixtures/orders';
import { fakeBff } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { testParcel } from '@/web/testing/test-orders';
import { OrderView } from './order-view';

// The whole order as support reads it, section by section: each section is a region named by its
// title, each value read under its label, the links going where they say. The order is the
// contract's complete sample (every field filled), in English and in Czech.

const NOW = new Date('2026-10-31T12:00:00Z');
const ESHOP = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', name: 'Demo shop' };

const WORDS = {
  en: {
    heading: 'Order 20261001',
    state: 'In transit',
    important: 'Important',
    snoozed: /^Snoozed until /,
    snoozeNote: '„Čekáme“ by Lucie Benešová',
    eshop: 'E-shop',
    platform: 'Platform',
    trackAndTrace: 'Track & trace page',
    orderDetail: 'Order in the e-shop',
    parcels: 'Parcels',
    parcel: 'Parcel Z1234567890',
    delayed: 'Delayed',
    trackingNumber: 'Tracking number',
    pin: 'PIN',
    size: 'Size and weight',
    sizeValue: '45 × 35 × 10 cm, 2.35 kg',
    contains: 'Contains',
    tags: 'Tags',
    eta: 'Estimated delivery',
    etaValue: '2 Nov 2026',
    money: 'Money',
    price: 'Order price (total)',
    priceValue: 'CZK 37,558.00',
    shipping: 'incl. Shipping',
    shippingValue: 'CZK 79.00',
    payment: 'Payment',
    paid: 'Paid',
    method: 'Method',
    card: 'Card',
    customer: 'Customer',
    billing: 'Billing details',
    company: 'Company',
    crn: 'Company ID',
    language: 'Language',
    czech: 'Czech',
    destination: 'Destination',
    type: 'Type',
    parcelShop: 'Parcel shop',
    carrier: 'Carrier',
    map: 'Destination on the map',
    products: 'Products',
    attached: 'belongs to NB-LEN-T14-G5',
    recommended: 'Recommended products',
    files: 'Files',
    invoice: 'Invoice',
    proforma: 'Proforma invoice',
  },
  cs: {
    heading: 'Objednávka 20261001',
    state: 'Na cestě',
    important: 'Důležité',
    snoozed: /^Odloženo do /,
    snoozeNote: '„Čekáme“ — Lucie Benešová',
    eshop: 'E-shop',
    platform: 'Platforma',
    trackAndTrace: 'Stránka sledování',
    orderDetail: 'Objednávka v e-shopu',
    parcels: 'Balíky',
    parcel: 'Balík Z1234567890',
    delayed: 'Zpoždění',
    trackingNumber: 'Číslo zásilky',
    pin: 'PIN',
    size: 'Rozměry a hmotnost',
    sizeValue: '45 × 35 × 10 cm, 2,35 kg',
    contains: 'Obsahuje',
    tags: 'Štítky',
    eta: 'Předpokládané doručení',
    etaValue: '2. 11. 2026',
    money: 'Peníze',
    price: 'Cena objednávky (celkem)',
    priceValue: '37 558,00 Kč',
    shipping: 'z toho Doprava',
    shippingValue: '79,00 Kč',
    payment: 'Platba',
    paid: 'Zaplaceno',
    method: 'Způsob',
    card: 'Karta',
    customer: 'Zákazník',
    billing: 'Fakturační údaje',
    company: 'Firma',
    crn: 'IČO',
    language: 'Jazyk',
    czech: 'čeština',
    destination: 'Cíl doručení',
    type: 'Typ',
    parcelShop: 'Výdejna',
    carrier: 'Dopravce',
    map: 'Cíl doručení na mapě',
    products: 'Produkty',
    attached: 'patří k NB-LEN-T14-G5',
    recommended: 'Doporučené produkty',
    files: 'Soubory',
    invoice: 'Faktura',
    proforma: 'Zálohová faktura',
  },
} satisfies Record<Language, unknown>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

async function show(order: Order, language: Language = 'en') {
  const sent = fakeBff(({ path }) =>
    path === '/bff/config'
      ? [200, { eshops: [ESHOP], mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', mapTileAttribution: '' }]
      : [404, { title: 'Not faked' }],
  );
  const rendered = await renderInApp(<OrderView order={order} />, { language });
  return { ...rendered, sent };
}

const region = (name: string) => screen.getByRole('region', { name });
/** The value shown under `label` in a list of fields (a description list). */
function valueOf(scope: HTMLElement, label: string): HTMLElement {
  const term = within(scope)
    .getAllByRole('term')
    .find((t) => t.textContent === label);
  if (!term) throw new Error(`no field "${label}"`);
  return term.nextElementSibling as HTMLElement;
}
/** Text as read, the no-break spaces of numbers and money as plain ones. */
const text = (element: HTMLElement) => element.textContent.replace(/\s/g, ' ');
const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe.each(['en', 'cs'] as const)('the order in %s', (language) => {
  const w = WORDS[language];

  it('heads it with its number, state, flags and snooze, and says where it came from', async () => {
    await show(completeOrder(), language);
    const heading = screen.getByRole('heading', { level: 1, name: w.heading });
    const head = heading.closest<HTMLElement>('[id]')!;
    expect(within(head).getByText(w.state)).toBeDefined();
    expect(within(head).getByText(w.important)).toBeDefined();
    expect(within(head).getByText(w.snoozed)).toBeDefined();
    expect(within(head).getByText(w.snoozeNote)).toBeDefined();
    await vi.waitFor(() => expect(valueOf(head, w.eshop).textContent).toBe(ESHOP.name));
    expect(valueOf(head, w.platform).textContent).toBe('SHOPTET');
    expect(hrefOf(head, w.trackAndTrace)).toBe(completeOrder().links.trackAndTrace.href);
    expect(hrefOf(head, w.orderDetail)).toBe(completeOrder().communication.orderDetailUrl);
  });

  it('shows each parcel where it is, with its tracking link, PIN, size and contents', async () => {
    const order = completeOrder();
    order.parcels[0]!.deliveryDetails!.delay!.reason = 'Sorting centre closed';
    await show(order, language);
    const parcel = within(region(w.parcels)).getByRole('article', { name: w.parcel });
    expect(within(parcel).getByText(w.state)).toBeDefined();
    expect(within(parcel).getAllByText(w.delayed)).toHaveLength(2); // the chip and the field
    expect(valueOf(parcel, w.delayed).textContent).toBe('Sorting centre closed');
    expect(hrefOf(valueOf(parcel, w.trackingNumber), /Z1234567890/)).toBe(
      'https://sandbox.example/carriers/packeta/track/Z1234567890',
    );
    expect(within(valueOf(parcel, w.pin)).getByText('123456').tagName).toBe('STRONG');
    expect(text(valueOf(parcel, w.size))).toBe(w.sizeValue);
    expect(text(valueOf(parcel, w.eta))).toBe(w.etaValue);
    expect(valueOf(parcel, w.contains).textContent).toBe('Lenovo ThinkPad');
    expect(valueOf(parcel, w.tags).textContent).toBe('TRACKING_SUSPENDED');
  });

  it('tells the price with the costs as parts of it, and how it was paid', async () => {
    await show(completeOrder(), language);
    const money = region(w.money);
    expect(text(valueOf(money, w.price))).toBe(w.priceValue);
    expect(text(valueOf(money, w.shipping))).toBe(w.shippingValue);
    // Cash on delivery of nothing, and no sum beside the order's own price.
    expect(within(money).getAllByRole('term')).toHaveLength(3);

    const payment = region(w.payment);
    expect(within(payment).getByText(w.paid)).toBeDefined();
    expect(valueOf(payment, w.method).textContent).toBe(w.card);
    expect(hrefOf(payment, 'https://pay.example/1')).toBe('https://pay.example/1');
  });

  it('says who ordered, who is billed and where it goes, with links to write and call', async () => {
    await show(completeOrder(), language);
    const customer = region(w.customer);
    expect(hrefOf(customer, 'jan.novak@seznam.cz')).toBe('mailto:jan.novak@seznam.cz');
    expect(hrefOf(customer, '+420 731 245 678')).toBe('tel:+420731245678');

    const billing = region(w.billing);
    expect(valueOf(billing, w.company).textContent).toBe('Novák Software s.r.o.');
    expect(valueOf(billing, w.crn).textContent).toBe('27082440');
    expect(valueOf(billing, w.language).textContent).toBe(w.czech);

    const destination = region(w.destination);
    expect(valueOf(destination, w.type).textContent).toBe(w.parcelShop);
    expect(valueOf(destination, w.carrier).textContent).toBe('Packeta');
    // The map is a chunk of its own (Leaflet), in the room kept for it.
    expect(await within(destination).findByRole('region', { name: w.map })).toBeDefined();
  });

  it('lists the products with the warranty under its laptop, the recommended ones, and the files', async () => {
    await show(completeOrder(), language);
    const rows = within(within(region(w.products)).getByRole('table', { name: w.products })).getAllByRole(
      'row',
    );
    expect(rows.map((r) => within(r).queryAllByRole('cell')[1]?.textContent)).toEqual([
      undefined, // the header
      'Lenovo ThinkPad',
      'Záruka',
    ]);
    expect(within(rows[2]!).getByLabelText(w.attached)).toBeDefined();

    const recommended = region(w.recommended);
    expect(hrefOf(recommended, 'Dock')).toBe('https://e.example/dock');

    // The invoice is in the file list too: one link, under its name.
    const files = within(region(w.files)).getAllByRole('link');
    expect(files.map((l) => [l.textContent, l.getAttribute('href')]).sort()).toEqual([
      [w.invoice, 'https://sandbox.example/files/faktura.pdf'],
      [w.proforma, 'https://sandbox.example/files/proforma.pdf'],
    ]);
    expect(files.every((l) => l.getAttribute('target') === '_blank')).toBe(true);
  });
});

describe('the parts that change with the order', () => {
  const w = WORDS.en;
  const base = completeOrder();
  const [first] = base.parcels;

  it('merges every parcel’s timeline newest first, and shows one parcel’s alone in its tab, chosen by keyboard', async () => {
    const second = testParcel({
      id: '0b6f5c2e-7d4a-4e1b-9c3d-2a1b0c9d8e70',
      timeline: [{ type: 'NOTE', text: 'Druhý balík zabalen', created: '2026-10-31T07:00:00Z' }],
    });
    const { user } = await show({ ...base, parcels: [first!, second] });
    const timeline = region('Timeline');
    const entries = () =>
      within(within(timeline).getByRole('list', { name: 'Timeline' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(entries()).toEqual([
      expect.stringMatching(
        /^Issue.*Z1234567890.*by Lucie Benešová.*Dotaz na dopravce.*Open the issue \(carrier ticket\)$/,
      ),
      expect.stringMatching(/^Note.*#2.*Druhý balík zabalen$/),
      expect.stringMatching(/^E-mail.*E-mail to jan\.novak@seznam\.cz · E-mail opened · Handed to carrier/),
      expect.stringMatching(/^TrackingIn transit.*Zásilka je na cestě$/),
    ]);
    expect(hrefOf(timeline, /Open the issue/)).toBe('https://sandbox.example/t/1');

    const tabs = within(timeline).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All parcels', 'Parcel Z1234567890', 'Parcel #2']);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(entries()).toEqual([expect.stringMatching(/^Note.*Druhý balík zabalen$/)]);
  });

  it('says so when a parcel has no records yet', async () => {
    await show({ ...base, parcels: [testParcel()] }, 'cs');
    expect(within(region('Časová osa')).getByText('Zatím žádné záznamy.')).toBeDefined();
  });

  it('sums the costs per currency when the order has no price of its own', async () => {
    await show(
      {
        ...base,
        price: undefined,
        cashOnDelivery: { amount: 128, currency: 'CZK' },
        additionalCosts: [
          { type: 'SHIPPING', price: { amount: 79, currency: 'CZK' } },
          { type: 'PACKING', price: { amount: 49, currency: 'CZK' } },
          { type: 'DUTY', price: { amount: 4.5, currency: 'EUR' } },
        ],
      },
      'cs',
    );
    const money = region('Peníze');
    expect(
      within(money)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Doprava', 'Balné', 'Clo', 'Dobírka', 'Celkem']);
    expect(text(valueOf(money, 'Dobírka'))).toBe('128,00 Kč');
    expect(text(valueOf(money, 'Celkem'))).toBe('128,00 Kč + 4,50 €');
  });

  it('marks the PIN of a parcel whose storage has ended as not to be given out', async () => {
    const ended = testParcel({
      pin: '4711',
      state: { delivery: 'STORED_FOR_PICKUP' },
      maxStoreDate: '2026-10-30T17:00:00Z',
    });
    await show({ ...base, parcels: [ended] });
    const parcel = within(region(w.parcels)).getByRole('article', { name: 'Parcel #1' });
    expect(within(parcel).getByText('Storage ended')).toBeDefined();
    expect(valueOf(parcel, w.pin).textContent).toBe(
      '4711 (not to give out: the parcel cannot be picked up now)',
    );
    expect(within(parcel).queryByText('4711', { selector: 'strong' })).toBeNull();
  });

  it('leaves out what the order does not say, and says when there is no payment or file', async () => {
    await show({
      ...base,
      payment: undefined,
      customer: undefined,
      billingDetails: { name: 'Eva Malá' },
      files: [],
      invoiceFileUrl: undefined,
      proformaInvoiceFileUrl: undefined,
      recommendedProducts: [],
    });
    expect(within(region(w.payment)).getByText('—')).toBeDefined();
    expect(within(region(w.customer)).queryAllByRole('term')).toEqual([]);
    expect(
      within(region(w.billing))
        .getAllByRole('term')
        .map((t) => [t.textContent, t.nextElementSibling?.textContent]),
    ).toEqual([['Name', 'Eva Malá']]);
    expect(within(region(w.files)).getByText('No files.')).toBeDefined();
    expect(screen.queryByRole('region', { name: w.recommended })).toBeNull();
  });
});
