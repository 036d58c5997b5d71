import { beforeAll, describe, expect, it } from 'vitest';
import { describeChanges } from '@/domain/words/change-text';
import { expectProblem } from '@/testing/expect-problem';
import { platformPlace, startJob, waitForJob } from '@/testing/bulk-jobs';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';

// The public-holidays bulk action through the BFF's HTTP routes against a real sandbox: each
// place gets its own country's (and state's) holidays, named in its country's language unless the
// action names one (issue 45), an
// exception already on a date is kept, a country without holiday data is left as it is, and the
// job is recorded and undone like any other.

const stack = useStack();
const CITY = 'Svátkov';
const byCity = { filter: { city: [CITY] } };

describe('the public-holidays bulk action', () => {
  let staff: BrowserClient;
  const ids: Record<'cz' | 'sk' | 'de' | 'nowhere', string> = { cz: '', sk: '', de: '', nowhere: '' };
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    const place = async (name: string, countryCode: string, state?: string) => {
      const body = newPlaceBody({
        name,
        countryCode,
        location: {
          line1: 'Hlavní 1',
          city: CITY,
          zipCode: '110 00',
          gps: { latitude: '50.09', longitude: '14.42' },
          ...(state ? { state } : {}),
        },
        openingHours: {
          regular: { monday: [{ from: '08:00', to: '17:00' }] },
          exceptions: [{ date: '2027-12-24', hours: [{ from: '08:00', to: '12:00' }], reason: 'Short day' }],
        },
      });
      const res = await staff.fetch('/api/v1/pickup-place', { method: 'POST', json: body });
      expect(res.status, res.text).toBe(201);
      return res.data.id as string;
    };
    ids.cz = await place(`${CITY} CZ`, 'CZ');
    ids.sk = await place(`${CITY} SK`, 'SK');
    ids.de = await place(`${CITY} DE`, 'DE', 'Bayern');
    ids.nowhere = await place(`${CITY} nowhere`, 'UNDEFINED');
  });
  const read = async (id: string) => (await platformPlace(stack().sandboxUrl, id)).place;
  const preview = (action: Record<string, unknown>, language = 'en') =>
    staff.fetch('/bff/jobs', {
      method: 'POST',
      headers: { 'accept-language': language },
      json: { eshopId: DEMO_ESHOP, selection: byCity, action, dryRun: true },
    });

  it('previews each place’s own holidays in its country’s language, not the creator’s, and names what it skips', async () => {
    const res = await preview({ kind: 'publicHolidays', year: 2027 }, 'en');
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({
      selected: 4,
      changing: 3,
      unchanged: 1,
      notes: [{ reason: 'noHolidays', country: 'UNDEFINED', places: 1 }],
    });
    const lines = (name: string) =>
      describeChanges(res.data.sample.find((s: { name: string }) => s.name === name).changes);
    expect(lines(`${CITY} CZ`)[0]).toBe(
      '+ 2027-01-01 closed (Nový rok a Den obnovy samostatného českého státu)',
    );
    // the Short day on 24 December is kept, not replaced by the holiday
    expect(lines(`${CITY} CZ`).some((l) => l.includes('2027-12-24'))).toBe(false);
    expect(lines(`${CITY} SK`)).toContain('+ 2027-08-29 closed (Výročie Slovenského národného povstania)');
    // German for a German place, and Bavaria's own holidays
    expect(lines(`${CITY} DE`)).toContain('+ 2027-05-27 closed (Fronleichnam)');
  });

  it('refuses a year outside the data and a language that is no code', async () => {
    const year = await preview({ kind: 'publicHolidays', year: 1800 });
    expectProblem(year, 400, '/problems/validation-error');
    expect(year.data.properties.errors[0].field).toBe('action.year');
    const lang = await preview({ kind: 'publicHolidays', year: 2027, language: 'Czech' });
    expect(lang.data.properties.errors[0].field).toBe('action.language');
  });

  it('adds them as closed days, records them in the history, and the undo takes them away', async () => {
    const job = await waitForJob(
      staff,
      (
        await startJob(staff, {
          selection: byCity,
          action: { kind: 'publicHolidays', year: 2027, language: 'en' },
        })
      ).id,
    );
    expect(job).toMatchObject({ state: 'finished', skipped: 1, counts: { total: 3, done: 3, failed: 0 } });
    const cz = await read(ids.cz);
    expect(cz.openingHours.exceptions.find((e) => e.date === '2027-07-06')).toMatchObject({
      hours: [],
      reason: 'Jan Hus Day',
    });
    expect(cz.openingHours.exceptions.find((e) => e.date === '2027-12-24')?.reason).toBe('Short day');
    expect((await read(ids.de)).openingHours.exceptions.map((e) => e.date)).toContain('2027-05-27');
    expect((await read(ids.nowhere)).openingHours.exceptions).toHaveLength(1);
    const history = await staff.fetch(`/bff/places/${ids.sk}/history`);
    expect(history.data.items[0]).toMatchObject({ operation: 'bulk', jobId: job.id, username: 'staff' });

    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    expect((await waitForJob(staff, undo.data.id)).counts).toMatchObject({ done: 3, conflicts: 0 });
    expect((await read(ids.cz)).openingHours.exceptions.map((e) => e.reason)).toEqual(['Short day']);
  });
});
