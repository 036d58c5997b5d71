import { useServerRender } from './server-render-context';

// The few values the app keeps in localStorage that shape the places screen's first render (the
// language, the e-shop, the table's columns), read and written through here: in the server's render
// of that screen (src/web/server-render.tsx) a component's reads (useStoredReader) are answered with
// what the browser told it (render-hints.ts, given through server-render-context.ts), and every
// write is passed on to that cookie (app/render-hints-cookie.ts).

/** Their keys in localStorage. */
export const STORED_KEYS = {
  language: 'pickup-desk.language',
  eshop: 'pickup-desk.eshop',
  /** The places table's columns: each user's own. */
  columns: (username: string) => `pickup-desk.place-columns.${username}`,
};

let onWrite: (() => void) | undefined;

/** What to do after each write (app/render-hints-cookie.ts passes it on to the server). */
export function onStoredWrite(listener: () => void) {
  onWrite = listener;
}

/** A value kept by this browser (null when none, when storage is refused, or outside a browser). */
export function storedValue(key: string): string | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode, a policy)
  }
}

/** `storedValue` for a component: in the server's render, the browser's values as it told them. */
export function useStoredReader(): (key: string) => string | null {
  const server = useServerRender();
  return server ? (key) => server.stored.get(key) ?? null : storedValue;
}

/** Keeps a value in this browser (for this page only when storage is refused). */
export function storeValue(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept beyond this page: the choice still applies until it is left.
  }
  onWrite?.();
}
