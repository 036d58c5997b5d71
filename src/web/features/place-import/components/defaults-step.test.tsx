// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportDefaults } from '@/contract/desk/import';
import type { Language } from '@/contract/languages';
import { renderInApp } from '@/web/testing/render';
import { DefaultsStep } from './defaults-step';

// The import's values for what rows leave empty: each chosen from its list or typed, kept as the
// import dialog keeps them (and sent with the mapping when the file is checked again), or taken
// back with "None".

const WORDS = {
  en: {
    type: 'Type',
    days: 'Storage time (days)',
    counted: 'Storage time counted in',
    country: 'Country',
    none: 'None',
    box: 'Parcel box',
    business: 'Business days (only days the place is open)',
  },
  cs: {
    type: 'Typ',
    days: 'Úložní doba (dny)',
    counted: 'Úložní doba se počítá v',
    country: 'Země',
    none: 'Žádná',
    box: 'Výdejní box',
    business: 'Pracovní dny (jen dny, kdy je otevřeno)',
  },
} satisfies Record<Language, unknown>;

/** The defaults as the import dialog keeps them. */
function Defaults({
  onChange,
  disabled = false,
}: {
  onChange: (d: ImportDefaults) => void;
  disabled?: boolean;
}) {
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  return (
    <DefaultsStep
      defaults={defaults}
      disabled={disabled}
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
