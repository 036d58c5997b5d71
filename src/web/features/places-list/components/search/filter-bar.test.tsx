// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { PlaceSearchResult } from '@/contract/place-search';
import type { SearchFilters } from '@/web/shared/places/lib/search-params';
import { renderInApp } from '@/web/testing/render';
import { FilterBar } from './filter-bar';
import { preloadFilterChoosers } from './lazy-choosers';

// The choosers are a chunk the bar fetches once the screen is idle: here, in before the first chip opens.
beforeAll(async () => {
  await preloadFilterChoosers();
});

// The places list's filters as chips: each opens its chooser, shows its choice once set, and is
// removed by its cross or by Backspace. The bar is driven as the list drives it: its changes are
// kept and handed back, as the address keeps them.

const COUNTS = { noImage: 37, badPhone: 0 } as PlaceSearchResult['flagCounts'];

function ListFilters({
  onChange,
  otherValues,
}: {
  onChange: (changes: Partial<SearchFilters>) => void;
  otherValues?: PlaceSearchResult['otherValues'];
}) {
  const [filters, setFilters] = useState<SearchFilters>({ q: '' });
  const any = Object.entries(filters).some(([, v]) => v !== undefined && v !== '');
  return (
    <FilterBar
      eshopId="aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1"
      filters={filters}
      flagCounts={COUNTS}
      otherValues={otherValues}
      onChange={(changes) => {
        onChange(changes);
        setFilters((f) => ({ ...f, ...changes }));
      }}
      onClearAll={any ? () => setFilters({ q: '' }) : undefined}
    />
  );
}

const WORDS = {
  en: {
    type: 'Type',
    box: 'Parcel box',
    shop: 'Parcel shop',
    typeChosen: 'Type: Parcel box, Parcel shop',
    remove: 'Remove filter Type',
    clear: 'Clear filters',
    quality: 'Data quality',
    noImage: 'No image · 37',
    closedOn: 'Closed on a date',
    date: 'Date',
    apply: 'Apply',
    closedOnChosen: 'Closed on 24 Dec 2026',
  },
  cs: {
    type: 'Typ',
    box: 'Výdejní box',
    shop: 'Výdejna',
    typeChosen: 'Typ: Výdejní box, Výdejna',
    remove: 'Odebrat filtr Typ',
    clear: 'Zrušit filtry',
    quality: 'Kvalita dat',
    noImage: 'Bez obrázku · 37',
    closedOn: 'Zavřeno v den',
    date: 'Datum',
    apply: 'Použít',
    closedOnChosen: 'Zavřeno 24. 12. 2026',
  },
} satisfies Record<Language, unknown>;

async function open(language: Language, otherValues?: PlaceSearchResult['otherValues']) {
  const onChange = vi.fn();
  const view = await renderInApp(<ListFilters onChange={onChange} otherValues={otherValues} />, {
    language,
  });
  return { ...view, onChange };
}

describe.each(['en', 'cs'] as const)('the places filter bar in %s', (language) => {
  const w = WORDS[language];

  it('combines the values of a filter, shows them on its chip, and removes them by its cross', async () => {
    const { user, onChange } = await open(language);
    await user.click(screen.getByRole('button', { name: w.type }));
    const chooser = screen.getByRole('dialog', { name: w.type });
    await user.click(within(chooser).getByRole('checkbox', { name: w.box }));
    await user.click(within(chooser).getByRole('checkbox', { name: w.shop }));
    expect(within(chooser).getByRole('checkbox', { name: w.box }).getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith({ type: ['PARCEL_BOX', 'PARCEL_SHOP'] });
    await user.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: w.typeChosen })).toBeDefined();
    await user.click(screen.getByLabelText(w.remove));
    expect(onChange).toHaveBeenLastCalledWith({ type: undefined });
    expect(screen.getByRole('button', { name: w.type })).toBeDefined();
  });

  it('counts the places of each data-quality flag, and toggles one', async () => {
    const { user, onChange } = await open(language);
    const flags = screen.getByRole('group', { name: w.quality });
    const noImage = within(flags).getByRole('button', { name: w.noImage });
    expect(noImage.getAttribute('aria-pressed')).toBe('false');
    await user.click(noImage);
    expect(onChange).toHaveBeenLastCalledWith({ flag: ['noImage'] });
    expect(within(flags).getByRole('button', { name: w.noImage }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by a date typed in, written the way the language writes dates', async () => {
    const { user, onChange } = await open(language);
    await user.click(screen.getByRole('button', { name: w.closedOn }));
    const date = screen.getByLabelText(w.date);
    await user.clear(date);
    await user.type(date, '2026-12-24{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ closedOn: '2026-12-24' });
    expect(screen.getByRole('button', { name: w.closedOnChosen })).toBeDefined();
  });

  it('clears every filter at once', async () => {
    const { user } = await open(language);
    expect(screen.queryByRole('button', { name: w.clear })).toBeNull();
    await user.click(screen.getByRole('button', { name: w.type }));
    await user.click(screen.getByRole('checkbox', { name: w.box }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: w.clear }));
    expect(screen.getByRole('button', { name: w.type })).toBeDefined();
    expect(screen.queryByRole('button', { name: w.clear })).toBeNull();
  });
});

describe('the places filter bar by keyboard', () => {
  const w = WORDS.en;

  it('opens a chooser with Enter, ticks with Space, closes with Escape and removes with Backspace', async () => {
    const { user, onChange } = await open('en');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.type }));
    await user.keyboard('{Enter}');
    const chooser = screen.getByRole('dialog', { name: w.type });
    // The first choice, reached with Tab inside the chooser.
    await user.tab();
    expect(document.activeElement).toBe(within(chooser).getByRole('checkbox', { name: w.shop }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ type: ['PARCEL_SHOP'] });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: w.type })).toBeNull();
    const chip = screen.getByRole('button', { name: 'Type: Parcel shop' });
    expect(document.activeElement).toBe(chip);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({ type: undefined });
  });

  it('does not apply an empty date', async () => {
    const { user, onChange } = await open('en');
    await user.click(screen.getByRole('button', { name: w.closedOn }));
    await user.clear(screen.getByLabelText(w.date));
    expect(screen.getByRole('button', { name: w.apply })).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the places filter bar with values this version does not know (issue 42)', () => {
  const OTHER = { type: ['PICKUP_LOCKER'], carrier: ['ALZABOX'], country: ['QO'] };

  it('offers the search’s other values beside the listed ones, humanised and with the hint', async () => {
    const { user, onChange } = await open('en', OTHER);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    const chooser = screen.getByRole('dialog', { name: 'Type' });
    expect(within(chooser).getAllByRole('checkbox')).toHaveLength(4);
    const locker = within(chooser).getByRole('checkbox', { name: /^Pickup locker/ });
    expect(locker.textContent).toContain('does not know the value PICKUP_LOCKER');
    await user.click(locker);
    expect(onChange).toHaveBeenLastCalledWith({ type: ['PICKUP_LOCKER'] });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Type: Pickup locker' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Carrier' }));
    await user.type(screen.getByRole('combobox', { name: 'Carrier' }), 'alza');
    const option = screen.getByRole('option', { name: /^Alzabox/ });
    expect(option.textContent).toContain('does not know the value ALZABOX');
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith({ carrier: ['ALZABOX'] });
  });

  it('says the hint in Czech', async () => {
    const { user } = await open('cs', OTHER);
    await user.click(screen.getByRole('button', { name: 'Typ' }));
    const locker = screen.getByRole('checkbox', { name: /^Pickup locker/ });
    expect(locker.textContent).toContain('Hodnotu PICKUP_LOCKER tato verze Pickup Desku nezná');
  });

  it('offers only the listed values when the answer has none (an older BFF)', async () => {
    const { user } = await open('en');
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(within(screen.getByRole('dialog', { name: 'Type' })).getAllByRole('checkbox')).toHaveLength(3);
  });
});
