import { useSyncExternalStore } from 'react';

// Undoable actions, as react-admin's undoable mutations: the screen shows the outcome at once, and
// the request is sent only when the undo window ends. For actions the platform cannot reverse
// (deleting a place), so "Undo" never needs a second request.
//
// What happens to an action whose window is still open:
// - moving to another screen of the app: nothing special, it is sent when its window ends (the
//   timer belongs to this module, not to the screen);
// - signing out: sent first (`flushUndoables`), while the session still holds;
// - closing or reloading the tab: sent at once, with `keepalive` so the browser finishes the
//   request after the page is gone (`pagehide`). The user was told "deleted", so it is deleted.

export interface UndoableAction {
  /** Identifies the action (one pending action per key: the same key again replaces it). */
  key: string;
  /** Sends the request; `keepalive` when the page is going away. */
  commit: (options: { keepalive: boolean }) => Promise<unknown>;
  /** After the request: its outcome (an error when it failed). */
  onSettled?: (error: unknown) => void;
}

interface Pending extends UndoableAction {
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
/** Keys whose request is on its way. */
const sending = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function changed() {
  snapshot = new Set([...pending.keys(), ...sending]);
  listeners.forEach((l) => l());
}

function run(key: string, keepalive: boolean): Promise<void> {
  const action = pending.get(key);
  if (!action) return Promise.resolve();
  clearTimeout(action.timer);
  pending.delete(key);
  const sent = action.commit({ keepalive }).then(
    () => action.onSettled?.(undefined),
    (error: unknown) => action.onSettled?.(error),
  );
  // The key stays "pending" for the screen until the request has settled, so a deleted row does
  // not come back for a moment between the undo window and the list's refresh.
  sending.add(key);
  changed();
  return sent.finally(() => {
    sending.delete(key);
    changed();
  });
}

/** Schedules `action` to be sent after `windowMs`; returns the undo (true when it was still pending). */
export function scheduleUndoable(action: UndoableAction, windowMs: number): () => boolean {
  const previous = pending.get(action.key);
  if (previous) clearTimeout(previous.timer);
  const timer = setTimeout(() => void run(action.key, false), windowMs);
  const entry = { ...action, timer };
  pending.set(action.key, entry);
  changed();
  return () => {
    if (pending.get(action.key) !== entry) return false;
    clearTimeout(timer);
    pending.delete(action.key);
    changed();
    return true;
  };
}

/** Sends every pending action now (before signing out). */
export function flushUndoables(): Promise<void> {
  return Promise.all([...pending.keys()].map((key) => run(key, false))).then(() => undefined);
}

/** The keys of actions not yet sent or still being sent (a deleted row is hidden while listed). */
export function usePendingUndoables(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot, // the server's render: nothing is pending there
  );
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const key of [...pending.keys()]) void run(key, true);
  });
}
