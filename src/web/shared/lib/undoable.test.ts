import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushUndoables, scheduleUndoable } from './undoable';

describe('undoable actions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the request only when the undo window ends', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const onSettled = vi.fn();
    scheduleUndoable({ key: 'a', commit, onSettled }, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(commit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(commit).toHaveBeenCalledWith({ keepalive: false });
    expect(onSettled).toHaveBeenCalledWith(undefined);
  });

  it('undone in time, nothing is sent; undoing too late says so', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const undo = scheduleUndoable({ key: 'b', commit }, 5000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(undo()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(commit).not.toHaveBeenCalled();

    const late = scheduleUndoable({ key: 'c', commit }, 5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(late()).toBe(false);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('sends everything pending at once when flushed (signing out), and reports failures', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('403')));
    const onSettled = vi.fn();
    scheduleUndoable({ key: 'd', commit: failing, onSettled }, 5000);
    await flushUndoables();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ message: '403' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
