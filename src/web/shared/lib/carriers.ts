import type { Carrier } from '@/contract/places';

// Carrier names for people: the places list and the order viewer both show them.

/** Carrier names as people write them; the rest are derived from the code (DPD_CZ → DPD CZ). */
const CARRIER_NAMES: Partial<Record<Carrier, string>> = {
  PACKETA: 'Packeta',
  CZECH_POST: 'Česká pošta',
  SLOVAKIA_POST: 'Slovenská pošta',
  GO_BALIK: 'GO Balík',
  POCZTA_POLSKA: 'Poczta Polska',
  SWISS_POST: 'Swiss Post',
  GEBRUDER_WEISS: 'Gebrüder Weiss',
  FHB_PACKETA: 'FHB Packeta',
  KURIER_123: 'Kurier 123',
  KURYR_123: 'Kurýr 123',
  ULOZENKA: 'Uloženka',
  TOP_TRANS: 'Top Trans',
  FAN_COURIER: 'FAN Courier',
  URGENT_CARGUS: 'Urgent Cargus',
  EU_SHIPMENTS: 'EU Shipments',
  DB_SCHENKER: 'DB Schenker',
  SPRING_GDS: 'Spring GDS',
  EXPRESS_ONE: 'Express One',
};

const SHORT = new Set([
  'DHL',
  'DPD',
  'GLS',
  'PPL',
  'UPS',
  'SPS',
  'PBH',
  'DIY',
  'CPL',
  'CZ',
  'SK',
  'PL',
  'HR',
  'HU',
  'RO',
  'SI',
  'AG',
  'WEDO',
]);

/**
 * A carrier's display name. The one carrier that is no company (the e-shop's own pickup) is a word
 * of the user's language, so it comes from the translations when `t` is given.
 */
export function carrierName(carrier: string, t?: (key: string) => string): string {
  if (carrier === 'PERSONAL_PICKUP') return t ? t('places.ownPickup') : 'Own pickup';
  const known = CARRIER_NAMES[carrier as Carrier];
  if (known) return known;
  return carrier
    .split('_')
    .map((word) => (SHORT.has(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}
