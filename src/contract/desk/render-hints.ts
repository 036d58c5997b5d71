import type { AppConfig } from './config';
import type { SessionInfo } from './session';

// What the browser keeps that shapes the places screen's first render, told to the server with each
// page request so that it can render that screen as the browser would (issue 25's server render).
// The app keeps these in localStorage, which the server cannot read: the app copies them into this
// cookie (src/web/app/render-hints-cookie.ts) whenever it starts and whenever the page is left.
// Not a secret and not trusted: the server reads each value as the app would read its storage
// (unknown e-shops, columns and languages fall back to the defaults) and never writes one back into
// the page as given. No zod: the first script writes it and leaves zod out.

export const RENDER_HINTS_COOKIE = 'pd_view';
/** Longer values are not the app's (a full column choice is about 150 characters). */
const MAX_VALUE_LENGTH = 600;

export interface RenderHints {
  /** The chosen language (`pickup-desk.language`), if one was chosen. */
  language?: string;
  /** The e-shop last worked on (`pickup-desk.eshop`). */
  eshop?: string;
  /** Whose column choice `columns` is: the choice is each user's own. */
  user?: string;
  /** The places table's columns as stored for that user (`pickup-desk.place-columns.<user>`). */
  columns?: string;
  /** The colour scheme the app last showed, so the server's page starts in it. */
  scheme?: 'light' | 'dark';
  /** Whether the window last had a phone's width (a tablet's user agent does not tell). */
  compact?: boolean;
}

/** The text fields and their keys in the cookie (`compact` is `w`, as 1 or 0). */
const FIELDS = { language: 'l', eshop: 'e', user: 'u', columns: 'c', scheme: 's' } as const;
type TextField = keyof typeof FIELDS;

/** The cookie's value: short keys, URI-encoded JSON (a cookie value allows no quotes or commas). */
export function encodeRenderHints(hints: RenderHints): string {
  const short: Record<string, string> = {};
  for (const [field, key] of Object.entries(FIELDS)) {
    const value = hints[field as TextField];
    if (value) short[key] = value;
  }
  if (hints.compact !== undefined) short.w = hints.compact ? '1' : '0';
  return encodeURIComponent(JSON.stringify(short));
}

/** The hints a cookie value holds; anything unreadable, too long or of the wrong kind is left out. */
export function decodeRenderHints(cookie: string | undefined): RenderHints {
  if (!cookie || cookie.length > 4 * MAX_VALUE_LENGTH) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(cookie));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const short = parsed as Record<string, unknown>;
  const hints: RenderHints = {};
  for (const [field, key] of Object.entries(FIELDS)) {
    const value = short[key];
    if (typeof value === 'string' && value && value.length <= MAX_VALUE_LENGTH)
      (hints as Record<string, string>)[field] = value;
  }
  if (hints.scheme !== 'light' && hints.scheme !== 'dark') delete hints.scheme;
  if (short.w === '1' || short.w === '0') hints.compact = short.w === '1';
  return hints;
}

/**
 * How the server rendered the page's first screen, told in the bootstrap so the app hydrates that
 * HTML only when it would render the same (else it renders afresh). Only values from fixed sets or
 * the configuration: nothing of the request is written into the page as it came.
 */
export interface ServerRendered {
  language: 'en' | 'cs';
  /** The e-shop whose places were rendered (a configured one). */
  eshop: string;
  /** Whether the columns were the cookie's (`columns`), or the defaults. */
  columnsFromHints: boolean;
  /** Rendered for a phone's width (the cards): as the cookie tells, else judged from the request. */
  compact: boolean;
  /** The first page's query, seeded into the app's cache: its key and the BFF's answer. */
  firstPage: { queryKey: readonly unknown[]; data: unknown };
  /** The summary's query (the counts), seeded the same way when the BFF had its answer. */
  summary?: { queryKey: readonly unknown[]; data: unknown };
}

/**
 * What the BFF gives the server render of the places screen (src/web/server-render.tsx, run by
 * src/bff/routes/spa-render.ts through render-protocol.ts): what the browser told of itself and
 * what the BFF knows.
 */
export interface ServerRenderInput {
  /** The page's path and query (`/places?…`). */
  address: string;
  session: SessionInfo;
  config: AppConfig;
  hints: RenderHints;
  /** The request's Accept-Language tags, for a browser whose user never chose a language. */
  acceptLanguages: readonly string[];
  /** A phone: as the cookie tells, else judged from the request's headers. */
  compact: boolean;
}

/** The list request the screen makes first, which the BFF asks its own API for with the user's cookie. */
export interface FirstPageRequest {
  url: string;
  /** The language the render will be in (the browser's choice, else its Accept-Language). */
  language: 'en' | 'cs';
  /**
   * The counts the screen asks for beside its page (the quality flags' chips, the matches), asked
   * with it so that they paint with the rows: their coming later grew the chips and moved the
   * table down (issue 47: a layout shift of 0.21 at 1366 px).
   */
  summaryUrl?: string;
}

/** What the BFF's own API answered to the first page's requests. */
export interface FirstPages {
  list: unknown;
  /** The summary's answer; absent when it was not asked for or did not answer 200. */
  summary?: unknown;
}

/** The render: the root element's content, its styles, and what the browser needs to take it over. */
export interface ServerRenderOutput {
  html: string;
  styles: string;
  rendered: ServerRendered;
}
