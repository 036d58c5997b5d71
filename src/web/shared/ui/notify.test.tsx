// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/web/testing/render';
import { useDismissNote, useNotify } from './notify';

// The short notes of the app ("Place saved", "Place deleted · Undo"): a success is a polite status,
// an error an alert; a note goes by itself after its time, or when closed, or when its action is
// taken, or when another replaces it; clicking elsewhere on the page does not take it away.

/** A screen that raises notes, as the app's screens do. */
function Screen({ onUndo = () => {} }: { onUndo?: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dismiss = useDismissNote();
  const [undoKey, setUndoKey] = useState(0);
  return (
    <>
      <button type="button" onClick={() => notify(t('places.saved', { defaultValue: 'Place saved' }))}>
        Save
      </button>
      <button type="button" onClick={() => notify('The server cannot be reached.', 'error')}>
        Fail
      </button>
      <button
        type="button"
        onClick={() =>
          setUndoKey(
            notify('Place deleted', 'info', {
              action: { label: t('common.undo'), onClick: onUndo },
              duration: 8000,
            }),
          )
        }
      >
        Delete
      </button>
      <button type="button" onClick={() => dismiss(undoKey)}>
        Deleted for good
      </button>
    </>
  );
}

async function open(language: 'en' | 'cs' = 'en', onUndo?: () => void) {
  return renderInApp(<Screen onUndo={onUndo} />, { language });
}
const noteGone = () =>
  vi.waitFor(() => expect(screen.queryByRole('status') ?? screen.queryByRole('alert')).toBeNull());

afterEach(() => {
  vi.useRealTimers();
});

describe('a note', () => {
  it('of success is a status a screen reader reads when it can; an error is an alert', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('Place saved');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('The server cannot be reached.');
    // The error replaced the success: one note at a time.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes by itself after five seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => void vi.advanceTimersByTime(4500));
    expect(screen.getByRole('status')).toBeDefined();
    await act(async () => void vi.advanceTimersByTime(1000));
    await noteGone();
  });

  it('stays when the user clicks elsewhere on the page, and goes with its close button', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(document.body);
    const note = screen.getByRole('status');
    await user.click(within(note).getByRole('button', { name: 'Close' }));
    await noteGone();
  });

  it('with an action runs it once and goes; a note that no longer applies is taken away', async () => {
    const onUndo = vi.fn();
    const { user } = await open('en', onUndo);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    await noteGone();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status').textContent).toContain('Place deleted');
    await user.click(screen.getByRole('button', { name: 'Deleted for good' }));
    await noteGone();
    expect(onUndo).toHaveBeenCalledOnce();
  });

  it('with an action stays the time it asked for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => void vi.advanceTimersByTime(7000));
    expect(screen.getByRole('status')).toBeDefined();
    await act(async () => void vi.advanceTimersByTime(1500));
    await noteGone();
  });

  it('is taken away by its own key only: a later note stays', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Deleted for good' }));
    expect(screen.getByRole('status').textContent).toBe('Place saved');
  });
});

describe('in Czech', () => {
  it('names its action and its close button in Czech', async () => {
    const onUndo = vi.fn();
    const { user } = await open('cs', onUndo);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Vrátit' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Zavřít' }));
    await noteGone();
    expect(onUndo).not.toHaveBeenCalled();
  });
});
