import { z } from 'zod';
import type { FieldError } from '@/contract/field-error';
import type { Language } from '@/contract/languages';
import { M } from '@/contract/schema-messages';

// Human messages for validation issues, in the two languages the product speaks. The sandbox uses
// them for `Accept-Language: cs` (spec 001, 7.3) and the web app for its forms, so a rule reads the
// same wherever it is broken. The schemas' own messages (M) are the contract's
// (src/contract/schema-messages.ts): a schema stores the English one in its issues.

/** The language of a message: one of the languages the product speaks. */
export type Locale = Language;

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

// ---------------------------------------------------------------------------------------------
// Messages of forms: what a person filling in the editor reads. The API's messages above are for
// developers reading a ProblemDetail ("`from` must be before `to`"); a form speaks plain words and
// never shows zod's own wording. Every issue of the contract's schemas maps onto one of these.

/** The catalogue of form messages; `{name}` is filled from the message's params. */
export const FORM_MESSAGES = {
  required: { en: 'Required', cs: 'Povinné' },
  maxLength: { en: 'At most {max} characters', cs: 'Nejvýše {max} znaků' },
  wholeNumber: { en: 'Enter a whole number', cs: 'Zadejte celé číslo' },
  atLeast: { en: 'At least {min}', cs: 'Nejméně {min}' },
  atMost: { en: 'At most {max}', cs: 'Nejvýše {max}' },
  time: { en: 'Enter a time such as 08:30', cs: 'Zadejte čas, například 08:30' },
  endTime: {
    en: 'Enter a time such as 17:30 (24:00 is midnight)',
    cs: 'Zadejte čas, například 17:30 (24:00 je půlnoc)',
  },
  closesBeforeOpens: { en: 'Closes before it opens', cs: 'Zavírá dřív, než otevírá' },
  overlap: { en: 'Overlaps interval {other} of the day', cs: 'Překrývá se s {other}. intervalem dne' },
  tooManyIntervals: { en: 'At most {max} intervals a day', cs: 'Nejvýše {max} intervalů za den' },
  coordinate: {
    en: 'Enter a decimal number such as 50.0875',
    cs: 'Zadejte desetinné číslo, například 50,0875',
  },
  coordinateRange: {
    en: 'Enter a number from -{limit} to {limit}',
    cs: 'Zadejte číslo od -{limit} do {limit}',
  },
  phone: {
    en: 'Enter a phone number such as +420 222 333 444',
    cs: 'Zadejte telefonní číslo, například +420 222 333 444',
  },
  phoneDigits: { en: 'A phone number has 6 to 20 digits', cs: 'Telefonní číslo má 6 až 20 číslic' },
  email: {
    en: 'Enter an e-mail address such as name@example.com',
    cs: 'Zadejte e-mailovou adresu, například jmeno@example.cz',
  },
  date: { en: 'Enter a date', cs: 'Zadejte datum' },
  dateRange: { en: 'The end is before the start', cs: 'Konec je před začátkem' },
  duplicateDate: { en: 'Another exception has the same date', cs: 'Na stejný den už je jiná výjimka' },
  tooMany: { en: 'At most {max} items', cs: 'Nejvýše {max} položek' },
  choice: { en: 'Choose one of the options', cs: 'Vyberte jednu z možností' },
  unknownField: { en: 'This field is not expected here', cs: 'Toto pole sem nepatří' },
  invalid: { en: 'Check this value', cs: 'Zkontrolujte tuto hodnotu' },
} as const satisfies Record<string, { en: string; cs: string }>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;
/** One form message: its catalogue key and the values its text needs. */
export interface FormMessage {
  key: FormMessageKey;
  params?: Record<string, string | number>;
}

/** The text of a form message in the wanted language. */
export function formText(message: FormMessage, locale: Locale): string {
  const template = FORM_MESSAGES[message.key][locale];
  return template.replace(/\{(\w+)\}/g, (all, name: string) => String(message.params?.[name] ?? all));
}

const isBlank = (input: unknown) =>
  input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));

/**
 * The form message of an issue of the contract's schemas (parsed with reportInput, so that an empty
 * input can be told apart). Never zod's wording: an issue nobody foresaw is "Check this value".
 */
export function formMessageOf(issue: Issue): FormMessage {
  const params = (issue.code === 'custom' ? (issue.params ?? {}) : {}) as {
    reason?: string;
    other?: number;
    limit?: number;
  };
  switch (params.reason) {
    case 'overlap':
      return { key: 'overlap', params: { other: params.other ?? '?' } };
    case 'duplicate_date':
      return { key: 'duplicateDate' };
    case 'out_of_range':
      return { key: 'coordinateRange', params: { limit: params.limit ?? 0 } };
    case 'from_not_before_to':
      return { key: 'closesBeforeOpens' };
  }
  switch (issue.message) {
    case M.notEmpty.en:
      return { key: 'required' };
    case M.time.en:
      return isBlank(issue.input) ? { key: 'required' } : { key: 'time' };
    case M.endTime.en:
      return isBlank(issue.input) ? { key: 'required' } : { key: 'endTime' };
    case M.fromBeforeTo.en:
      return { key: 'closesBeforeOpens' };
    case M.coordinate.en:
      return isBlank(issue.input) ? { key: 'required' } : { key: 'coordinate' };
    case M.phone.en:
      return { key: 'phone' };
    case M.phoneDigits.en:
      return { key: 'phoneDigits' };
    case M.email.en:
      return isBlank(issue.input) ? { key: 'required' } : { key: 'email' };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input) || (issue as { received?: string }).received === 'NaN')
        return { key: 'required' };
      return issue.expected === 'number' || issue.expected === 'int'
        ? { key: 'wholeNumber' }
        : { key: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'maxLength', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'number') return { key: 'atMost', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array') return { key: 'tooMany', params: { max: Number(issue.maximum) } };
      return { key: 'invalid' };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'required' };
      if (issue.origin === 'number') return { key: 'atLeast', params: { min: Number(issue.minimum) } };
      return { key: 'invalid' };
    case 'invalid_format':
      if (isBlank(issue.input)) return { key: 'required' };
      if (issue.format === 'date') return { key: 'date' };
      if (issue.format === 'email') return { key: 'email' };
      return { key: 'invalid' };
    case 'invalid_value':
      return isBlank(issue.input) ? { key: 'required' } : { key: 'choice' };
    case 'unrecognized_keys':
      return { key: 'unknownField' };
    default:
      return { key: 'invalid' };
  }
}

/**
 * The form message of a field error the server sent (its API wording, in English or Czech), when it
 * is one the catalogue knows; undefined otherwise (the server's own, already localized, words).
 */
export function formMessageOfApi(message: string): FormMessage | undefined {
  const m = message.trim();
  if (m === 'is required' || m === 'je povinné' || m === M.notEmpty.en || m === M.notEmpty.cs)
    return { key: 'required' };
  const known: [{ en: string; cs: string }, FormMessageKey][] = [
    [M.time, 'time'],
    [M.endTime, 'endTime'],
    [M.fromBeforeTo, 'closesBeforeOpens'],
    [M.coordinate, 'coordinate'],
    [M.phone, 'phone'],
    [M.phoneDigits, 'phoneDigits'],
    [M.email, 'email'],
  ];
  for (const [api, key] of known) if (m === api.en || m === api.cs) return { key };
  let match = /^(?:overlaps interval|překrývá se s intervalem) (\d+)/.exec(m);
  if (match) return { key: 'overlap', params: { other: Number(match[1]) } };
  match = /^(?:must be between|musí být mezi) -(\d+) (?:and|a) \d+$/.exec(m);
  if (match) return { key: 'coordinateRange', params: { limit: Number(match[1]) } };
  if (/^(?:duplicates the exception|opakuje datum výjimky)/.test(m)) return { key: 'duplicateDate' };
  return undefined;
}
