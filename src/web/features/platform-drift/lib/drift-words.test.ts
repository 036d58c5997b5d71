import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DriftEntry } from '@/contract/desk/platform-drift';
import cs from '@/web/locales/cs.json';
import en from '@/web/locales/en.json';
import { byWeight, driftSentence, type Translate } from './drift-words';

// The drift report's entries in words, in both languages (issue 42).

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

const entry = (e: Partial<DriftEntry>): DriftEntry => ({
  resource: 'place',
  kind: 'value',
  field: 'carrier',
  value: 'ALZABOX',
  seenOn: 12,
  examples: [],
  eshopIds: [],
  firstSeen: '2026-12-01T08:00:00Z',
  lastSeen: '2026-12-02T08:00:00Z',
  ...e,
});

describe('a drift entry in words', () => {
  it('says what was sent, that this version does not know it, and on how many places', () => {
    expect(driftSentence(entry({}), t, 'en-GB')).toBe(
      'The platform sent carrier ALZABOX, unknown to this version, on 12 places.',
    );
    expect(driftSentence(entry({ seenOn: 1 }), t, 'en-GB')).toContain('on 1 place.');
    expect(driftSentence(entry({}), tCs, 'cs-CZ')).toBe(
      'Platforma poslala v poli carrier hodnotu ALZABOX, kterou tato verze nezná, u 12 míst.',
    );
    expect(driftSentence(entry({ seenOn: 1 }), tCs, 'cs-CZ')).toContain('u 1 místa.');
  });

  it('words an unknown field, a null and an unreadable place', () => {
    expect(driftSentence(entry({ kind: 'field', field: 'lockerSize', value: undefined }), t, 'en-GB')).toBe(
      'The platform sent the field lockerSize, unknown to this version, on 12 places.',
    );
    expect(driftSentence(entry({ kind: 'null', field: 'phone', value: undefined }), t, 'en-GB')).toContain(
      'null for phone',
    );
    expect(driftSentence(entry({ kind: 'unreadable', field: '', seenOn: 3 }), t, 'en-GB')).toBe(
      'Places this version could not read at all were skipped (3 in all).',
    );
  });

  it('says "or more" at the report’s cap, with a thousands separator', () => {
    expect(driftSentence(entry({ seenOn: 10_000 }), t, 'en-GB')).toContain('on 10,000 or more places');
  });

  it('puts places left out first, then values, fields and nulls, each most seen first', () => {
    const sorted = [
      entry({ kind: 'null', field: 'note', value: undefined, seenOn: 28 }),
      entry({ seenOn: 1, value: 'B' }),
      entry({ kind: 'field', field: 'lockerCapacity', value: undefined, seenOn: 6 }),
      entry({ seenOn: 5 }),
      entry({ kind: 'unreadable', field: '', value: undefined, seenOn: 1 }),
      entry({ seenOn: 1, value: 'A' }),
    ].sort(byWeight);
    expect(sorted.map((e) => [e.kind, e.seenOn, e.value ?? e.field])).toEqual([
      ['unreadable', 1, ''],
      ['value', 5, 'ALZABOX'],
      ['value', 1, 'A'],
      ['value', 1, 'B'],
      ['field', 6, 'lockerCapacity'],
      ['null', 28, 'note'],
    ]);
  });

  it('says a null is read as empty, not that the documents require the field', () => {
    const words = driftSentence(
      entry({ kind: 'null', field: 'image', value: undefined, seenOn: 2 }),
      t,
      'en-GB',
    );
    expect(words).toMatch(/leave the field out: it is read as empty/);
    expect(words).not.toMatch(/require/);
  });
});
