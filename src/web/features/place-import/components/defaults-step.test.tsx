// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportDefaults } from '@/contract/desk/import';
import type { Language } from '@/contract/languages';
import { renderInApp } from '@/web/testing/render';
import { DefaultsStep } from './defaults-step';

// The import's values for what rows leave empty: each chosen from its list or typed, kept as the
// import dialog keeps them (and sent with the mapping when the file is checked again), or taken
// back with "None"; contacts typed for lockers that have none, and what rows without hours get
// (issue 43): nothing chosen until the user chooses.

const WORDS = {
  en: {
    type: 'Type',
    days: 'Storage time (days)',
    counted: 'Storage time counted in',
    country: 'Country',
    none: 'None',
    box: 'Parcel box',
    business: 'Business days (only days the place is open)',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Rows without opening hours get',
    count: '1,117 rows of the file have no opening hours.',
    notChosen: 'Not chosen (new places without hours are errors)',
    open: 'Open 24/7',
    template: 'These hours',
    closed: 'Closed all week',
    templateText: 'Opening hours',
  },
  cs: {
    type: 'Typ',
    days: 'Úložní doba (dny)',
    counted: 'Úložní doba se počítá v',
    country: 'Země',
    none: 'Žádná',
    box: 'Výdejní box',
    business: 'Pracovní dny (jen dny, kdy je otevřeno)',
    phone: 'Telefon',
    email: 'E-mail',
    hours: 'Řádky bez otevírací doby dostanou',
    count: '1 117 řádků souboru nemá otevírací dobu.',
    notChosen: 'Nezvoleno (nová místa bez otevírací doby jsou chybou)',
    open: 'Otevřeno nonstop',
    template: 'Tuto otevírací dobu',
    closed: 'Zavřeno celý týden',
    templateText: 'Otevírací doba',
  },
} satisfies Record<Language, unknown>;

/** The defaults as the import dialog keeps them. */
function Defaults({
  onChange,
  disabled = false,
  withoutHours = 0,
}: {
  onChange: (d: ImportDefaults) => void;
  disabled?: boolean;
  withoutHours?: number;
}) {
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  return (
    <DefaultsStep
      defaults={defaults}
      disabled={disabled}
      withoutHours={withoutHours}
      onChange={(next) => {
        onChange(next);
        setDefaults(next);
      }}
    />
  );
}

describe.each(['en', 'cs'] as const)('the defaults of an import in %s', (language) => {
  const w = WORDS[language];

  it('sets a value per field from its list, and takes it back with "None"', async () => {
    const onChange = vi.fn<(d: ImportDefaults) => void>();
    const { user } = await renderInApp(<Defaults onChange={onChange} />, { language });
    await user.click(screen.getByRole('combobox', { name: w.type }));
    await user.click(screen.getByRole('option', { name: w.box }));
    await user.click(screen.getByRole('combobox', { name: w.counted }));
    await user.click(screen.getByRole('option', { name: w.business }));
    await user.type(screen.getByRole('spinbutton', { name: w.days }), '10');
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'PARCEL_BOX',
      storageTimeType: 'BUSINESS_DAYS',
      storageTimeInDays: 10,
    });
    expect(screen.getByRole('combobox', { name: w.type }).textContent).toBe(w.box);

    await user.click(screen.getByRole('combobox', { name: w.type }));
    await user.click(screen.getByRole('option', { name: w.none }));
    expect(onChange).toHaveBeenLastCalledWith({ storageTimeType: 'BUSINESS_DAYS', storageTimeInDays: 10 });
  });

  it('takes typed contacts, and asks what rows without hours get: none chosen until the user chooses', async () => {
    const onChange = vi.fn<(d: ImportDefaults) => void>();
    const { user } = await renderInApp(<Defaults onChange={onChange} withoutHours={1117} />, { language });
    await user.type(screen.getByRole('textbox', { name: w.phone }), '+371 6700');
    await user.type(screen.getByRole('textbox', { name: w.email }), 'a@b.lv');
    expect(onChange).toHaveBeenLastCalledWith({ phone: '+371 6700', email: 'a@b.lv' });

    const hours = screen.getByRole('radiogroup', { name: w.hours });
    // The count in the language's digit grouping (a no-break space in Czech).
    const said = hours.parentElement!.textContent!.replace(/\s/g, ' ');
    expect(said).toContain(w.count);
    expect(
      within(hours)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, false, false, false]);
    expect(within(hours).getByRole('radio', { name: w.notChosen })).toBeDefined();
    await user.click(within(hours).getByRole('radio', { name: w.open }));
    expect(onChange).toHaveBeenLastCalledWith({
      phone: '+371 6700',
      email: 'a@b.lv',
      missingHours: 'always_open',
    });
    expect(screen.queryByRole('textbox', { name: w.templateText })).toBeNull();

    await user.click(within(hours).getByRole('radio', { name: w.template }));
    await user.type(screen.getByRole('textbox', { name: w.templateText }), 'Mo-Fr 08:00-17:00');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ missingHours: 'template', hoursTemplate: 'Mo-Fr 08:00-17:00' }),
    );
    // Another choice drops the template.
    await user.click(within(hours).getByRole('radio', { name: w.closed }));
    expect(onChange.mock.lastCall![0]).toEqual({
      phone: '+371 6700',
      email: 'a@b.lv',
      missingHours: 'closed',
    });
  });
});

describe('the defaults of an import, by keyboard and out of range', () => {
  it('keeps no storage time outside 1 to 365 days', async () => {
    const onChange = vi.fn<(d: ImportDefaults) => void>();
    const { user } = await renderInApp(<Defaults onChange={onChange} />);
    const days = screen.getByRole('spinbutton', { name: WORDS.en.days });
    await user.type(days, '400');
    expect(onChange).toHaveBeenLastCalledWith({});
    await user.clear(days);
    await user.type(days, '0');
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('chooses a country by keyboard, the list in the order of its names', async () => {
    const onChange = vi.fn<(d: ImportDefaults) => void>();
    const { user } = await renderInApp(<Defaults onChange={onChange} />, { language: 'cs' });
    screen.getByRole('combobox', { name: WORDS.cs.country }).focus();
    await user.keyboard('{Enter}');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names[0]).toBe(WORDS.cs.none);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a!.localeCompare(b!, 'cs')));
    expect(names).toContain('Česko');
    // Typing a name's first letters goes to it, as in any list box.
    await user.keyboard('Slo');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'SK' });
  });
});
