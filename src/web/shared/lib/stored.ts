// The few values the app keeps in localStorage that shape the places screen's first render (the
// language, the e-shop, the table's columns), read and written through here: the server's render
// of that screen (src/web/server-render.tsx) answers the reads with what the browser told it
// (render-hints.ts), and every write is passed on to that cookie (app/render-hints-cookie.ts).

/** Their keys in localStorage. */
export const STORED_KEYS = {
  language: 'pickup-desk.language',
  eshop: 'pickup-desk.eshop',
  /** The places table's columns: each user's own. */
  columns: (username: string) => `pickup-desk.place-columns.${username}`,
};

let serverValues: ReadonlyMap<string, string> = new Map();
let onWrite: (() => void) | undefined;

/** For the server's render only: the browser's values for the render about to run. */
export function setServerStoredValues(values: ReadonlyMap<string, string>) {
  serverValues = values;
}

/** What to do after each write (app/render-hints-cookie.ts passes it on to the server). */
export function onStoredWrite(listener: () => void) {
  onWrite = listener;
}

/** A value kept by this browser (null when none, or when storage is refused). */
export function storedValue(key: string): string | null {
  if (typeof localStorage === 'undefined') return serverValues.get(key) ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode, a policy)
  }
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
