// Data tables of the demo orders (see seed-orders.ts): the e-shop's catalogue and the carriers.
// Everything is invented; links point at https://sandbox.example placeholders.

import type { OrderCarrier } from '@/contract/orders/states';
import type { Country } from './seed-data-cz';

export interface CatalogItem {
  type: 'PRODUCT' | 'DIGITAL_PRODUCT' | 'SERVICE' | 'GIFT';
  sku: string;
  name: string;
  description: string;
  /** Unit price including VAT in CZK; EUR prices are derived from it. */
  priceCzk: number;
  /** Only for a SERVICE that belongs to another product (referencedSku). */
  refersTo?: string;
}

export const CATALOG: readonly CatalogItem[] = [
  {
    type: 'PRODUCT',
    sku: 'NB-LEN-T14-G5',
    name: 'Lenovo ThinkPad T14 Gen 5',
    description: '14" notebook, Ryzen 7, 32 GB RAM, 1 TB SSD',
    priceCzk: 34990,
  },
  {
    type: 'SERVICE',
    sku: 'WAR-EXT-3Y',
    name: 'Prodloužená záruka na 3 roky',
    description: 'Prodloužení záruky notebooku na 36 měsíců',
    priceCzk: 2490,
    refersTo: 'NB-LEN-T14-G5',
  },
  {
    type: 'PRODUCT',
    sku: 'MS-LOG-MX3S',
    name: 'Logitech MX Master 3S',
    description: 'Bezdrátová myš, grafitová',
    priceCzk: 2390,
  },
  {
    type: 'PRODUCT',
    sku: 'BAG-TH-15',
    name: 'Brašna na notebook 15,6"',
    description: 'Odolná brašna s popruhem',
    priceCzk: 890,
  },
  {
    type: 'PRODUCT',
    sku: 'KIT-MOKA-6',
    name: 'Moka konvička Bialetti 6 šálků',
    description: 'Hliníková konvička na espresso',
    priceCzk: 749,
  },
  {
    type: 'PRODUCT',
    sku: 'KIT-KNIFE-20',
    name: 'Kuchařský nůž 20 cm',
    description: 'Nerezová ocel, dřevěná rukojeť',
    priceCzk: 1290,
  },
  {
    type: 'PRODUCT',
    sku: 'HOME-LAMP-LED',
    name: 'Stolní LED lampa',
    description: 'Stmívatelná, 3 teploty světla',
    priceCzk: 1190,
  },
  {
    type: 'PRODUCT',
    sku: 'TOY-LEGO-10311',
    name: 'LEGO Icons Orchidej',
    description: 'Stavebnice pro dospělé, 608 dílků',
    priceCzk: 1299,
  },
  {
    type: 'PRODUCT',
    sku: 'BOOK-HRABAL-OV',
    name: 'Bohumil Hrabal: Ostře sledované vlaky',
    description: 'Kniha, vázaná',
    priceCzk: 299,
  },
  {
    type: 'DIGITAL_PRODUCT',
    sku: 'EBOOK-CAPEK-VM',
    name: 'Karel Čapek: Válka s mloky (e-kniha)',
    description: 'E-kniha ve formátech EPUB a PDF',
    priceCzk: 149,
  },
  {
    type: 'PRODUCT',
    sku: 'COS-SHAMPOO-250',
    name: 'Přírodní šampon 250 ml',
    description: 'Pro suché vlasy, bez parabenů',
    priceCzk: 219,
  },
  {
    type: 'PRODUCT',
    sku: 'SPORT-BOTTLE-07',
    name: 'Sportovní láhev 0,7 l',
    description: 'Tritan, bez BPA',
    priceCzk: 249,
  },
  {
    type: 'PRODUCT',
    sku: 'SPORT-YOGA-MAT',
    name: 'Podložka na jógu',
    description: 'Protiskluzová, 6 mm',
    priceCzk: 690,
  },
  {
    type: 'PRODUCT',
    sku: 'TEA-SENCHA-100',
    name: 'Zelený čaj Sencha 100 g',
    description: 'Sypaný japonský čaj',
    priceCzk: 189,
  },
  {
    type: 'PRODUCT',
    sku: 'AUDIO-JBL-FLIP6',
    name: 'JBL Flip 6',
    description: 'Přenosný Bluetooth reproduktor',
    priceCzk: 2790,
  },
  {
    type: 'GIFT',
    sku: 'GIFT-SAMPLE-TEA',
    name: 'Dárek: vzorek čaje',
    description: 'Ke každé objednávce nad 1 000 Kč',
    priceCzk: 0,
  },
  {
    type: 'PRODUCT',
    sku: 'DOCK-USB-C-11',
    name: 'USB-C dokovací stanice 11 v 1',
    description: 'HDMI, DisplayPort, LAN, 100 W PD',
    priceCzk: 2990,
  },
];

export interface CarrierInfo {
  carrier: OrderCarrier;
  /** Shown in shipping costs and e-mails. */
  label: string;
  /** Tracking number from a deterministic digit source. */
  trackingNumber: (digits: (n: number) => string) => string;
}

export const CARRIER_INFO = {
  PACKETA: { carrier: 'PACKETA', label: 'Zásilkovna', trackingNumber: (d) => `Z${d(10)}` },
  PPL: { carrier: 'PPL', label: 'PPL', trackingNumber: (d) => `4${d(10)}` },
  DPD_CZ: { carrier: 'DPD_CZ', label: 'DPD', trackingNumber: (d) => `1${d(13)}` },
  CZECH_POST: { carrier: 'CZECH_POST', label: 'Česká pošta', trackingNumber: (d) => `DR${d(9)}CZ` },
  GLS_CZ: { carrier: 'GLS_CZ', label: 'GLS', trackingNumber: (d) => `9${d(10)}` },
  SLOVAKIA_POST: { carrier: 'SLOVAKIA_POST', label: 'Slovenská pošta', trackingNumber: (d) => `EE${d(9)}SK` },
  DPD_SK: { carrier: 'DPD_SK', label: 'DPD', trackingNumber: (d) => `1${d(13)}` },
  GLS_SK: { carrier: 'GLS_SK', label: 'GLS', trackingNumber: (d) => `9${d(10)}` },
} as const satisfies Record<string, CarrierInfo>;
export type CarrierKey = keyof typeof CARRIER_INFO;

/** Carriers by destination type and country, by key of CARRIER_INFO. */
type DestinationKind = 'PARCEL_SHOP' | 'PARCEL_BOX' | 'HOUSE_ADDRESS';
export const CARRIERS_FOR: Record<Country, Record<DestinationKind, readonly CarrierKey[]>> = {
  CZ: {
    PARCEL_SHOP: ['PACKETA', 'PPL', 'DPD_CZ', 'CZECH_POST'],
    PARCEL_BOX: ['PACKETA', 'PPL'],
    HOUSE_ADDRESS: ['PPL', 'DPD_CZ', 'GLS_CZ', 'CZECH_POST'],
  },
  SK: {
    PARCEL_SHOP: ['PACKETA', 'SLOVAKIA_POST'],
    PARCEL_BOX: ['PACKETA'],
    HOUSE_ADDRESS: ['DPD_SK', 'GLS_SK', 'SLOVAKIA_POST'],
  },
};

/** What a pickup place of a carrier is called (shop, box). */
export const PLACE_NAMES: Partial<Record<CarrierKey, { shop: string; box: string }>> = {
  PACKETA: { shop: 'Zásilkovna výdejní místo', box: 'Z-BOX' },
  PPL: { shop: 'PPL Parcelshop', box: 'PPL Parcelbox' },
  DPD_CZ: { shop: 'DPD Pickup', box: 'DPD Pickup Station' },
  CZECH_POST: { shop: 'Balíkovna', box: 'BalíkoBOX' },
  SLOVAKIA_POST: { shop: 'Pošta', box: 'BalíkoBOX' },
};
