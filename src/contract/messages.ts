import { z } from 'zod';
import type { FieldError } from './common';

// Human messages for validation issues, in the two languages the product speaks. The sandbox uses
// them for `Accept-Language: cs` (spec 001, 7.3) and the web app for its forms, so a rule reads the
// same wherever it is broken.

export type Locale = 'en' | 'cs';

/** The custom messages of the contract's schemas, English text first (it is what zod stores). */
export const M = {
  notEmpty: { en: 'must not be empty', cs: 'nesmí být prázdné' },
  time: { en: 'must be a time HH:mm between 00:00 and 23:59', cs: 'musí být čas HH:mm mezi 00:00 a 23:59' },
  endTime: {
    en: 'must be a time HH:mm between 00:00 and 24:00',
    cs: 'musí být čas HH:mm mezi 00:00 a 24:00',
  },
  fromBeforeTo: { en: '`from` must be before `to`', cs: 'začátek (`from`) musí být před koncem (`to`)' },
  coordinate: {
    en: 'must be a decimal number such as 50.0875',
    cs: 'musí být desetinné číslo, například 50,0875',
  },
  phone: {
    en: 'must be a phone number such as +420 222 333 444',
    cs: 'musí být telefonní číslo, například +420 222 333 444',
  },
  phoneDigits: { en: 'must have 6 to 20 digits', cs: 'musí mít 6 až 20 číslic' },
  email: { en: 'must be an e-mail address', cs: 'musí být e-mailová adresa' },
  uuid: { en: 'must be a UUID', cs: 'musí být UUID' },
  sort: {
    en: 'must be property,(asc|desc) with a sortable property',
    cs: 'musí mít tvar vlastnost,(asc|desc) s řaditelnou vlastností',
  },
} as const;

type Issue = z.core.$ZodIssue;

const byEnglish = new Map<string, { en: string; cs: string }>(Object.values(M).map((m) => [m.en, m]));
let czech: ((issue: Issue) => string | undefined) | undefined;

function dynamic(issue: Issue, locale: Locale): string | undefined {
  if (issue.code !== 'custom') return undefined;
  const p = (issue.params ?? {}) as { reason?: string; other?: number; limit?: number };
  switch (p.reason) {
    case 'overlap':
      return locale === 'cs'
        ? `překrývá se s intervalem ${p.other} téhož dne`
        : `overlaps interval ${p.other} of the same day`;
    case 'duplicate_date':
      return locale === 'cs'
        ? `opakuje datum výjimky na indexu ${p.other}`
        : `duplicates the exception at index ${p.other} for the same date`;
    case 'out_of_range':
      return locale === 'cs'
        ? `musí být mezi -${p.limit} a ${p.limit}`
        : `must be between -${p.limit} and ${p.limit}`;
    default:
      return undefined;
  }
}

/** The message of one issue in the wanted language. Issues must come from a parse with reportInput. */
export function issueMessage(issue: Issue, locale: Locale): string {
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return locale === 'cs' ? 'je povinné' : 'is required';
  const custom = dynamic(issue, locale);
  if (custom) return custom;
  if (locale === 'en') return issue.message;
  const known = byEnglish.get(issue.message);
  if (known) return known.cs;
  czech ??= z.locales.cs().localeError as (issue: Issue) => string | undefined;
  return czech(issue) ?? issue.message;
}

/** A message of the contract (as zod stored it, in English) in the wanted language. */
export function translateMessage(message: string, locale: Locale): string {
  return locale === 'cs' ? (byEnglish.get(message)?.cs ?? message) : message;
}

/** `openingHours.regular.monday[1].to`: dots between names, brackets around indexes. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** One FieldError a field: unknown keys become one error each, naming the key. */
export function toFieldErrors(
  error: z.ZodError,
  locale: Locale,
  prefix: readonly PropertyKey[] = [],
): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: formatPath([...path, key]),
        message: locale === 'cs' ? 'není známé pole' : 'is not a known field',
      }));
    }
    return [{ field: formatPath(path), message: issueMessage(issue, locale) }];
  });
}
