// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobCreate } from '@/contract/desk/bulk-jobs';
import type { Language } from '@/contract/languages';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import type { SearchFilters } from '@/web/shared/places/lib/search-params';
import { renderInApp } from '@/web/testing/render';
import SelectionBar from '../selection/selection-bar';
import { usePlaceSelection } from '../selection/use-place-selection';
import { PlacesTable } from './places-table';
import { TABLE_AT_REST } from './places-table.fixture';

// Choosing places for a bulk change in the table: ticked one by one, the page at once, or every
// place matching the filter; the bar above says how many, and the bulk change gets that choice.

const TOTAL = 45;
const FILTERS: SearchFilters = { q: 'Brno', type: ['PARCEL_BOX'] };
const PLACES: PickupPlace[] = ['Brno Main Square', 'Brno Station', 'Brno Zoo'].map((name, i) => ({
  ...samplePlace(),
  id: `11111111-1111-4111-8111-11111111111${i}`,
  name,
}));

/** The table and the bar, wired as the places screen wires them. */
function SelectablePlaces({
  onBulk,
}: {
  onBulk: (selection: JobCreate['selection'], count: number) => void;
}) {
  const selection = usePlaceSelection('eshop?q=Brno', FILTERS, TOTAL);
  return (
    <>
      <SelectionBar
        selection={selection}
        total={TOTAL}
        onBulk={() => onBulk(selection.selection, selection.count)}
      />
      <PlacesTable
        data={{ items: PLACES, page: { totalElements: TOTAL } }}
        {...TABLE_AT_REST}
        onOpen={() => {}}
        onDelete={() => {}}
        selection={selection.table}
      />
    </>
  );
}

const WORDS = {
  en: {
    table: 'Pickup places of the e-shop',
    select: (name: string) => `Select ${name}`,
    page: 'Select the places of this page',
    bar: 'Selection',
    one: '1 place selected',
    two: '2 places selected',
    three: '3 places selected',
    selectAll: 'Select all 45 places matching this filter',
    all: 'All 45 places matching this filter selected',
    clear: 'Clear selection',
    bulk: 'Bulk change…',
  },
  cs: {
    table: 'Výdejní místa e-shopu',
    select: (name: string) => `Vybrat ${name}`,
    page: 'Vybrat místa této stránky',
    bar: 'Výběr',
    one: 'Vybráno 1 místo',
    two: 'Vybrána 2 místa',
    three: 'Vybrána 3 místa',
    selectAll: 'Vybrat všech 45 míst odpovídajících filtru',
    all: 'Vybráno všech 45 míst odpovídajících filtru',
    clear: 'Zrušit výběr',
    bulk: 'Hromadná změna…',
  },
} satisfies Record<Language, unknown>;

async function open(language: Language) {
  const onBulk = vi.fn();
  const view = await renderInApp(<SelectablePlaces onBulk={onBulk} />, { language });
  return { ...view, onBulk };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const bar = (w: (typeof WORDS)[Language]) => screen.getByRole('region', { name: w.bar });

describe.each(['en', 'cs'] as const)('selecting places in the table in %s', (language) => {
  const w = WORDS[language];

  it('counts the rows ticked one by one, and hands them to the bulk change', async () => {
    const { user, onBulk } = await open(language);
    expect(screen.getByRole('table', { name: w.table })).toBeDefined();
    expect(screen.queryByRole('region', { name: w.bar })).toBeNull();

    await user.click(box(w.select('Brno Main Square')));
    expect(within(bar(w)).getByText(w.one)).toBeDefined();
    await user.click(box(w.select('Brno Zoo')));
    expect(within(bar(w)).getByText(w.two)).toBeDefined();
    expect(box(w.page).checked).toBe(false);
    expect(box(w.page).getAttribute('data-indeterminate')).toBe('true');

    await user.click(within(bar(w)).getByRole('button', { name: w.bulk }));
    expect(onBulk).toHaveBeenCalledWith({ ids: [PLACES[0]!.id, PLACES[2]!.id] }, 2);
  });

  it('ticks the whole page, then every place matching the filter', async () => {
    const { user, onBulk } = await open(language);
    await user.click(box(w.page));
    expect(PLACES.every((p) => box(w.select(p.name)).checked)).toBe(true);
    expect(within(bar(w)).getByText(w.three)).toBeDefined();

    await user.click(within(bar(w)).getByRole('button', { name: w.selectAll }));
    expect(within(bar(w)).getByText(w.all)).toBeDefined();
    expect(PLACES.every((p) => box(w.select(p.name)).checked)).toBe(true);
    expect(within(bar(w)).queryByRole('button', { name: w.selectAll })).toBeNull();
    await user.click(within(bar(w)).getByRole('button', { name: w.bulk }));
    expect(onBulk).toHaveBeenCalledWith({ filter: { q: 'Brno', type: ['PARCEL_BOX'] } }, TOTAL);
  });

  it('clears the selection, unticking every row', async () => {
    const { user } = await open(language);
    await user.click(box(w.page));
    await user.click(within(bar(w)).getByRole('button', { name: w.clear }));
    expect(screen.queryByRole('region', { name: w.bar })).toBeNull();
    expect(PLACES.some((p) => box(w.select(p.name)).checked)).toBe(false);
  });
});

describe('selecting places by keyboard', () => {
  const w = WORDS.en;

  it('ticks a row with Space, and the page box unticks the page', async () => {
    const { user } = await open('en');
    box(w.select('Brno Station')).focus();
    await user.keyboard(' ');
    expect(box(w.select('Brno Station')).checked).toBe(true);
    expect(within(bar(w)).getByText(w.one)).toBeDefined();
    // A page partly ticked: the page box ticks the rest, and once more unticks them all.
    box(w.page).focus();
    await user.keyboard(' ');
    expect(within(bar(w)).getByText(w.three)).toBeDefined();
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: w.bar })).toBeNull();
  });

  it("reaches a row's box with the right arrow, from the row that Tab reaches", async () => {
    const { user } = await open('en');
    box(w.page).focus();
    await user.tab(); // the first row itself (it opens the place on Enter): the table's one Tab stop
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(w.select('Brno Main Square')));
  });
});
