import { czechAddress, slovakAddress } from './formal-address';

// The customer's reply is written in the customer's language, whatever language the support user
// reads the app in, so its sentences live here in every language it is written in rather than in
// the UI's lazily-loaded translations. Dates and amounts come in formatted.

export type ReplyLanguage = 'cs' | 'sk' | 'en';

/** A parcel's state as the customer is told it, one variant per decision (parcel-decision.ts). */
export interface ParcelTexts {
  preparing: string;
  onItsWay: string;
  delayed: (reason: string | undefined) => string;
  wasExpected: (date: string) => string;
  expected: (date: string) => string;
  expectedWindow: (from: string, to: string) => string;
  ready: string;
  readyUntil: (deadline: string) => string;
  storageEnded: (deadline: string | undefined) => string;
  returning: string;
  returned: string;
  delivered: string;
  lost: string;
  cancelled: string;
  unknown: string;
}

export interface ReplyTexts {
  locale: string;
  greeting: (name: string | undefined) => string;
  order: (number: string) => string;
  parcelNo: (n: number) => string;
  parcel: ParcelTexts;
  noParcels: string;
  place: (name: string, address: string) => string;
  hoursTitle: string;
  closed: string;
  tracking: (url: string) => string;
  pin: (pin: string) => string;
  codAtPickup: (amount: string) => string;
  codOnDelivery: (amount: string) => string;
  closing: string;
  /** Who writes: the e-shop's customer support. */
  team: (eshop: string) => string;
}

export const REPLY_TEXTS: Record<ReplyLanguage, ReplyTexts> = {
  en: {
    locale: 'en-GB',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    order: (number) => `here is the state of your order ${number}:`,
    parcelNo: (n) => `Parcel ${n}:`,
    parcel: {
      preparing: 'being prepared for dispatch',
      onItsWay: 'on its way',
      delayed: (reason) => (reason ? `on its way, delayed (${reason})` : 'on its way, delayed'),
      wasExpected: (date) => `it was expected on ${date} and has not arrived yet`,
      expected: (date) => `expected delivery: ${date}`,
      expectedWindow: (from, to) => `expected delivery between ${from} and ${to}`,
      ready: 'ready for pickup',
      readyUntil: (deadline) => `ready for pickup until ${deadline}`,
      storageEnded: (deadline) =>
        deadline
          ? `storage ended on ${deadline} and the parcel is on its way back to us`
          : 'not picked up in time; the parcel is on its way back to us',
      returning: 'on its way back to us',
      returned: 'returned to us',
      delivered: 'delivered',
      lost: 'lost by the carrier; we are dealing with it',
      cancelled: 'cancelled',
      unknown: 'waiting for news from the carrier',
    },
    noParcels: 'waiting for news from the carrier',
    place: (name, address) => `Pickup place: ${name}, ${address}.`,
    hoursTitle: 'Opening hours of the pickup place in the coming days:',
    closed: 'closed',
    tracking: (url) => `Track your parcel: ${url}`,
    pin: (pin) => `PIN for pickup: ${pin}`,
    codAtPickup: (amount) => `Cash on delivery to pay at pickup: ${amount}.`,
    codOnDelivery: (amount) => `Cash on delivery to pay to the courier: ${amount}.`,
    closing: 'Kind regards',
    team: (eshop) => `${eshop} customer support`,
  },
  cs: {
    locale: 'cs-CZ',
    greeting: (name) => (name ? `Dobrý den, ${czechAddress(name)},` : 'Dobrý den,'),
    order: (number) => `posíláme stav vaší objednávky ${number}:`,
    parcelNo: (n) => `${n}. balík:`,
    parcel: {
      preparing: 'připravujeme k odeslání',
      onItsWay: 'na cestě',
      delayed: (reason) => (reason ? `na cestě se zpožděním (${reason})` : 'na cestě se zpožděním'),
      wasExpected: (date) => `čekali jsme jej ${date} a zatím nedorazil`,
      expected: (date) => `předpokládané doručení: ${date}`,
      expectedWindow: (from, to) => `doručení čekáme mezi ${from} a ${to}`,
      ready: 'připraveno k vyzvednutí',
      readyUntil: (deadline) => `připraveno k vyzvednutí do ${deadline}`,
      storageEnded: (deadline) =>
        deadline
          ? `úložní doba skončila ${deadline} a balík se vrací k nám`
          : 'nevyzvednuto včas; balík se vrací k nám',
      returning: 'vrací se k nám',
      returned: 'vráceno k nám',
      delivered: 'doručeno',
      lost: 'dopravce balík ztratil; řešíme to',
      cancelled: 'zrušeno',
      unknown: 'čekáme na zprávu od dopravce',
    },
    noParcels: 'čekáme na zprávu od dopravce',
    place: (name, address) => `Výdejní místo: ${name}, ${address}.`,
    hoursTitle: 'Otevírací doba výdejního místa v příštích dnech:',
    closed: 'zavřeno',
    tracking: (url) => `Sledování zásilky: ${url}`,
    pin: (pin) => `PIN pro vyzvednutí: ${pin}`,
    codAtPickup: (amount) => `Dobírka k zaplacení při vyzvednutí: ${amount}.`,
    codOnDelivery: (amount) => `Dobírka k zaplacení kurýrovi: ${amount}.`,
    closing: 'S pozdravem',
    team: (eshop) => `Zákaznická podpora ${eshop}`,
  },
  sk: {
    locale: 'sk-SK',
    greeting: (name) => (name ? `Dobrý deň, ${slovakAddress(name)},` : 'Dobrý deň,'),
    order: (number) => `posielame stav vašej objednávky ${number}:`,
    parcelNo: (n) => `${n}. zásielka:`,
    parcel: {
      preparing: 'pripravujeme na odoslanie',
      onItsWay: 'na ceste',
      delayed: (reason) => (reason ? `na ceste s oneskorením (${reason})` : 'na ceste s oneskorením'),
      wasExpected: (date) => `čakali sme ju ${date} a zatiaľ nedorazila`,
      expected: (date) => `predpokladané doručenie: ${date}`,
      expectedWindow: (from, to) => `doručenie čakáme medzi ${from} a ${to}`,
      ready: 'pripravené na vyzdvihnutie',
      readyUntil: (deadline) => `pripravené na vyzdvihnutie do ${deadline}`,
      storageEnded: (deadline) =>
        deadline
          ? `úložná doba skončila ${deadline} a zásielka sa vracia k nám`
          : 'nevyzdvihnuté včas; zásielka sa vracia k nám',
      returning: 'vracia sa k nám',
      returned: 'vrátené k nám',
      delivered: 'doručené',
      lost: 'prepravca zásielku stratil; riešime to',
      cancelled: 'zrušené',
      unknown: 'čakáme na správu od prepravcu',
    },
    noParcels: 'čakáme na správu od prepravcu',
    place: (name, address) => `Výdajné miesto: ${name}, ${address}.`,
    hoursTitle: 'Otváracie hodiny výdajného miesta v najbližších dňoch:',
    closed: 'zatvorené',
    tracking: (url) => `Sledovanie zásielky: ${url}`,
    pin: (pin) => `PIN na vyzdvihnutie: ${pin}`,
    codAtPickup: (amount) => `Dobierka na zaplatenie pri vyzdvihnutí: ${amount}.`,
    codOnDelivery: (amount) => `Dobierka na zaplatenie kuriérovi: ${amount}.`,
    closing: 'S pozdravom',
    team: (eshop) => `Zákaznícka podpora ${eshop}`,
  },
};
