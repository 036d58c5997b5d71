import { useSyncExternalStore } from 'react';

// The minute now, for what says whether a place is open: one timer for every component that asks,
// started with the first and stopped with the last, firing as each minute begins. Unknown (undefined)
// in the server's render and while the browser takes it over, as useHydrated is: the time in the
// user's zone is the browser's to tell.

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(
    () => {
      listeners.forEach((listener) => listener());
      schedule();
    },
    MINUTE - (Date.now() % MINUTE),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const minuteNow = () => Math.floor(Date.now() / MINUTE);
const unknown = () => undefined;

/**
 * The number of the minute now (since the epoch), a new one as each minute begins; undefined in the
 * server's render and during the hydration of its HTML. A component that reads it redraws once a
 * minute, and alone: the open-now chips of the places list, not the rows around them.
 */
export const useMinute = (): number | undefined => useSyncExternalStore(subscribe, minuteNow, unknown);
