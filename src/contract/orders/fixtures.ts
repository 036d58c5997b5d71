import type { Order } from './order';

// Sample orders for tests of the contract and of its users (the web app's order views): the
// contract may import nothing of the tests, so its fixtures live here, beside the schema.
// Nothing at run time imports this file.

export const SAMPLE_ORDER_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccc01';
const czk = (amount: number) => ({ amount, currency: 'CZK' });

/** An order with only the required fields (spec 001, 2.1); override any of them. */
export function minimalOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: SAMPLE_ORDER_ID,
    orderState: 'CREATED',
    marketId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee01',
    eshopId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
    additionalCosts: [],
    parcels: [],
    products: [],
    recommendedProducts: [],
    files: [],
    links: { trackAndTrace: { href: 'https://sandbox.example/track/x' } },
    communication: { externalLinks: [] },
    ...overrides,
  };
}

/** An order with every field of spec 001, 2.1-2.3 filled. */
export function completeOrder(): Order {
  return {
    id: SAMPLE_ORDER_ID,
    platform: 'SHOPTET',
    orderNumber: '20261001',
    orderState: 'IN_TRANSIT',
    marketId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee01',
    eshopId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
    externalCreated: '2026-10-30T09:58:00Z',
    externalIdentifier: 'ext-12345678',
    destination: {
      type: 'PARCEL_SHOP',
      address: {
        line1: 'Vinohradská 1511/230',
        line2: 'Zásilkovna výdejní místo Praha',
        city: 'Praha',
        postalCode: '100 00',
        state: 'CZ',
        region: 'Hlavní město Praha',
        countryCode: 'CZ',
        latitude: 50.0755,
        longitude: 14.4378,
      },
      parcelShop: {
        carrier: 'PACKETA',
        countryCode: 'CZ',
        parcelShopId: '12345',
        pickupPlaceId: 'f1d2c3b4-a5e6-4f70-8a91-b2c3d4e5f607',
        businessHours: 'Po–Pá 8:00–20:00',
      },
    },
    price: czk(37558),
    additionalCosts: [
      { type: 'SHIPPING', price: czk(79), name: 'Zásilkovna – výdejní místo' },
      { type: 'PACKING', price: czk(49), name: 'Dárkové balení' },
    ],
    cashOnDelivery: czk(0),
    payment: {
      paid: true,
      state: 'PAID',
      method: 'CARD',
      service: 'GOOGLE_PAY',
      link: 'https://pay.example/1',
    },
    customer: { name: 'Jan Novák', email: 'jan.novak@seznam.cz', phone: '+420 731 245 678' },
    parcels: [
      {
        id: '0b6f5c2e-7d4a-4e1b-9c3d-2a1b0c9d8e7f',
        orderId: SAMPLE_ORDER_ID,
        externalCreated: '2026-10-30T10:00:00Z',
        dimensions: { weight: 2.35, height: 10, length: 45, width: 35 },
        deliveryDetails: {
          estimatedDeliveryDate: '2026-11-02',
          delay: { delayed: true, reason: 'Zpoždění' },
        },
        pin: '123456',
        state: {
          delivery: 'IN_TRANSIT',
          important: 'SLIGHTLY_DELAYED',
          urgent: 'DELIVERY_DELAYED',
          deliverToday: false,
          returning: false,
          trackingState: 'TRACKING',
        },
        maxStoreDate: '2026-11-09T12:00:00Z',
        deliveryWindow: { from: '2026-11-02T08:00:00Z', to: '2026-11-02T10:00:00Z' },
        activeTracking: {
          trackingId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
          carrier: 'PACKETA',
          number: 'Z1234567890',
          url: 'https://sandbox.example/carriers/packeta/track/Z1234567890',
          referenceId: '20261001',
          carrierConfigurationId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
          courierPhone: '+420 777 123 456',
        },
        timeline: [
          {
            timelineId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
            type: 'TRACKING',
            text: 'Zásilka je na cestě',
            created: '2026-10-31T06:00:00Z',
            additionalParams: {
              parcelState: { delivery: 'IN_TRANSIT', deliverToday: false, returning: false },
              parcelStateGroup: 'SHIPPED',
              parcelTrace: {
                created: '2026-10-31T06:02:00Z',
                occurred: '2026-10-31T06:00:00Z',
                carrier: 'PACKETA',
                trackingNumber: 'Z1234567890',
                identifier: 'Z1234567890-4',
                text: 'Zásilka je na cestě',
              },
            },
          },
          {
            timelineId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
            type: 'COMMUNICATION',
            text: 'E-mail odeslán',
            created: '2026-10-31T06:10:00Z',
            additionalParams: {
              shippingEmail: {
                recipient: 'jan.novak@seznam.cz',
                emailId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
                emailConfigId: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
                campaignId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
                state: 'HANDED_TO_CARRIER',
                event: 'EMAIL_OPENED',
                occurred: '2026-10-31T06:10:00Z',
              },
            },
          },
          {
            type: 'ISSUE_TRACKING',
            text: 'Dotaz na dopravce',
            created: '2026-10-31T09:00:00Z',
            author: 'Lucie Benešová',
            additionalParams: {
              issueTracking: { type: 'CARRIER_TICKET', externalUrl: 'https://sandbox.example/t/1' },
            },
          },
        ],
        products: ['NB-LEN-T14-G5'],
        tags: ['TRACKING_SUSPENDED'],
        carrierTrackingUrl: 'https://sandbox.example/carriers/packeta/track/Z1234567890',
        created: '2026-10-30T10:00:00Z',
        updated: '2026-10-31T09:00:00Z',
      },
    ],
    products: [
      {
        type: 'PRODUCT',
        sku: 'NB-LEN-T14-G5',
        name: 'Lenovo ThinkPad',
        price: czk(34990),
        vat: 21,
        quantity: 1,
      },
      {
        type: 'SERVICE',
        sku: 'WAR-EXT-3Y',
        name: 'Záruka',
        price: czk(2490),
        vat: 21,
        quantity: 1,
        referencedSku: 'NB-LEN-T14-G5',
      },
    ],
    recommendedProducts: [
      {
        type: 'PRODUCT',
        sku: 'DOCK',
        name: 'Dock',
        url: 'https://e.example/dock',
        image: 'https://e.example/dock.jpg',
        price: czk(2990),
      },
    ],
    cancelled: undefined,
    inUrgentState: false,
    inImportantState: true,
    malfunction: false,
    snooze: { until: '2026-11-03T08:00:00Z', author: 'Lucie Benešová', note: 'Čekáme', snoozed: true },
    created: '2026-10-30T10:00:00Z',
    updated: '2026-10-31T09:00:00Z',
    invoiceFileUrl: 'https://sandbox.example/files/faktura.pdf',
    proformaInvoiceFileUrl: 'https://sandbox.example/files/proforma.pdf',
    files: [
      {
        id: 'f1',
        name: 'faktura.pdf',
        url: 'https://sandbox.example/files/faktura.pdf',
        contentType: 'application/pdf',
      },
    ],
    links: { trackAndTrace: { href: `https://sandbox.example/track/${SAMPLE_ORDER_ID}` } },
    billingDetails: {
      name: 'Jan Novák',
      companyName: 'Novák Software s.r.o.',
      billingAddress: { line1: 'Husova 12/3', city: 'Brno', postalCode: '602 00', countryCode: 'CZ' },
      crn: '27082440',
      vatId: 'CZ27082440',
      email: 'jan.novak@seznam.cz',
      phone: '+420 731 245 678',
      language: 'cs',
    },
    externalLinks: [{ name: 'Faktura', url: 'https://sandbox.example/files/faktura.pdf', icon: 'FILE' }],
    communication: {
      orderDetailUrl: 'https://sandbox.example/eshop/admin/objednavky/20261001',
      externalLinks: [{ name: 'Faktura', url: 'https://sandbox.example/files/faktura.pdf', icon: 'FILE' }],
    },
  };
}
