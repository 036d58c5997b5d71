// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import type { ExceptionValue } from '@/web/features/place-editor/lib/place-form-model';
import { renderInApp } from '@/web/testing/render';
import { ExceptionDialog } from './exception-dialog';

// The opening-hours calendar's dialog for one exception: a date or a range of dates, closed all day
// or special hours, and a reason. What it saves is what the user chose; a range that ends before
// it starts, or hours that close before they open, are said on the field and cannot be saved.

const WORDS = {
  en: {
    add: 'Add exception',
    edit: 'Edit exception',
    from: 'From',
    to: 'To',
    closed: 'Closed all day',
    special: 'Special hours',
    opens: 'Opens',
    closes: 'Closes',
    reason: 'Reason',
    save: 'Save exception',
    cancel: 'Cancel',
    delete: 'Delete',
    threeDays: '3 days',
    endBeforeStart: 'The end is before the start',
    closesBeforeOpens: 'Closes before it opens',
  },
  cs: {
    add: 'Přidat výjimku',
    edit: 'Upravit výjimku',
    from: 'Od',
    to: 'Do',
    closed: 'Celý den zavřeno',
    special: 'Zvláštní otevírací doba',
    opens: 'Otevírá',
    closes: 'Zavírá',
    reason: 'Důvod',
    save: 'Uložit výjimku',
    cancel: 'Zrušit',
    delete: 'Smazat',
    threeDays: '3 dny',
    endBeforeStart: 'Konec je před začátkem',
    closesBeforeOpens: 'Zavírá dřív, než otevírá',
  },
} satisfies Record<Language, unknown>;

async function open(language: Language, existing?: ExceptionValue) {
  const handlers = { onSave: vi.fn(), onCancel: vi.fn(), onDelete: vi.fn() };
  const view = await renderInApp(
    <ExceptionDialog start="2026-12-24" {...(existing ? { existing } : {})} {...handlers} />,
    { language },
  );
  return { ...view, ...handlers };
}

const saveButton = (w: (typeof WORDS)[Language]) => screen.getByRole('button', { name: w.save });

describe.each(['en', 'cs'] as const)('the exception dialog in %s', (language) => {
  const w = WORDS[language];

  it('adds a day closed all day, with its reason', async () => {
    const { user, onSave } = await open(language);
    expect(screen.getByRole('dialog', { name: w.add })).toBeDefined();
    expect(screen.getByLabelText(w.from)).toHaveProperty('value', '2026-12-24');
    expect(screen.getByRole('radio', { name: w.closed })).toHaveProperty('checked', true);
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Christmas');
    await user.click(saveButton(w));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['2026-12-24'], { hours: [], reason: 'Christmas' });
  });

  it('saves every day of a range, and says how many', async () => {
    const { user, onSave } = await open(language);
    await user.clear(screen.getByLabelText(w.to));
    await user.type(screen.getByLabelText(w.to), '2026-12-26');
    expect(screen.getByText(w.threeDays)).toBeDefined();
    await user.click(saveButton(w));
    expect(onSave.mock.calls[0]?.[0]).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
  });

  it('refuses a range that ends before it starts, saying why', async () => {
    const { user, onSave } = await open(language);
    await user.clear(screen.getByLabelText(w.to));
    await user.type(screen.getByLabelText(w.to), '2026-12-20');
    expect(screen.getByText(w.endBeforeStart)).toBeDefined();
    expect(screen.getByLabelText(w.to).getAttribute('aria-invalid')).toBe('true');
    expect(saveButton(w)).toHaveProperty('disabled', true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses special hours that close before they open, on the field', async () => {
    const { user, onSave } = await open(language);
    await user.click(screen.getByRole('radio', { name: w.special }));
    expect(screen.getByRole('textbox', { name: w.opens })).toHaveProperty('value', '09:00');
    const closes = screen.getByRole('textbox', { name: w.closes });
    await user.clear(closes);
    await user.type(closes, '08:00');
    expect(screen.getByText(w.closesBeforeOpens)).toBeDefined();
    expect(saveButton(w)).toHaveProperty('disabled', true);
    await user.clear(closes);
    await user.type(closes, '12:30');
    expect(screen.queryByText(w.closesBeforeOpens)).toBeNull();
    await user.click(saveButton(w));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['2026-12-24'], {
      hours: [{ from: '09:00', to: '12:30' }],
      reason: '',
    });
  });

  it('edits an existing exception, which can also be deleted', async () => {
    const { user, onDelete, onSave } = await open(language, {
      date: '2026-12-24',
      hours: [{ from: '10:00', to: '14:00' }],
      reason: 'Christmas Eve',
    });
    expect(screen.getByRole('dialog', { name: w.edit })).toBeDefined();
    expect(screen.getByRole('radio', { name: w.special })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: w.closes })).toHaveProperty('value', '14:00');
    expect(screen.getByRole('textbox', { name: w.reason })).toHaveProperty('value', 'Christmas Eve');
    await user.click(screen.getByRole('button', { name: w.delete }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the exception dialog, cancelled or used by keyboard', () => {
  const w = WORDS.en;

  it('cancels without saving what was typed', async () => {
    const { user, onSave, onCancel } = await open('en');
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Inventory');
    await user.click(screen.getByRole('button', { name: w.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closes on Escape without saving', async () => {
    const { user, onSave, onCancel } = await open('en');
    await user.click(screen.getByRole('textbox', { name: w.reason }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is filled and saved with the keyboard alone', async () => {
    const { user, onSave } = await open('en');
    // From, To, the chosen radio button, then the reason.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(w.from));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: w.closed }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: w.special })).toHaveProperty('checked', true);
    // Opens, Closes (Remove is off while there is one interval), then Add interval.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add interval' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: w.reason }));
    await user.keyboard('Stocktaking');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(saveButton(w));
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['2026-12-24'], {
      hours: [
        { from: '09:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
      reason: 'Stocktaking',
    });
  });
});
