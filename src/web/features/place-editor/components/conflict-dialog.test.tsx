// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { renderInApp } from '@/web/testing/render';
import { ConflictDialog } from './conflict-dialog';

// A 412 on save: someone saved the place first. The dialog names what they changed, and the safe
// choice ("Keep editing", focused first) is what Escape and Enter do.

const WORDS = {
  en: {
    title: 'Someone else saved this place',
    changed: 'Changed on the server',
    fields: ['Name', 'Phone'],
    unknown: 'Details not available',
    keep: 'Keep editing',
    reload: 'Load theirs (discard mine)',
    overwrite: 'Save mine over theirs',
  },
  cs: {
    title: 'Někdo jiný toto místo uložil',
    changed: 'Změněno na serveru',
    fields: ['Název', 'Telefon'],
    unknown: 'Podrobnosti nejsou k dispozici',
    keep: 'Pokračovat v úpravách',
    reload: 'Načíst jejich verzi (zahodit moje)',
    overwrite: 'Uložit moje přes jejich',
  },
} satisfies Record<Language, unknown>;

async function open(language: Language, changedFields = ['name', 'phone'], busy = false) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onCancel: vi.fn() };
  const view = await renderInApp(
    <ConflictDialog open changedFields={changedFields} busy={busy} {...handlers} />,
    { language },
  );
  return { ...view, ...handlers };
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
