import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { hoursStatus } from '@/domain/opening-hours-next';
import { localTime } from '@/domain/opening-hours-status';
import cs from '@/web/locales/hours.cs.json';
import en from '@/web/locales/hours.en.json';
import { statusLine } from './hours-status';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: en }, cs: { translation: cs } } }));

const weekday = [{ from: '08:00', to: '18:00' }];
const place = {
  zoneId: 'Europe/Prague',
  openingHours: {
    regular: { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday },
    exceptions: [{ date: '2026-12-24', hours: [], reason: 'Christmas Eve' }],
  },
};
const line = (iso: string, lang = 'en') => {
  const at = new Date(iso);
  const t = i18n.getFixedT(lang);
  return statusLine(
    hoursStatus(place, at),
    localTime(at, place.zoneId).date,
    (d) => d,
    (k, o) => t(k, o),
  );
};

describe('the status line', () => {
  it('says when an open place closes, in the place’s zone', () => {
    expect(line('2026-11-23T16:35:00Z')).toBe('Open now · closes at 18:00 (in 25 min)');
    expect(line('2026-11-23T16:35:00Z', 'cs')).toBe('Otevřeno · zavírá v 18:00 (za 25 min)');
    expect(line('2026-11-23T08:00:00Z')).toBe('Open now · closes at 18:00 (in 9 h 0 min)');
  });

  it('says when a closed place opens: later today, tomorrow, on a weekday', () => {
    expect(line('2026-11-23T06:00:00Z')).toBe('Closed · opens at 08:00 (in 1 h 0 min)');
    expect(line('2026-11-23T18:00:00Z')).toBe('Closed · opens tomorrow 08:00');
    expect(line('2026-11-28T10:00:00Z')).toBe('Closed · opens Monday 08:00');
    expect(line('2026-11-28T10:00:00Z', 'cs')).toBe('Zavřeno · otevírá v pondělí v 08:00');
  });

  it('gives the reason of an exception', () => {
    expect(line('2026-12-24T10:00:00Z')).toBe('Closed · opens tomorrow 08:00 · Christmas Eve');
  });
});
