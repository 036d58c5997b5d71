// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { renderInApp } from '@/web/testing/render';
import { PlacesTable } from './places-table';
import { TABLE_AT_REST } from './places-table.fixture';

// The table by keyboard (issue 45): one Tab stop for the whole body, the arrows between rows and
// through a row's controls, Enter opens, Space ticks; Tab goes on to the paging in one press.

const PLACES: PickupPlace[] = ['Brno Main Square', 'Brno Station', 'Brno Zoo'].map((name, i) => ({
  ...samplePlace(),
  id: `22222222-2222-4222-8222-22222222222${i}`,
  name,
}));

function Table({
  onOpen,
  onDelete,
}: {
  onOpen: (p: PickupPlace) => void;
  onDelete: (p: PickupPlace) => void;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  return (
    <PlacesTable
      data={{ items: PLACES, page: { totalElements: 45 } }}
      {...TABLE_AT_REST}
      onOpen={onOpen}
      onDelete={onDelete}
      selection={{
        isSelected: (id) => ticked.includes(id),
        onToggle: (id) => setTicked((t) => (t.includes(id) ? t.filter((x) => x !== id) : [...t, id])),
        onTogglePage: () => {},
      }}
    />
  );
}

const WORDS = {
  en: {
    page: 'Select the places of this page',
    select: 'Select',
    edit: 'Edit',
    delete: 'Delete',
    hint: /^Up and down/,
  },
  cs: {
    page: 'Vybrat místa této stránky',
    select: 'Vybrat',
    edit: 'Upravit',
    delete: 'Smazat',
    hint: /^Šipky nahoru/,
  },
} satisfies Record<Language, unknown>;

async function open(language: Language) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  const view = await renderInApp(<Table onOpen={onOpen} onDelete={onDelete} />, { language });
  const rows = screen.getAllByRole('row').filter((r) => r.dataset.placeId);
  return { ...view, onOpen, onDelete, rows };
}

const focused = () => document.activeElement;

describe.each(['en', 'cs'] as const)('the places table by keyboard in %s', (language) => {
  const w = WORDS[language];

  it('is one Tab stop: from the page box to the first row, then on to the paging', async () => {
    const { user, rows } = await open(language);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    screen.getByRole('checkbox', { name: w.page }).focus();
    await user.tab();
    expect(focused()).toBe(rows[0]);
    await user.tab();
    // Out of the table: no row nor any of its controls.
    expect(rows.some((r) => r.contains(focused()))).toBe(false);
    expect(focused()?.closest('table')).toBeNull();
    // Its keys are said to a screen reader.
    expect(screen.getByRole('table').getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(screen.getByRole('table').getAttribute('aria-describedby')!);
    expect(hint?.textContent).toMatch(w.hint);
  });

  it('moves between rows with the arrows, the focused row becoming the Tab stop', async () => {
    const { user, rows, onOpen } = await open(language);
    rows[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe(rows[2]);
    await user.keyboard('{ArrowDown}'); // the last row stays
    expect(focused()).toBe(rows[2]);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(rows[1]);
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(focused()).toBe(rows[2]);
    await user.keyboard('{Home}');
    expect(focused()).toBe(rows[0]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(PLACES[1]);
  });

  it("reaches a row's checkbox, pencil and bin with the right arrow, and goes down the same column", async () => {
    const { user, rows, onDelete } = await open(language);
    rows[0]!.focus();
    // Space on the row ticks its checkbox.
    await user.keyboard(' ');
    const box = (name: string) =>
      screen.getByRole('checkbox', { name: `${w.select} ${name}` }) as HTMLInputElement;
    expect(box('Brno Main Square').checked).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(box('Brno Main Square'));
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(screen.getByRole('link', { name: `${w.edit} Brno Main Square` }));
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(screen.getByRole('button', { name: `${w.delete} Brno Main Square` }));
    // The same control in the next row; Enter on the bin deletes that place.
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(screen.getByRole('button', { name: `${w.delete} Brno Station` }));
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(PLACES[1]);
    // Left through the controls back to the row; Escape too.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe(box('Brno Station'));
    await user.keyboard(' '); // Space on the checkbox itself
    expect(box('Brno Station').checked).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(rows[1]);
    await user.keyboard('{ArrowRight}{ArrowRight}{Escape}');
    expect(focused()).toBe(rows[1]);
    // None of the controls is a Tab stop: Tab from the row leaves the table.
    expect(
      rows
        .flatMap((r) => [...r.querySelectorAll('input, a, button')])
        .every((el) => (el as HTMLElement).tabIndex === -1),
    ).toBe(true);
  });
});
