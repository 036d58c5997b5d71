import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cs from '@/web/locales/cs.json';
import en from '@/web/locales/en.json';
import { enumLabel, humanise, isKnownValue, wordEnum, type Translate } from './enum-words';

// A value the documents list is worded as the screens always did; one a newer platform sent is
// humanised and said to be unknown to this version (issue 42), in both languages.

const i18n = i18next.createInstance();
let t: Translate;
let tCs: Translate;
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en }, cs: { translation: cs } },
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT('en') as Translate;
  tCs = i18n.getFixedT('cs') as Translate;
});

describe('humanise', () => {
  it('turns a code into a sentence-case phrase', () => {
    expect(humanise('PICKUP_LOCKER')).toBe('Pickup locker');
    expect(humanise('WOOCOMMERCE')).toBe('Woocommerce');
    expect(humanise('new-type  value')).toBe('New type value');
    expect(humanise('X')).toBe('X');
    expect(humanise('___')).toBe('___');
  });
});

describe('a listed value', () => {
  it('is worded in the user’s language, without a hint', () => {
    expect(wordEnum('type', 'PARCEL_BOX', t)).toEqual({
      value: 'PARCEL_BOX',
      label: 'Parcel box',
      known: true,
    });
    expect(enumLabel('type', 'PARCEL_BOX', tCs)).toBe('Výdejní box');
    expect(enumLabel('carrier', 'CZECH_POST', t)).toBe('Česká pošta');
    expect(enumLabel('carrier', 'DPD_CZ', t)).toBe('DPD CZ');
    expect(enumLabel('carrier', 'PERSONAL_PICKUP', tCs)).toBe('Vlastní výdejna');
    expect(enumLabel('origin', 'SHOPTET_PREMIUM', t)).toBe('Shoptet Premium');
    expect(enumLabel('origin', 'CARRIER', tCs)).toBe('Dopravce');
    expect(enumLabel('storageTimeType', 'BUSINESS_DAYS', t, { short: true })).toBe('business days');
    expect(enumLabel('storageTimeType', 'CALENDAR_DAYS', tCs)).toBe('Kalendářní dny');
  });

  it('names a country in the language, or gives its code where room is short', () => {
    expect(enumLabel('countryCode', 'CZ', t, { language: 'en' })).toBe('Czechia (CZ)');
    expect(enumLabel('countryCode', 'CZ', tCs, { language: 'cs' })).toBe('Česko (CZ)');
    expect(enumLabel('countryCode', 'CZ', t, { short: true })).toBe('CZ');
    expect(enumLabel('countryCode', 'UNDEFINED', t)).toBe('Undefined');
  });
});

describe('a value this version does not know', () => {
  it('is humanised, with a hint in English and in Czech', () => {
    const w = wordEnum('type', 'PICKUP_LOCKER', t);
    expect(w).toMatchObject({ value: 'PICKUP_LOCKER', label: 'Pickup locker', known: false });
    expect(w.hint).toContain('does not know the value PICKUP_LOCKER');
    expect(wordEnum('type', 'PICKUP_LOCKER', tCs).hint).toContain('Hodnotu PICKUP_LOCKER tato verze');
    expect(enumLabel('origin', 'WOOCOMMERCE', t)).toBe('Woocommerce');
    expect(enumLabel('storageTimeType', 'WORKING_HOURS', t)).toBe('Working hours');
  });

  it('words a carrier as a company name, as the listed ones without a name of their own', () => {
    expect(wordEnum('carrier', 'ALZABOX', t)).toMatchObject({ label: 'Alzabox', known: false });
    expect(enumLabel('carrier', 'DHL_FREIGHT', t)).toBe('DHL Freight');
  });

  it('keeps a country code a code, with the browser’s name for it where it has one', () => {
    expect(wordEnum('countryCode', 'QO', t, { language: 'en' })).toMatchObject({
      label: 'Outlying Oceania (QO)',
      known: false,
    });
    expect(enumLabel('countryCode', 'QO', t, { short: true })).toBe('QO');
    expect(enumLabel('countryCode', 'ATLANTIS', t, { language: 'en' })).toBe('ATLANTIS');
  });

  it('never reads a listed value as unknown, nor a near miss as listed', () => {
    expect(isKnownValue('carrier', 'PACKETA')).toBe(true);
    expect(isKnownValue('carrier', 'packeta')).toBe(false);
    expect(isKnownValue('type', 'PICKUP_LOCKER')).toBe(false);
  });
});
