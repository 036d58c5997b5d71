// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '@/web/shared/lib/i18n';
import { emptyWeek, type WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import type { DayErrors } from '@/web/features/place-editor/lib/hours-grid-model';
import { HoursGrid } from './hours-grid';

// The weekly hours editor in a DOM, driven by its accessible names as a user would: what each
// control does to the week the form holds, and where the form's errors are shown.

let root: Root | undefined;
let week: WeekHours;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

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

async function render(initial: WeekHours = emptyWeek(), errors?: DayErrors) {
  week = initial;
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<Form initial={initial} errors={errors} />));
}

/** The element with this accessible name given by aria-label, or by its text for menu items. */
function byLabel<T extends HTMLElement = HTMLElement>(label: string): T {
  const found =
    document.querySelector<T>(`[aria-label="${label}"]`) ??
    [...document.querySelectorAll<T>('[role^="menuitem"], button')].find(
      (e) => e.textContent?.trim() === label,
    );
  if (!found) throw new Error(`nothing named "${label}"`);
  return found;
}

const click = (label: string) => act(async () => byLabel(label).click());

async function type(label: string, value: string) {
  const input = byLabel<HTMLInputElement>(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

describe('the weekly hours editor', () => {
  it('adds an interval to a closed day, then one after it, and removes the first', async () => {
    await render();
    await click('Add interval to Monday');
    expect(week.monday).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(byLabel<HTMLInputElement>('Monday opens (1)').value).toBe('09:00');
    await click('Add interval to Monday');
    expect(week.monday).toEqual([
      { from: '09:00', to: '17:00' },
      { from: '18:00', to: '22:00' },
    ]);
    await click('Remove interval 1 of Monday');
    expect(week.monday).toEqual([{ from: '18:00', to: '22:00' }]);
    expect(week.tuesday).toEqual([]);
  });

  it('makes a loosely typed time HH:mm when the field is left', async () => {
    await render({ ...emptyWeek(), friday: [{ from: '09:00', to: '17:00' }] });
    await type('Friday opens (1)', '830');
    expect(week.friday).toEqual([{ from: '08:30', to: '17:00' }]);
  });

  it('takes 22:00–02:00 typed into a day as a night into the next one (issue 29)', async () => {
    await render({ ...emptyWeek(), friday: [{ from: '09:00', to: '17:00' }] });
    await type('Friday opens (1)', '22');
    await type('Friday closes (1)', '2');
    expect(week.friday).toEqual([{ from: '22:00', to: '24:00' }]);
    expect(week.saturday).toEqual([{ from: '00:00', to: '02:00' }]);
  });

  it('opens a day 24 hours and closes it', async () => {
    await render();
    await click('Sunday: 24 h, open all day');
    expect(week.sunday).toEqual([{ from: '00:00', to: '24:00' }]);
    await click('Sunday closed all day');
    expect(week.sunday).toEqual([]);
  });

  it('copies a day to the weekdays ticked in its menu', async () => {
    const monday = [{ from: '08:00', to: '12:00' }];
    await render({ ...emptyWeek(), monday });
    await click('Copy Monday to other days');
    await click('All weekdays');
    const saturday = [...document.querySelectorAll('[role="menuitemcheckbox"]')].find(
      (e) => e.textContent === 'Saturday',
    )!;
    await act(async () => (saturday as HTMLElement).click());
    const copy = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].at(-1)!;
    await act(async () => copy.click());
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)
      expect(week[day]).toEqual(monday);
    expect(week.sunday).toEqual([]);
  });

  it('applies a preset at once on an empty week', async () => {
    await render();
    await click('Quick presets');
    await click('Open non-stop');
    expect(week.wednesday).toEqual([{ from: '00:00', to: '24:00' }]);
  });

  it('asks before a preset replaces hours entered, and keeps them on "Keep my hours"', async () => {
    const entered = { ...emptyWeek(), tuesday: [{ from: '10:00', to: '11:00' }] };
    await render(entered);
    await click('Quick presets');
    await click('Closed every day');
    expect(document.body.textContent).toContain('Replace the whole week?');
    await click('Keep my hours');
    expect(week).toEqual(entered);
    await click('Quick presets');
    await click('Closed every day');
    await click('Replace');
    expect(week).toEqual(emptyWeek());
  });

  it('marks an overlap on the opening time of the later interval and names the field under the day', async () => {
    const errors: DayErrors = { monday: [undefined, { message: 'Overlaps another interval' }] };
    await render(
      {
        ...emptyWeek(),
        monday: [
          { from: '08:00', to: '12:00' },
          { from: '11:00', to: '14:00' },
        ],
      },
      errors,
    );
    const opens2 = byLabel<HTMLInputElement>('Monday opens (2)');
    expect(opens2.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(opens2.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Opens (2): Overlaps another interval');
    expect(byLabel('Monday opens (1)').getAttribute('aria-describedby')).toBeNull();
  });
});
