// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/web/testing/render';
import { ConfirmDialog } from './confirm-dialog';

// A yes/no question before something that cannot be taken back: it is a dialog named by its
// question, the safe answer has the focus (so Enter pressed in a hurry keeps things as they are),
// Escape is "no", and the answer being carried out is shown on its button.

const WORDS = {
  en: {
    open: 'Delete place',
    title: 'Delete this place?',
    body: 'It disappears from the map.',
    yes: 'Delete',
    no: 'Cancel',
  },
  cs: {
    open: 'Smazat místo',
    title: 'Smazat toto místo?',
    body: 'Zmizí z mapy.',
    yes: 'Smazat',
    no: 'Zrušit',
  },
};

/** A screen with a button that asks first, as the place editor does. */
function Asking({
  words,
  busy,
  onConfirm,
}: {
  words: typeof WORDS.en;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {words.open}
      </button>
      <ConfirmDialog
        open={open}
        title={words.title}
        body={words.body}
        confirmLabel={words.yes}
        cancelLabel={words.no}
        destructive
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function ask(language: 'en' | 'cs' = 'en', busy = false) {
  const w = WORDS[language];
  const onConfirm = vi.fn();
  const rendered = await renderInApp(<Asking words={w} busy={busy} onConfirm={onConfirm} />, { language });
  await rendered.user.click(screen.getByRole('button', { name: w.open }));
  const dialog = screen.getByRole('dialog', { name: w.title });
  return { ...rendered, w, dialog, onConfirm };
}

const closed = (title: string) =>
  vi.waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());

describe.each(['en', 'cs'] as const)('the question in %s', (language) => {
  it('is a dialog named by its question and described by what follows, the safe answer focused', async () => {
    const { w, dialog } = await ask(language);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(w.body);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: w.no }));
  });

  it('does it only when the answer is yes', async () => {
    const { user, w, dialog, onConfirm } = await ask(language);
    await user.click(within(dialog).getByRole('button', { name: w.yes }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await closed(w.title);
  });
});

describe('answering no', () => {
  it('with Enter on the focused answer', async () => {
    const { user, w, onConfirm } = await ask();
    await user.keyboard('{Enter}');
    await closed(w.title);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('with Escape, the focus back on the button that asked', async () => {
    const { user, w, onConfirm } = await ask();
    await user.keyboard('{Escape}');
    await closed(w.title);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.open }));
  });

  it('with Tab to the other answer and back, the focus kept inside the question', async () => {
    const { user, w, dialog, onConfirm } = await ask();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: w.yes }));
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

it('shows the answer being carried out on its button, which cannot be pressed twice', async () => {
  const { w, dialog } = await ask('en', true);
  const yes = within(dialog).getByRole('button', { name: w.yes });
  expect((yes as HTMLButtonElement).disabled).toBe(true);
  expect(within(yes).getByRole('progressbar')).toBeDefined();
});
