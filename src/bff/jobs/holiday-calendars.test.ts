import { describe, expect, it } from 'vitest';
import type { PublicHolidaysJobAction } from '@/contract/desk/bulk-actions';
import { samplePlace } from '@/testing/fixtures/places';
import { planChange } from '@/domain/change-model';
import { describeChanges } from '@/domain/words/change-text';
import { editableOf, patchOf } from '@/domain/place-fields';
import { PickupPlaceUpdateSchema, type PickupPlace } from '@/contract/places';
import { holidayCalendars } from './holiday-calendars';

// The public-holidays action on single places: calendars from date-holidays, applied by the
// contract's change model, said in words as the preview and the History tab say it.

const cz = samplePlace();
const sk = samplePlace({ id: '11111111-1111-4111-8111-111111111112', countryCode: 'SK' });
const bavaria = samplePlace({
  id: '11111111-1111-4111-8111-111111111113',
  countryCode: 'DE',
  location: { line1: 'Marienplatz 1', city: 'München', zipCode: '80331', state: 'Bayern' },
});
const berlin = samplePlace({
  id: '11111111-1111-4111-8111-111111111114',
  countryCode: 'DE',
  location: { line1: 'Unter den Linden 1', city: 'Berlin', zipCode: '10117', region: 'BE' },
});
const nowhere = samplePlace({ id: '11111111-1111-4111-8111-111111111115', countryCode: 'UNDEFINED' });

function action(
  places: PickupPlace[],
  year = 2026,
  /** null: none named, each country's own. */
  language: string | null = 'en',
): PublicHolidaysJobAction {
  return {
    kind: 'publicHolidays',
    year,
    ...(language ? { language } : {}),
    ...holidayCalendars(places, year, language ?? undefined),
  };
}
const linesOf = (a: PublicHolidaysJobAction, place: PickupPlace) => {
  const plan = planChange(a, editableOf(place));
  if (plan.kind !== 'change') throw new Error(`expected a change, got ${JSON.stringify(plan)}`);
  expect(PickupPlaceUpdateSchema.safeParse(patchOf(plan.changes, 'after')).success).toBe(true);
  return describeChanges(plan.changes);
};

describe('public holidays of each place’s country', () => {
  const all = action([cz, sk, bavaria, berlin, nowhere]);

  it('adds a Czech place’s holidays as closed days, keeping an exception already on a date', () => {
    const lines = linesOf(all, cz);
    expect(lines[0]).toBe("+ 2026-01-01 closed (New Year's Day)");
    expect(lines).toContain('+ 2026-07-06 closed (Jan Hus Day)');
    expect(lines).toContain('+ 2026-12-24 closed (Christmas Eve)');
    // 25 Dec had "Christmas" already: kept as it was, neither replaced nor listed
    expect(lines.some((l) => l.includes('2026-12-25'))).toBe(false);
    expect(lines).toHaveLength(12);
  });

  it('gives a Slovak place Slovakia’s holidays, named in the language asked (Czech falls back to Slovak)', () => {
    expect(linesOf(all, sk)).toContain('+ 2026-08-29 closed (Slovak National Uprising anniversary)');
    const czech = action([sk], 2026, 'cs');
    expect(linesOf(czech, sk)[0]).toBe('+ 2026-01-01 closed (Deň vzniku Slovenskej republiky)');
  });

  it('names each country’s holidays in its own language when the action names none', () => {
    const own = action([cz, sk, bavaria], 2026, null);
    expect(own.language).toBeUndefined();
    expect(linesOf(own, cz)).toContain('+ 2026-07-06 closed (Den upálení mistra Jana Husa)');
    expect(linesOf(own, sk)[0]).toBe('+ 2026-01-01 closed (Deň vzniku Slovenskej republiky)');
    expect(linesOf(own, bavaria)).toContain('+ 2026-06-04 closed (Fronleichnam)');
  });

  it('follows a German place’s state, by name or by code, and the country’s otherwise', () => {
    expect(all.regions).toMatchObject({ 'DE|bayern': 'DE-BY', 'DE|be': 'DE-BE' });
    expect(linesOf(all, bavaria)).toContain('+ 2026-06-04 closed (Corpus Christi)');
    expect(linesOf(all, berlin).some((l) => l.includes('Corpus Christi'))).toBe(false);
    expect(linesOf(all, berlin)).toContain("+ 2026-03-08 closed (International Women's Day)");
  });

  it('leaves a place in a country the data does not know as it is, with a note', () => {
    expect(planChange(all, editableOf(nowhere))).toEqual({
      kind: 'unchanged',
      note: { reason: 'noHolidays', country: 'UNDEFINED' },
    });
    // a job made for other countries meets a place moved to one it has no calendar for
    expect(planChange(action([cz]), editableOf(sk))).toMatchObject({
      kind: 'unchanged',
      note: { country: 'SK' },
    });
  });

  it('adds nothing the second time', () => {
    const once = planChange(all, editableOf(cz));
    const after = editableOf(cz);
    after.openingHours = once.kind === 'change' ? (once.changes[0]!.after as never) : null;
    expect(planChange(all, after)).toEqual({ kind: 'unchanged' });
  });
});
