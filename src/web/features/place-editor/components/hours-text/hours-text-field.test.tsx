// @vitest-environment happy-dom
import { act, cleanup, render as mount, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/web/shared/lib/i18n';
import hoursEn from '@/web/locales/hours.en.json';
import { emptyWeek, setOpen24h, type WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import { replaceTextDates } from '@/web/features/place-editor/lib/holiday-exceptions';
import type { ExceptionValue } from '@/web/features/place-editor/lib/place-form-model';
import type { HoursPlace } from '@/domain/hours-text/hours-text';
import type { DayNames } from '@/domain/hours-text/day-names';
import { HoursGrid } from '../hours-grid/hours-grid';
import { HoursTextField } from './hours-text-field';

// The text form beside the grid in a DOM: typing fills the grid, the grid writes the text, and bad
// text stays at the field without touching the grid.

let user: UserEvent;
let week: WeekHours;
let dates: unknown[] = [];
let exceptions: ExceptionValue[] = [];
const PRAGUE: HoursPlace = { countryCode: 'CZ', lat: 50.0875, lon: 14.4213 };
let setPlace: (place: HoursPlace) => void = () => {};

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', hoursEn, true, true);
});

// Vitest runs without globals, so Testing Library's own clean-up is not registered.
afterEach(cleanup);

function Form({ initial, at, dayNames }: { initial: WeekHours; at: HoursPlace; dayNames?: DayNames }) {
  const [value, setValue] = useState(initial);
  const [place, movePlace] = useState(at);
  useEffect(() => {
    setPlace = movePlace;
  }, []);
  const change = (next: WeekHours) => {
    week = next;
    setValue(next);
  };
  return (
    <>
      <HoursTextField
        week={value}
        onChange={change}
        holidaysClosed={false}
        onDates={(d, replaced) => {
          dates.push(...d);
          const next = replaceTextDates(exceptions, replaced, d);
          exceptions = next.exceptions;
          return next.added;
        }}
        place={place}
        dayNames={dayNames}
        today="2026-11-23"
        readOnly={false}
      />
      <HoursGrid value={value} onChange={change} readOnly={false} translateError={(m) => m} />
    </>
  );
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Hours as text' });
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 450)));

/** The field's text replaced by this one (pasted: 11 000 characters typed key by key would take long). */
async function typeText(value: string) {
  await user.clear(field());
  await user.paste(value);
  await pause();
}

async function render(initial: WeekHours, at: HoursPlace = PRAGUE, dayNames?: DayNames) {
  week = initial;
  dates = [];
  exceptions = [];
  user = userEvent.setup();
  mount(<Form initial={initial} at={at} dayNames={dayNames} />);
}

describe('the hours as text beside the grid', () => {
  it('shows the week as text, fills the grid from typed text and closes the place’s holidays on PH off', async () => {
    await render(setOpen24h(emptyWeek(), 'sunday'));
    expect(field().value).toBe('Su 00:00-24:00');
    await typeText('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; PH off');
    expect(week.friday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '18:00' },
    ]);
    expect(week.sunday).toEqual([]);
    expect(exceptions).toContainEqual({ date: '2026-12-24', hours: [], reason: '' });
    expect(exceptions).toContainEqual({ date: '2027-07-06', hours: [], reason: '' }); // Czech
    // Replaced by a text without PH off: the holidays it closed go with it (issue 29).
    await typeText('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00');
    expect(exceptions).toEqual([]);
    await typeText('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; PH off');
    // What was typed stays as typed.
    expect(field().value).toBe('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; PH off');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Saturday opens (1)' }).value).toBe('09:00');
  });

  it('hands a date of the text to the exceptions and says so, the week filled without it', async () => {
    await render(emptyWeek());
    await typeText('Mo-Fr 08:00-18:00; Dec 24 off');
    expect(week.thursday).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(dates).toEqual([{ date: '2026-12-24', hours: [] }]);
    expect(document.body.textContent).toContain('One date of the text becomes an exception below');
  });

  it('rewrites the text when the grid changes', async () => {
    await render(emptyWeek());
    expect(field().value).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Monday: 24 h, open all day' }));
    expect(field().value).toBe('Mo 00:00-24:00');
  });

  it.each(['garbage 😀', '😀'.repeat(50), 'Mo-Fr 08:00-18:00; '.repeat(600)])(
    'leaves the grid as it is and says why at the field: %#',
    async (text) => {
      const initial = setOpen24h(emptyWeek(), 'monday');
      await render(initial);
      await typeText(text);
      expect(week).toEqual(initial);
      expect(document.body.textContent).toMatch(
        /Not in the opening_hours syntax|Too long: at most 1000 characters/,
      );
      expect(field().getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('reads Czech day names when told, and says so at the field', async () => {
    await render(emptyWeek(), PRAGUE, 'cs');
    await typeText('Po-Pá 08:00-18:00; So 09:00-12:00');
    expect(week.saturday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(week.sunday).toEqual([]);
    expect(document.body.textContent).toContain('Day names read as Czech');
  });

  it('waits for the pin to read sunset, says so, and reads it once the pin is set', async () => {
    const initial = setOpen24h(emptyWeek(), 'monday');
    await render(initial, { countryCode: 'CZ' });
    await typeText('Mo-Fr 08:00-sunset');
    expect(week).toEqual(initial);
    expect(document.body.textContent).toContain('Waiting for the place’s pin');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    await act(async () => setPlace(PRAGUE));
    await pause();
    expect(week.friday[0]!.from).toBe('08:00');
    expect(week.monday[0]!.to).toMatch(/^1[56]:/);
  });
});
