// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/cs';
import 'dayjs/locale/en-gb';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { addHolidays } from '@/web/features/place-editor/lib/holiday-exceptions';
import type { ExceptionValue } from '@/web/features/place-editor/lib/place-form-model';
import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';
import { renderInApp } from '@/web/testing/render';
import { ExceptionsSection } from './exceptions-section';
import { HolidayList } from './holiday-list';

// The editor's exceptions to the weekly hours: the list (a run of closed days is one item), the
// temporary closure and the coming public holidays, wired as the editor wires them: what they
// change is kept and shown again. "Today" is the place's, 1 December 2026.

const TODAY = '2026-12-01';
const HOLIDAYS: PublicHoliday[] = [
  { date: '2026-12-24', name: 'Christmas Eve' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'St Stephen’s Day' },
];

/** A range across months, as Intl writes it: an en dash between thin spaces. */
const RANGE = '\u2009–\u2009';
const closed = (date: string, reason = ''): ExceptionValue => ({ date, hours: [], reason });

function Exceptions({
  initial,
  onChange,
  country = 'CZ',
  readOnly = false,
}: {
  initial: ExceptionValue[];
  onChange: (value: ExceptionValue[]) => void;
  country?: string;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: ExceptionValue[]) => {
    onChange(next);
    setValue(next);
  };
  const language = useTranslation().i18n.language === 'cs' ? 'cs' : 'en-gb';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language}>
      <ExceptionsSection
        value={value}
        onChange={change}
        readOnly={readOnly}
        zoneId="Europe/Prague"
        today={TODAY}
      />
      <HolidayList
        holidays={HOLIDAYS}
        taken={new Set(value.map((e) => e.date))}
        country={country}
        known={country !== 'AQ'}
        locale={language === 'cs' ? 'cs-CZ' : 'en-GB'}
        readOnly={readOnly}
        onAdd={(added) => change(addHolidays(value, added))}
      />
    </LocalizationProvider>
  );
}

async function open(language: Language, initial: ExceptionValue[] = [], options = {}) {
  const onChange = vi.fn<(value: ExceptionValue[]) => void>();
  const view = await renderInApp(<Exceptions initial={initial} onChange={onChange} {...options} />, {
    language,
  });
  /** The exceptions as the editor would save them after the last change. */
  const saved = () => onChange.mock.lastCall?.[0];
  return { ...view, onChange, saved };
}

const WORDS = {
  en: {
    list: 'Exceptions',
    none: 'No upcoming exceptions.',
    openClosure: 'Temporarily closed…',
    closure: 'Temporarily closed',
    from: 'From',
    until: 'Until',
    indefinite: 'Until further notice (at most a year)',
    reason: 'Reason',
    apply: 'Close temporarily',
    fourDays: '4 days',
    endBeforeStart: 'The end must not be before the start',
    firstToFourth: '1–4 Dec 2026',
    closedFor: (reason: string) => `Closed all day · ${reason}`,
    endEarly: (reason: string) => `End the closure “${reason}” today`,
    endToday: 'End today',
    remove: (dates: string) => `Remove the exception of ${dates}`,
    holidays: 'Public holidays in the next 12 months',
    add: (name: string, date: string) => `Add ${name} (${date}) as closed`,
    christmas: 'Fri, 25 Dec 2026',
    addAll: 'Add all as closed',
    added: 'Added',
    allAdded: 'All holidays are in the exceptions',
    unknown: 'No public holiday data for the country AQ',
  },
  cs: {
    list: 'Výjimky',
    none: 'Žádné nadcházející výjimky.',
    openClosure: 'Dočasně zavřeno…',
    closure: 'Dočasně zavřeno',
    from: 'Od',
    until: 'Do',
    indefinite: 'Až do odvolání (nejvýše rok)',
    reason: 'Důvod',
    apply: 'Dočasně zavřít',
    fourDays: '4 dny',
    endBeforeStart: 'Konec nesmí být před začátkem',
    firstToFourth: '1.–4. 12. 2026',
    closedFor: (reason: string) => `Celý den zavřeno · ${reason}`,
    endEarly: (reason: string) => `Ukončit uzavření „${reason}“ dnes`,
    endToday: 'Ukončit dnes',
    remove: (dates: string) => `Odebrat výjimku ${dates}`,
    holidays: 'Státní svátky v příštích 12 měsících',
    add: (name: string, date: string) => `Přidat ${name} (${date}) jako zavřeno`,
    christmas: 'pá 25. 12. 2026',
    addAll: 'Přidat všechny jako zavřeno',
    added: 'Přidáno',
    allAdded: 'Všechny svátky jsou ve výjimkách',
    unknown: 'Pro zemi AQ nejsou data o svátcích',
  },
} satisfies Record<Language, unknown>;

type Words = (typeof WORDS)[Language];

/** The list's items as they read: the dates (the item's button), then its hours and reason. */
const items = (w: Words) =>
  within(screen.getByRole('list', { name: w.list }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

async function typeDate(user: Awaited<ReturnType<typeof open>>['user'], label: string, date: string) {
  const input = within(screen.getByRole('dialog')).getByLabelText(label);
  await user.clear(input);
  await user.type(input, date);
}

describe.each(['en', 'cs'] as const)('the exceptions in %s', (language) => {
  const w = WORDS[language];

  it('closes the place temporarily from today to a date: one item, a closed day each', async () => {
    const { user, saved } = await open(language);
    expect(screen.getByText(w.none)).toBeDefined();
    await user.click(screen.getByRole('button', { name: w.openClosure }));
    const dialog = screen.getByRole('dialog', { name: w.closure });
    expect(within(dialog).getByLabelText(w.from)).toHaveProperty('value', TODAY);
    await typeDate(user, w.until, '2026-12-04');
    expect(within(dialog).getByText(w.fourDays)).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: w.reason }), 'Renovation');
    await user.click(within(dialog).getByRole('button', { name: w.apply }));

    expect(saved()).toEqual(
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((d) => closed(d, 'Renovation')),
    );
    expect(items(w)).toEqual([`${w.firstToFourth}${w.closedFor('Renovation')}${w.endToday}`]);
    expect(screen.queryByText(w.none)).toBeNull();
  });

  it('adds a public holiday as a closed day named after it, or all of them at once', async () => {
    const { user, saved } = await open(language, [closed('2026-12-24', 'Family day')]);
    const holidays = screen.getByRole('region', { name: w.holidays });
    // A date that has an exception already is not offered again: its own exception stays.
    expect(within(holidays).getAllByText(w.added)).toHaveLength(1);
    await user.click(within(holidays).getByRole('button', { name: w.add('Christmas Day', w.christmas) }));
    expect(saved()).toEqual([closed('2026-12-24', 'Family day'), closed('2026-12-25', 'Christmas Day')]);
    expect(within(holidays).getAllByText(w.added)).toHaveLength(2);

    await user.click(within(holidays).getByRole('button', { name: w.addAll }));
    expect(saved()?.map((e) => e.reason)).toEqual(['Family day', 'Christmas Day', 'St Stephen’s Day']);
    expect(within(holidays).getByText(w.allAdded)).toBeDefined();
    expect(within(holidays).queryByRole('button', { name: w.addAll })).toBeNull();
  });

  it('says so when it knows no holidays of the country', async () => {
    await open(language, [], { country: 'AQ' });
    expect(screen.getByText(w.unknown)).toBeDefined();
    expect(screen.queryByRole('button', { name: w.addAll })).toBeNull();
  });
});

describe('the temporary closure', () => {
  const w = WORDS.en;

  it('refuses an end before the start, saying why', async () => {
    const { user, onChange } = await open('en');
    await user.click(screen.getByRole('button', { name: w.openClosure }));
    await typeDate(user, w.from, '2026-12-10');
    // A start after the end moves the end along; an end before the start is the user's to fix.
    expect(screen.getByLabelText(w.until)).toHaveProperty('value', '2026-12-10');
    await typeDate(user, w.until, '2026-12-08');
    expect(screen.getByText(w.endBeforeStart)).toBeDefined();
    expect(screen.getByLabelText(w.until).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: w.apply })).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes until further notice for a year at most, with the default reason', async () => {
    const { user, saved } = await open('en');
    await user.click(screen.getByRole('button', { name: w.openClosure }));
    await user.click(screen.getByRole('checkbox', { name: w.indefinite }));
    expect(screen.getByLabelText(w.until)).toHaveProperty('disabled', true);
    expect(screen.getByText('365 days')).toBeDefined();
    await user.click(screen.getByRole('button', { name: w.apply }));
    const days = saved()!;
    expect(days).toHaveLength(365);
    expect([days[0], days.at(-1)]).toEqual([closed(TODAY, w.closure), closed('2027-11-30', w.closure)]);
    expect(items(w)).toEqual([`1 Dec 2026${RANGE}30 Nov 2027${w.closedFor(w.closure)}${w.endToday}`]);
  });

  it('over dates that have exceptions: closes those days too, and keeps the others', async () => {
    const inventory = { date: '2026-12-03', hours: [{ from: '10:00', to: '12:00' }], reason: 'Inventory' };
    const { user, saved } = await open('en', [inventory, closed('2026-12-24', 'Christmas Eve')]);
    expect(items(w)).toEqual([
      'Thu, 3 Dec 202610:00–12:00 · Inventory',
      'Thu, 24 Dec 2026Closed all day · Christmas Eve',
    ]);

    await user.click(screen.getByRole('button', { name: w.openClosure }));
    await typeDate(user, w.until, '2026-12-04');
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Renovation');
    await user.click(screen.getByRole('button', { name: w.apply }));

    expect(saved()?.map((e) => [e.date, e.hours.length, e.reason])).toEqual([
      ['2026-12-01', 0, 'Renovation'],
      ['2026-12-02', 0, 'Renovation'],
      ['2026-12-03', 0, 'Renovation'],
      ['2026-12-04', 0, 'Renovation'],
      ['2026-12-24', 0, 'Christmas Eve'],
    ]);
    expect(items(w)).toEqual([
      `${w.firstToFourth}${w.closedFor('Renovation')}${w.endToday}`,
      'Thu, 24 Dec 2026Closed all day · Christmas Eve',
    ]);
  });

  it('in the past: listed after the coming ones as past, with nothing to end', async () => {
    const { user } = await open('en', [closed('2026-12-24', 'Christmas Eve')]);
    await user.click(screen.getByRole('button', { name: w.openClosure }));
    await typeDate(user, w.from, '2026-11-02');
    await typeDate(user, w.until, '2026-11-05');
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Flood');
    await user.click(screen.getByRole('button', { name: w.apply }));

    expect(items(w)).toEqual([
      'Thu, 24 Dec 2026Closed all day · Christmas Eve',
      `2–5 Nov 2026 (past)${w.closedFor('Flood')}`,
    ]);
    expect(screen.queryByRole('button', { name: w.endEarly('Flood') })).toBeNull();
  });

  it('ends a closure under way today: the days before stay, the rest go', async () => {
    const flood = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].map((d) =>
      closed(d, 'Flood'),
    );
    const { user, saved } = await open('en', flood);
    expect(items(w)).toEqual([`29 Nov${RANGE}3 Dec 2026${w.closedFor('Flood')}${w.endToday}`]);
    await user.click(screen.getByRole('button', { name: w.endEarly('Flood') }));
    expect(saved()).toEqual([closed('2026-11-29', 'Flood'), closed('2026-11-30', 'Flood')]);
    expect(items(w)).toEqual([`29–30 Nov 2026 (past)${w.closedFor('Flood')}`]);
    expect(screen.getByText(w.none)).toBeDefined();
  });

  it('leaves the exceptions as they were when cancelled, or closed with Escape', async () => {
    const { user, onChange } = await open('en');
    await user.click(screen.getByRole('button', { name: w.openClosure }));
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Renovation');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: w.openClosure }));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(w.none)).toBeDefined();
  });
});

describe('the exceptions list', () => {
  const w = WORDS.en;

  it('removes an item, every day of it, with its bin reached by keyboard', async () => {
    const days = ['2026-12-07', '2026-12-08'].map((d) => closed(d, 'Stocktaking'));
    const { user, saved } = await open('en', [...days, closed('2026-12-24', 'Christmas Eve')]);
    screen.getByRole('button', { name: '7–8 Dec 2026' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.remove('7–8 Dec 2026') }));
    await user.keyboard('{Enter}');
    expect(saved()).toEqual([closed('2026-12-24', 'Christmas Eve')]);
    expect(items(w)).toEqual(['Thu, 24 Dec 2026Closed all day · Christmas Eve']);
  });

  it('opens an item to change it, for all of its days', async () => {
    const days = ['2026-12-07', '2026-12-08'].map((d) => closed(d, 'Stocktaking'));
    const { user, saved } = await open('en', days);
    await user.click(screen.getByRole('button', { name: '7–8 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit exception' });
    expect(within(dialog).getByLabelText('To')).toHaveProperty('value', '2026-12-08');
    await user.click(within(dialog).getByRole('radio', { name: 'Special hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save exception' }));
    expect(saved()).toEqual(
      ['2026-12-07', '2026-12-08'].map((date) => ({
        date,
        hours: [{ from: '09:00', to: '12:00' }],
        reason: 'Stocktaking',
      })),
    );
    expect(items(w)).toEqual(['7–8 Dec 202609:00–12:00 · Stocktaking']);
  });

  it('offers no change to a user who may only read', async () => {
    await open('en', [closed('2026-12-24', 'Christmas Eve')], { readOnly: true });
    expect(screen.queryByRole('button', { name: w.openClosure })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add exception' })).toBeNull();
    expect(screen.queryByRole('button', { name: w.remove('Thu, 24 Dec 2026') })).toBeNull();
    expect(screen.getByRole('button', { name: 'Thu, 24 Dec 2026' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: w.addAll })).toBeNull();
  });
});
