// @vitest-environment happy-dom
import { cleanup, render as mount, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/web/shared/lib/i18n';
import { emptyWeek, type WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import type { DayErrors } from '@/web/features/place-editor/lib/hours-grid-model';
import { HoursGrid } from './hours-grid';

// The weekly hours editor in a DOM, driven by its accessible names as a user would: what each
// control does to the week the form holds, and where the form's errors are shown.

let week: WeekHours;
let user: UserEvent;

// Vitest runs without globals, so Testing Library's own clean-up is not registered.
afterEach(cleanup);

/** The grid holding its week like the form does; every change is also handed to `week`. */
function Form({ initial, errors }: { initial: WeekHours; errors?: DayErrors }) {
  const [value, setValue] = useState(initial);
  const change = (next: WeekHours) => {
    week = next;
    setValue(next);
  };
  return (
    <HoursGrid value={value} onChange={change} errors={errors} readOnly={false} translateError={(m) => m} />
  );
}

function render(initial: WeekHours = emptyWeek(), errors?: DayErrors) {
  week = initial;
  user = userEvent.setup();
  mount(<Form initial={initial} errors={errors} />);
}

const button = (name: string) => user.click(screen.getByRole('button', { name }));
const menuItem = (name: string) => user.click(screen.getByRole('menuitem', { name }));
const timeField = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** Types into a time field what it held replaced, then leaves it. */
async function type(name: string, value: string) {
  await user.clear(timeField(name));
  await user.type(timeField(name), value);
  await user.tab();
}

describe('the weekly hours editor', () => {
  it('adds an interval to a closed day, then one after it, and removes the first', async () => {
    render();
    await button('Add interval to Monday');
    expect(week.monday).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(timeField('Monday opens (1)').value).toBe('09:00');
    await button('Add interval to Monday');
    expect(week.monday).toEqual([
      { from: '09:00', to: '17:00' },
      { from: '18:00', to: '22:00' },
    ]);
    await button('Remove interval 1 of Monday');
    expect(week.monday).toEqual([{ from: '18:00', to: '22:00' }]);
    expect(week.tuesday).toEqual([]);
  });

  it('makes a loosely typed time HH:mm when the field is left', async () => {
    render({ ...emptyWeek(), friday: [{ from: '09:00', to: '17:00' }] });
    await type('Friday opens (1)', '830');
    expect(week.friday).toEqual([{ from: '08:30', to: '17:00' }]);
  });

  it('takes 22:00–02:00 typed into a day as a night into the next one (issue 29)', async () => {
    render({ ...emptyWeek(), friday: [{ from: '09:00', to: '17:00' }] });
    await type('Friday opens (1)', '22');
    await type('Friday closes (1)', '2');
    expect(week.friday).toEqual([{ from: '22:00', to: '24:00' }]);
    expect(week.saturday).toEqual([{ from: '00:00', to: '02:00' }]);
  });

  it('opens a day 24 hours and closes it', async () => {
    render();
    await button('Sunday: 24 h, open all day');
    expect(week.sunday).toEqual([{ from: '00:00', to: '24:00' }]);
    await button('Sunday closed all day');
    expect(week.sunday).toEqual([]);
  });

  it('copies a day to the weekdays ticked in its menu', async () => {
    const monday = [{ from: '08:00', to: '12:00' }];
    render({ ...emptyWeek(), monday });
    await button('Copy Monday to other days');
    await menuItem('All weekdays');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Saturday' }));
    // The menu's last item copies to the days ticked.
    await user.click(screen.getAllByRole('menuitem').at(-1)!);
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)
      expect(week[day]).toEqual(monday);
    expect(week.sunday).toEqual([]);
  });

  it('applies a preset at once on an empty week', async () => {
    render();
    await button('Quick presets');
    await menuItem('Open non-stop');
    expect(week.wednesday).toEqual([{ from: '00:00', to: '24:00' }]);
  });

  it('asks before a preset replaces hours entered, and keeps them on "Keep my hours"', async () => {
    const entered = { ...emptyWeek(), tuesday: [{ from: '10:00', to: '11:00' }] };
    render(entered);
    await button('Quick presets');
    await menuItem('Closed every day');
    expect(screen.getByRole('dialog', { name: 'Replace the whole week?' })).toBeTruthy();
    await button('Keep my hours');
    expect(week).toEqual(entered);
    // The page is in reach again once the question has gone (its closing transition).
    await user.click(await screen.findByRole('button', { name: 'Quick presets' }));
    await menuItem('Closed every day');
    await button('Replace');
    expect(week).toEqual(emptyWeek());
  });

  it('marks an overlap on the opening time of the later interval and names the field under the day', async () => {
    const errors: DayErrors = { monday: [undefined, { message: 'Overlaps another interval' }] };
    render(
      {
        ...emptyWeek(),
        monday: [
          { from: '08:00', to: '12:00' },
          { from: '11:00', to: '14:00' },
        ],
      },
      errors,
    );
    const opens2 = timeField('Monday opens (2)');
    expect(opens2.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Opens (2): Overlaps another interval' })).toBe(opens2);
    expect(timeField('Monday opens (1)').getAttribute('aria-describedby')).toBeNull();
  });
});
