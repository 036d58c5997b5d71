import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import { customerReply, replyLanguage, replyLanguageNote, type ReplyPlace } from './customer-reply';

const ID = '00000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-11-23T10:00:00Z');

const stored: Parcel = {
  id: ID,
  orderId: ID,
  timeline: [],
  products: [],
  tags: [],
  pin: '4711',
  state: { delivery: 'STORED_FOR_PICKUP' },
  maxStoreDate: '2026-11-27T17:00:00Z',
};

const order = (over: Partial<Order> = {}): Order => ({
  id: ID,
  orderNumber: '2026-0042',
  orderState: 'IN_TRANSIT',
  marketId: ID,
  eshopId: ID,
  additionalCosts: [],
  parcels: [stored],
  products: [],
  recommendedProducts: [],
  files: [],
  links: { trackAndTrace: { href: 'https://track.example/42' } },
  communication: { externalLinks: [] },
  customer: { name: 'Jana Nováková', email: 'jana@example.cz', phone: '+420 601 222 333' },
  payment: { state: 'UNPAID', method: 'CASH_ON_DELIVERY', service: 'OTHER' },
  cashOnDelivery: { amount: 1290, currency: 'CZK' },
  ...over,
});

const place: ReplyPlace = {
  name: 'Výdejna Vodičkova',
  address: 'Vodičkova 12, 110 00 Praha',
  days: [
    { date: '2026-11-23', intervals: [{ from: '08:00', to: '18:00' }] },
    { date: '2026-11-24', intervals: [] },
  ],
};

describe('the customer reply', () => {
  it('is in Czech for a Czech order, with the place, deadline in its zone, hours, tracking and no PIN', () => {
    const text = customerReply({
      order: order({ billingDetails: { language: 'cs' } }),
      now: NOW,
      timeZone: 'Europe/Prague',
      place,
      includePin: false,
      eshopName: 'Demo shop',
    });
    expect(text).toBe(
      [
        // Addressed as a Czech letter does (issue 45: the full name in the nominative).
        'Dobrý den, paní Nováková,',
        '',
        'posíláme stav vaší objednávky 2026-0042: připraveno k vyzvednutí do 27. 11. 2026 18:00.',
        'Výdejní místo: Výdejna Vodičkova, Vodičkova 12, 110 00 Praha.',
        'Dobírka k zaplacení při vyzvednutí: 1\u00a0290,00\u00a0Kč.',
        '',
        'Otevírací doba výdejního místa v příštích dnech:',
        'po 23. 11.: 08:00–18:00',
        'út 24. 11.: zavřeno',
        '',
        'Sledování zásilky: https://track.example/42',
        '',
        'S pozdravem',
        'Zákaznická podpora Demo shop',
      ].join('\n'),
    );
  });

  it('is in English otherwise, and carries the PIN only when the identity was checked', () => {
    const withPin = customerReply({ order: order(), now: NOW, timeZone: 'Europe/Prague', includePin: true });
    expect(withPin).toContain(
      'here is the state of your order 2026-0042: ready for pickup until 27 Nov 2026, 18:00.',
    );
    expect(withPin).toContain('PIN for pickup: 4711');
    expect(
      customerReply({ order: order(), now: NOW, timeZone: 'Europe/Prague', includePin: false }),
    ).not.toContain('4711');
  });

  it('says what it does not know rather than inventing it', () => {
    const text = customerReply({
      order: order({ parcels: [], customer: undefined, payment: undefined }),
      now: NOW,
      timeZone: 'Nowhere/Unknown',
      includePin: true,
    });
    expect(text).toContain('Hello,\n');
    expect(text).toContain('waiting for news from the carrier.');
    expect(text).not.toMatch(/PIN|pick it up until|Pickup place/);
  });

  it('tells a delay with its reason and several parcels one by one', () => {
    const late: Parcel = {
      ...stored,
      state: { delivery: 'IN_TRANSIT' },
      deliveryDetails: { delay: { delayed: true, reason: 'weather' }, estimatedDeliveryDate: '2026-11-26' },
    };
    expect(
      customerReply({ order: order({ parcels: [late] }), now: NOW, timeZone: 'UTC', includePin: true }),
    ).toContain('on its way, delayed (weather); expected delivery: Thu 26/11.');
    expect(
      customerReply({
        order: order({ parcels: [stored, late] }),
        now: NOW,
        timeZone: 'UTC',
        includePin: false,
      }),
    ).toContain(
      ':\nParcel 1: ready for pickup until 27 Nov 2026, 17:00.\nParcel 2: on its way, delayed (weather); expected delivery: Thu 26/11.',
    );
  });

  it('tells an expected date in Czech with one full stop, and never one already past', () => {
    const late: Parcel = {
      ...stored,
      state: { delivery: 'IN_TRANSIT' },
      deliveryDetails: { estimatedDeliveryDate: '2026-11-26' },
    };
    const cs = { billingDetails: { language: 'cs' as const } };
    const reply = (parcels: Parcel[]) =>
      customerReply({ order: order({ ...cs, parcels }), now: NOW, timeZone: 'UTC', includePin: false });
    expect(reply([late])).toContain('na cestě; předpokládané doručení: čt 26. 11.\n');
    // A date already past is no promise: the reply says it was missed instead.
    const missed = reply([{ ...late, deliveryDetails: { estimatedDeliveryDate: '2026-11-20' } }]);
    expect(missed).not.toContain('předpokládané');
    expect(missed).toContain('na cestě se zpožděním; čekali jsme jej 20. 11. 2026 a zatím nedorazil.\n');
  });

  it('picks the language from the order', () => {
    expect(replyLanguage(order({ billingDetails: { language: 'sk' } }))).toBe('sk');
    expect(replyLanguage(order({ billingDetails: { language: 'cs' } }))).toBe('cs');
    expect(replyLanguage(order({ billingDetails: { language: 'de' } }))).toBe('en');
    expect(replyLanguage(order())).toBe('en');
    // The dialog says when English stands in for the order's language, or for none.
    expect(replyLanguageNote(order({ billingDetails: { language: 'sk' } }))).toEqual({
      kind: 'own',
      language: 'sk',
    });
    expect(replyLanguageNote(order({ billingDetails: { language: 'de' } }))).toEqual({
      kind: 'fallback',
      asked: 'de',
    });
    expect(replyLanguageNote(order({ billingDetails: { language: 'en' } }))).toEqual({
      kind: 'own',
      language: 'en',
    });
    expect(replyLanguageNote(order())).toEqual({ kind: 'unknown' });
  });

  it('addresses a man by his surname in the vocative in Czech, and ends without a signature when no e-shop is named', () => {
    const text = customerReply({
      order: order({
        billingDetails: { language: 'cs' },
        customer: { name: 'Petr Novák', email: 'petr@example.cz', phone: '+420 601 222 333' },
      }),
      now: NOW,
      timeZone: 'Europe/Prague',
      includePin: false,
    });
    expect(text).toMatch(/^Dobrý den, pane Nováku,\n/);
    expect(text).toMatch(/S pozdravem$/);
    const slovak = customerReply({
      order: order({
        billingDetails: { language: 'sk' },
        customer: { name: 'Petr Novák', email: 'petr@example.cz', phone: '+420 601 222 333' },
      }),
      now: NOW,
      timeZone: 'Europe/Bratislava',
      includePin: false,
      eshopName: 'Demo shop',
    });
    expect(slovak).toMatch(/^Dobrý deň, pán Novák,\n/);
    expect(slovak).toMatch(/S pozdravom\nZákaznícka podpora Demo shop$/);
  });

  it('is in Slovak for a Slovak order', () => {
    const text = customerReply({
      order: order({ billingDetails: { language: 'sk' }, cashOnDelivery: { amount: 49.9, currency: 'EUR' } }),
      now: NOW,
      timeZone: 'Europe/Bratislava',
      place,
      includePin: true,
    });
    expect(text).toMatch(
      /^Dobrý deň, pani Nováková,\n\nposielame stav vašej objednávky 2026-0042: pripravené na vyzdvihnutie do 27\. 11\. 2026, 18:00\.\n/,
    );
    expect(text).toContain('Výdajné miesto: Výdejna Vodičkova');
    expect(text).toContain('Dobierka na zaplatenie pri vyzdvihnutí: 49,90\u00a0€.');
    expect(text).toContain('PIN na vyzdvihnutie: 4711');
    expect(text).toMatch(/S pozdravom$/);
  });

  it('never offers a PIN, the place or cash on delivery for a parcel whose storage ended', () => {
    const ended: Parcel = { ...stored, maxStoreDate: '2026-11-20T17:00:00Z' };
    const text = customerReply({
      order: order({ billingDetails: { language: 'cs' }, parcels: [ended] }),
      now: NOW,
      timeZone: 'Europe/Prague',
      place,
      includePin: true,
    });
    expect(text).toContain(
      'posíláme stav vaší objednávky 2026-0042: úložní doba skončila 20. 11. 2026 18:00 a balík se vrací k nám.',
    );
    expect(text).not.toMatch(/připraveno|PIN|4711|Dobírka|Výdejní místo|Otevírací/);
  });

  it('asks no cash on delivery for a returned parcel, and asks it of the courier for a house address', () => {
    const returned: Parcel = { ...stored, state: { delivery: 'RETURNED' } };
    expect(
      customerReply({ order: order({ parcels: [returned] }), now: NOW, timeZone: 'UTC', includePin: true }),
    ).not.toMatch(/Cash on delivery|PIN/);
    const coming: Parcel = { ...stored, pin: undefined, state: { delivery: 'IN_TRANSIT' } };
    const home = { type: 'HOUSE_ADDRESS' as const };
    expect(
      customerReply({
        order: order({ parcels: [coming], destination: home }),
        now: NOW,
        timeZone: 'UTC',
        place,
        includePin: false,
      }),
    ).toMatch(/Cash on delivery to pay to the courier: CZK\s?1,290\.00\.(?![\s\S]*Pickup place)/);
  });
});
