import type { ParcelPhase } from './order-health';

// The customer's reply is written in the customer's language, whatever language the support user
// reads the app in, so its sentences live here in both languages rather than in the UI's
// lazily-loaded translations.

export type ReplyLanguage = 'cs' | 'en';

export interface ReplyTexts {
  locale: string;
  greeting: (name: string | undefined) => string;
  order: (number: string) => string;
  phase: Record<ParcelPhase, string>;
  phaseOf: (phase: string, count: number, total: number) => string;
  delayed: (reason: string | undefined) => string;
  place: (name: string, address: string) => string;
  pickUpUntil: (deadline: string) => string;
  expected: (date: string) => string;
  hoursTitle: string;
  closed: string;
  tracking: (url: string) => string;
  pin: (pin: string) => string;
  codToPay: (amount: string) => string;
  closing: string;
}

export const REPLY_TEXTS: Record<ReplyLanguage, ReplyTexts> = {
  en: {
    locale: 'en-GB',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    order: (number) => `here is the state of your order ${number}:`,
    phase: {
      readyForPickup: 'ready for pickup',
      inTransit: 'on its way',
      preparing: 'being prepared',
      delivered: 'delivered',
      returning: 'on its way back to the shop',
      returned: 'returned to the shop',
      lost: 'lost by the carrier; we are dealing with it',
      expired: 'not picked up in time',
      cancelled: 'cancelled',
      unknown: 'waiting for news from the carrier',
    },
    phaseOf: (phase, count, total) => `${count} of ${total} parcels ${phase}`,
    delayed: (reason) => (reason ? `delayed (${reason})` : 'delayed'),
    place: (name, address) => `Pickup place: ${name}, ${address}.`,
    pickUpUntil: (deadline) => `You can pick it up until ${deadline}.`,
    expected: (date) => `Expected delivery: ${date}.`,
    hoursTitle: 'Opening hours of the pickup place in the coming days:',
    closed: 'closed',
    tracking: (url) => `Track your parcel: ${url}`,
    pin: (pin) => `PIN for pickup: ${pin}`,
    codToPay: (amount) => `Cash on delivery to pay at pickup: ${amount}.`,
    closing: 'Kind regards',
  },
  cs: {
    locale: 'cs-CZ',
    greeting: (name) => (name ? `Dobrý den, ${name},` : 'Dobrý den,'),
    order: (number) => `posíláme stav vaší objednávky ${number}:`,
    phase: {
      readyForPickup: 'připraveno k vyzvednutí',
      inTransit: 'na cestě',
      preparing: 'připravujeme',
      delivered: 'doručeno',
      returning: 'vrací se k nám',
      returned: 'vráceno k nám',
      lost: 'dopravce balík ztratil; řešíme to',
      expired: 'nevyzvednuto včas',
      cancelled: 'zrušeno',
      unknown: 'čekáme na zprávu od dopravce',
    },
    phaseOf: (phase, count, total) => `${count} ze ${total} balíků: ${phase}`,
    delayed: (reason) => (reason ? `se zpožděním (${reason})` : 'se zpožděním'),
    place: (name, address) => `Výdejní místo: ${name}, ${address}.`,
    pickUpUntil: (deadline) => `Vyzvednout si jej můžete do ${deadline}.`,
    // The Czech date ends with a full stop already ('čt 26. 11.').
    expected: (date) => `Předpokládané doručení: ${date}`,
    hoursTitle: 'Otevírací doba výdejního místa v příštích dnech:',
    closed: 'zavřeno',
    tracking: (url) => `Sledování zásilky: ${url}`,
    pin: (pin) => `PIN pro vyzvednutí: ${pin}`,
    codToPay: (amount) => `Dobírka k zaplacení při vyzvednutí: ${amount}.`,
    closing: 'S pozdravem',
  },
};
