import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, formText, type Locale } from '@/domain/words/messages';
import {
  emptyFormValues,
  errorText,
  placeFormResolver,
  validatePlaceForm,
  type PlaceFormValues,
  toFormValues,
} from './place-form-model';
import { place } from './place-form-model.fixture';

describe('the form speaks plain words from the catalogue', () => {
  const good = () => toFormValues(place);
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, (v: PlaceFormValues) => void, string, string][] = [
    // [what, break the values, field path, expected English text]
    ['an empty name', (v) => (v.name = '  '), 'name', 'Required'],
    ['a name of 201 characters', (v) => (v.name = long(201)), 'name', 'At most 200 characters'],
    ['a note of 2001 characters', (v) => (v.note = long(2001)), 'note', 'At most 2000 characters'],
    [
      'a postal code of 21 characters',
      (v) => (v.location.zipCode = long(21)),
      'location.zipCode',
      'At most 20 characters',
    ],
    ['an empty e-mail', (v) => (v.email = ''), 'email', 'Required'],
    ['a bad e-mail', (v) => (v.email = 'x@'), 'email', 'Enter an e-mail address such as name@example.com'],
    [
      'letters as phone',
      (v) => (v.phone = 'call me'),
      'phone',
      'Enter a phone number such as +420 222 333 444',
    ],
    ['a short phone', (v) => (v.phone = '12 34'), 'phone', 'A phone number has 6 to 20 digits'],
    ['an empty storage time', (v) => (v.storageTimeInDays = NaN), 'storageTimeInDays', 'Required'],
    [
      'storage time as text',
      (v) => ((v as { storageTimeInDays: unknown }).storageTimeInDays = '7'),
      'storageTimeInDays',
      'Enter a whole number',
    ],
    ['2.5 days', (v) => (v.storageTimeInDays = 2.5), 'storageTimeInDays', 'Enter a whole number'],
    ['0 days', (v) => (v.storageTimeInDays = 0), 'storageTimeInDays', 'At least 1'],
    ['400 days', (v) => (v.storageTimeInDays = 400), 'storageTimeInDays', 'At most 365'],
    ['no latitude', (v) => (v.location.gps.latitude = ''), 'location.gps.latitude', 'Required'],
    [
      'a latitude in words',
      (v) => (v.location.gps.latitude = 'north'),
      'location.gps.latitude',
      'Enter a decimal number such as 50.0875',
    ],
    [
      'latitude 95',
      (v) => (v.location.gps.latitude = '95'),
      'location.gps.latitude',
      'Enter a number from -90 to 90',
    ],
    [
      'longitude 200',
      (v) => (v.location.gps.longitude = '200'),
      'location.gps.longitude',
      'Enter a number from -180 to 180',
    ],
    [
      'an empty opening time',
      (v) => (v.regular.monday = [{ from: '', to: '12:00' }]),
      'regular.monday.0.from',
      'Required',
    ],
    [
      'opening at 25:00',
      (v) => (v.regular.monday = [{ from: '25:00', to: '26:00' }]),
      'regular.monday.0.from',
      'Enter a time such as 08:30',
    ],
    [
      'closing at 8',
      (v) => (v.regular.monday = [{ from: '07:00', to: '8' }]),
      'regular.monday.0.to',
      'Enter a time such as 17:30 (24:00 is midnight)',
    ],
    [
      'closing before opening',
      (v) => (v.regular.friday = [{ from: '18:00', to: '08:00' }]),
      'regular.friday.0.to',
      'Closes before it opens',
    ],
    [
      'overlapping intervals',
      (v) =>
        (v.regular.monday = [
          { from: '08:00', to: '12:00' },
          { from: '11:00', to: '13:00' },
        ]),
      'regular.monday.1.from',
      'Overlaps interval 1 of the day',
    ],
    [
      '25 intervals a day',
      (v) =>
        (v.regular.monday = Array.from({ length: 25 }, (_x, i) => ({
          from: `${String(i % 24).padStart(2, '0')}:00`,
          to: `${String(i % 24).padStart(2, '0')}:30`,
        }))),
      'regular.monday',
      'At most 24 intervals a day',
    ],
    [
      'a bad exception date',
      (v) => (v.exceptions = [{ date: '2026-13-01', hours: [], reason: '' }]),
      'exceptions.0.date',
      'Enter a date',
    ],
    [
      'two exceptions on one date',
      (v) =>
        (v.exceptions = [
          { date: '2026-12-24', hours: [], reason: '' },
          { date: '2026-12-24', hours: [], reason: 'x' },
        ]),
      'exceptions.1.date',
      'Another exception has the same date',
    ],
    [
      'a long reason',
      (v) => (v.exceptions = [{ date: '2026-12-24', hours: [], reason: long(201) }]),
      'exceptions.0.reason',
      'At most 200 characters',
    ],
    [
      'overlapping exception hours',
      (v) =>
        (v.exceptions = [
          {
            date: '2026-12-24',
            hours: [
              { from: '08:00', to: '12:00' },
              { from: '09:00', to: '10:00' },
            ],
            reason: '',
          },
        ]),
      'exceptions.0.hours.1.from',
      'Overlaps interval 1 of the day',
    ],
  ];

  /** Every text the catalogue can produce in a language, as patterns ({max} → a number). */
  const catalogue = (locale: Locale) =>
    Object.values(FORM_MESSAGES).map(
      (m) =>
        new RegExp(
          `^${m[locale].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[-\\w]+')}$`,
        ),
    );
  const zodWords = /Invalid|expected|received|Too (big|small)|`|must be|>=|<=|must not/;

  it.each(cases)(
    '%s: a catalogue message on the field, in English and Czech',
    (_what, spoil, path, english) => {
      const values = good();
      spoil(values);
      const problems = validatePlaceForm(values);
      const message = problems.get(path);
      expect(message, `problems: ${JSON.stringify([...problems])}`).toBeDefined();
      expect(formText(message!, 'en')).toBe(english);
      for (const locale of ['en', 'cs'] as const) {
        for (const [, m] of problems) {
          const text = formText(m, locale);
          expect(
            catalogue(locale).some((re) => re.test(text)),
            `${locale}: ${text}`,
          ).toBe(true);
          expect(text).not.toMatch(zodWords);
          if (locale === 'cs') expect(text).not.toBe(formText(m, 'en'));
        }
      }
    },
  );

  it('an empty new form: every message is a catalogue message, "Required" for the empty required fields', () => {
    const problems = validatePlaceForm(emptyFormValues());
    for (const field of [
      'name',
      'originPickupPlaceId',
      'phone',
      'email',
      'location.line1',
      'location.city',
      'location.zipCode',
      'location.gps.latitude',
      'location.gps.longitude',
    ])
      expect(problems.get(field), field).toEqual({ key: 'required' });
    for (const [, m] of problems) {
      expect(formText(m, 'en')).toBe('Required');
      expect(formText(m, 'cs')).toBe('Povinné');
    }
  });

  it('the resolver nests the messages for react-hook-form; they read in the language shown', async () => {
    const values = good();
    values.regular.monday = [
      { from: '08:00', to: '12:00' },
      { from: '11:00', to: '13:00' },
    ];
    values.storageTimeInDays = NaN;
    const result = await placeFormResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, unknown> & {
      regular: { monday: { from?: { message: string } }[] };
      storageTimeInDays: { message: string };
    };
    expect(errorText(errors.regular.monday[1]!.from!.message, 'en')).toBe('Overlaps interval 1 of the day');
    expect(errorText(errors.regular.monday[1]!.from!.message, 'cs')).toBe('Překrývá se s 1. intervalem dne');
    expect(errorText(errors.storageTimeInDays.message, 'cs')).toBe('Povinné');
    expect(
      (await placeFormResolver(good(), undefined, { fields: {}, shouldUseNativeValidation: false })).errors,
    ).toEqual({});
  });

  it("a server's field messages, in either language, become the catalogue's words", () => {
    expect(errorText('must be between -90 and 90', 'en')).toBe('Enter a number from -90 to 90');
    expect(errorText('musí být mezi -90 a 90', 'cs')).toBe('Zadejte číslo od -90 do 90');
    expect(errorText('`from` must be before `to`', 'cs')).toBe('Zavírá dřív, než otevírá');
    expect(errorText('is required', 'cs')).toBe('Povinné');
    expect(errorText('overlaps interval 2 of the same day', 'en')).toBe('Overlaps interval 2 of the day');
    expect(errorText('Tohle server řekl sám', 'cs')).toBe('Tohle server řekl sám');
  });
});
