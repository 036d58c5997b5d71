import type { FieldError } from '@/contract/common';
import type { Locale } from '@/domain/words/messages';
import { czechDetail } from './czech-details';

// The two error formats of the platform: ProblemDetail for the pickup place service (spec 000, 2.6)
// and the response envelope everywhere else (spec 001, 7).

const TITLES: Record<number, { en: string; cs: string }> = {
  400: { en: 'Bad Request', cs: 'Chybný požadavek' },
  401: { en: 'Unauthorized', cs: 'Neověřený přístup' },
  403: { en: 'Forbidden', cs: 'Přístup odepřen' },
  404: { en: 'Not Found', cs: 'Nenalezeno' },
  405: { en: 'Method Not Allowed', cs: 'Metoda není povolena' },
  406: { en: 'Not Acceptable', cs: 'Nepřijatelný formát odpovědi' },
  409: { en: 'Conflict', cs: 'Konflikt' },
  410: { en: 'Gone', cs: 'Verze API již není podporována' },
  412: { en: 'Precondition Failed', cs: 'Záznam se mezitím změnil' },
  413: { en: 'Payload Too Large', cs: 'Příliš velký obsah' },
  414: { en: 'URI Too Long', cs: 'Příliš dlouhá adresa' },
  415: { en: 'Unsupported Media Type', cs: 'Nepodporovaný typ obsahu' },
  422: { en: 'Unprocessable Content', cs: 'Data neprošla kontrolou' },
  426: { en: 'Upgrade Required', cs: 'Je nutné použít HTTPS' },
  500: { en: 'Internal Server Error', cs: 'Vnitřní chyba serveru' },
  503: { en: 'Service Unavailable', cs: 'Služba je dočasně nedostupná' },
};

export const titleOf = (status: number, locale: Locale) =>
  TITLES[status]?.[locale] ?? TITLES[Math.floor(status / 100) * 100]?.[locale] ?? `HTTP ${status}`;

/** Pickup place paths answer ProblemDetail; the order endpoint, OAuth and the rest the envelope. */
export const usesProblemDetail = (url: string) => /^\/api\/v\d+\/pickup-place(\/|\?|$)/.test(url);

export interface ErrorInput {
  status: number;
  kind: string;
  detail: string;
  fields: FieldError[];
  instance: string;
  locale: Locale;
}

export function problemBody(e: ErrorInput) {
  return {
    type: e.kind === 'http' ? 'about:blank' : `/problems/${e.kind}`,
    title: titleOf(e.status, e.locale),
    status: e.status,
    detail: e.detail,
    instance: e.instance,
    ...(e.fields.length ? { properties: { errors: e.fields } } : {}),
  };
}

export function envelopeBody(e: ErrorInput & { values?: unknown[] }) {
  return {
    code: e.status,
    status: 'error' as const,
    message: e.detail,
    errors: e.fields.map((f, i) => ({ message: f.message, field: f.field, value: e.values?.[i] ?? null })),
  };
}

export function errorBody(e: ErrorInput) {
  const localized =
    e.locale === 'cs' && e.kind !== 'validation-error' ? { ...e, detail: czechDetail(e.detail, e.kind) } : e;
  return usesProblemDetail(e.instance) ? problemBody(localized) : envelopeBody(localized);
}

export const errorContentType = (url: string) =>
  usesProblemDetail(url) ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8';
