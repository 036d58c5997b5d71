import { encodeRenderHints, RENDER_HINTS_COOKIE, type RenderHints } from '@/contract/desk/render-hints';
import { COMPACT_QUERY, compactNow } from '../shared/lib/compact-query';
import { STORED_KEYS, onStoredWrite, storedValue } from '../shared/lib/stored';

// The browser's side of render-hints.ts: what this browser keeps that shapes the places screen's
// first render, copied into a cookie so the server can render that screen as the app would. Written
// when the app starts, after each change of those values or of the window's layout, and when the
// page is left (the colour scheme, which MUI keeps itself).

/** MUI's own key for the chosen colour mode (light, dark or system), and its class for dark. */
const MUI_MODE_KEY = 'mui-mode';

function schemeNow(): 'light' | 'dark' {
  const mode = storedValue(MUI_MODE_KEY);
  if (mode === 'light' || mode === 'dark') return mode;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The hints as this browser's storage has them now, for the user signed in (if any). */
export function renderHintsNow(username: string | undefined): RenderHints {
  return {
    language: storedValue(STORED_KEYS.language) ?? undefined,
    eshop: storedValue(STORED_KEYS.eshop) ?? undefined,
    user: username,
    columns: (username && storedValue(STORED_KEYS.columns(username))) || undefined,
    scheme: schemeNow(),
    compact: compactNow(),
  };
}

/** The hints this page's request carried (the cookie as it is now, read before any write). */
export function sentRenderHintsCookie(doc: Document = document): string | undefined {
  const prefix = `${RENDER_HINTS_COOKIE}=`;
  return doc.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Keeps the cookie up to date from now on: at once, after each stored change, and on leaving. */
export function keepRenderHints(username: () => string | undefined) {
  let written = sentRenderHintsCookie();
  const write = () => {
    const value = encodeRenderHints(renderHintsNow(username()));
    if (value === written) return;
    written = value;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${RENDER_HINTS_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  };
  write();
  onStoredWrite(write);
  window.addEventListener('pagehide', write);
  window.matchMedia?.(COMPACT_QUERY).addEventListener?.('change', write);
  return write;
}
