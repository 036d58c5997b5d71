// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { renderInApp } from '@/web/testing/render';
import type { ConflictValues } from '../lib/conflict-changes';
import { toFormValues } from '../lib/place-form-model';
import { place } from '../lib/place-form-model.fixture';
import { ConflictDialog } from './conflict-dialog';

// A 412 on save: someone saved the place first. The dialog names what they changed, and the safe
// choice ("Keep editing", focused first) is what Escape and Enter do. Beside each field, their
// value and the user's, in words (issue 45).

const WORDS = {
  en: {
    title: 'Someone else saved this place',
    changed: 'Changed on the server',
    fields: ['Name', 'Phone'],
    theirs: 'Theirs (on the server)',
    yours: 'Yours (in the form)',
    unchanged: 'unchanged by you',
    hours: 'Mon 08:00–18:00 · Tue 09:00–12:00 · Wed–Sun closed; 1 ',
    empty: '(empty)',
    photo: 'a new photo',
    type: 'Parcel box',
    unknown: 'Details not available',
    keep: 'Keep editing',
    reload: 'Load theirs (discard mine)',
    overwrite: 'Save mine over theirs',
  },
  cs: {
    title: 'Někdo jiný toto místo uložil',
    changed: 'Změněno na serveru',
    fields: ['Název', 'Telefon'],
    theirs: 'Jejich (na serveru)',
    yours: 'Vaše (ve formuláři)',
    unchanged: 'vámi nezměněno',
    hours: 'po 08:00–18:00 · út 09:00–12:00 · st–ne zavřeno; 1 ',
    empty: '(prázdné)',
    photo: 'nová fotka',
    type: 'Výdejní box',
    unknown: 'Podrobnosti nejsou k dispozici',
    keep: 'Pokračovat v úpravách',
    reload: 'Načíst jejich verzi (zahodit moje)',
    overwrite: 'Uložit moje přes jejich',
  },
} satisfies Record<Language, unknown>;

async function open(
  language: Language,
  changedFields = ['name', 'phone'],
  busy = false,
  values?: ConflictValues,
) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onCancel: vi.fn() };
  const view = await renderInApp(
    <ConflictDialog open changedFields={changedFields} values={values} busy={busy} {...handlers} />,
    { language },
  );
  return { ...view, ...handlers };
}

/** They renamed the place, changed its hours and type, removed its e-mail, added a photo; the user renamed it too. */
function conflictValues(): ConflictValues {
  const initial = toFormValues(place);
  const latest = {
    ...initial,
    name: 'Výdejna Praha 1',
    type: 'PARCEL_BOX' as const,
    email: '',
    regular: { ...initial.regular, tuesday: [{ from: '09:00', to: '12:00' }] },
  };
  const current = { ...initial, name: 'Výdejna Dlouhá', phone: ' +420 222 333 444 ' };
  return { latest, initial, current, latestHasImage: true };
}

/** Each changed field's item: its name, then the two values with their terms. */
async function valuesOf(language: Language, changedFields: string[]) {
  await open(language, changedFields, false, conflictValues());
  const list = screen.getByRole('list', { name: WORDS[language].changed });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      item.firstElementChild?.textContent,
      ...within(item)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ]);
}

describe.each(['en', 'cs'] as const)('the edit-conflict dialog in %s', (language) => {
  const w = WORDS[language];

  it('names the fields someone else changed', async () => {
    await open(language);
    const dialog = screen.getByRole('dialog', { name: w.title });
    const changed = within(dialog).getByRole('list', { name: w.changed });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(w.fields);
  });

  it('says so when the server did not tell what changed', async () => {
    await open(language, []);
    expect(screen.getByRole('list', { name: w.changed })).toHaveProperty('textContent', w.unknown);
  });

  it("shows their value and the user's for a field both changed, and the week in the user's own words", async () => {
    expect(await valuesOf(language, ['name', 'openingHours'])).toEqual([
      [w.fields[0], 'Výdejna Praha 1', 'Výdejna Dlouhá'],
      [expect.any(String), expect.stringContaining(w.hours), w.unchanged],
    ]);
    const dialog = screen.getByRole('dialog', { name: w.title });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual([w.theirs, w.yours, w.theirs, w.yours]);
  });

  it('says "unchanged by you", "(empty)", a new photo and the type in words', async () => {
    // The phone differs only by spaces the save trims: not a change of the user's.
    expect(await valuesOf(language, ['phone', 'email', 'type', 'image'])).toEqual([
      [w.fields[1], '+420 222 333 444', w.unchanged],
      [expect.any(String), w.empty, w.unchanged],
      [expect.any(String), w.type, w.unchanged],
      [expect.any(String), w.photo, w.unchanged],
    ]);
  });

  it('offers the three ways out, each doing its own thing', async () => {
    const { user, onReload, onOverwrite, onCancel } = await open(language);
    await user.click(screen.getByRole('button', { name: w.reload }));
    expect(onReload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: w.overwrite }));
    expect(onOverwrite).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('the edit-conflict dialog by keyboard', () => {
  it('focuses "Keep editing" first, so Enter keeps what was typed', async () => {
    const { user, onCancel, onReload, onOverwrite } = await open('en');
    expect(screen.getByRole('button', { name: WORDS.en.keep })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
    expect(onOverwrite).not.toHaveBeenCalled();
  });

  it('closes with Escape without discarding or overwriting', async () => {
    const { user, onCancel, onReload, onOverwrite } = await open('en');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
    expect(onOverwrite).not.toHaveBeenCalled();
  });

  it('reaches "Save mine over theirs" with Tab', async () => {
    const { user, onOverwrite } = await open('en');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: WORDS.en.overwrite }));
    await user.keyboard('{Enter}');
    expect(onOverwrite).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while the save is on its way', async () => {
    await open('en', ['name'], true);
    expect(screen.getByRole('button', { name: WORDS.en.overwrite })).toHaveProperty('disabled', true);
  });
});
