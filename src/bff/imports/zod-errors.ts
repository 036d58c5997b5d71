import type { z } from 'zod';
import type { ImportRowError, ImportTarget } from '@/contract/desk/import';
import { DAYS } from '@/contract/opening-hours';

// The contract's validation issues of a row's place, each turned into the target (so the column)
// it came from and a reason code the web words.

function targetOf(path: readonly PropertyKey[], osmHours: boolean): ImportTarget | null {
  const [first, second, third] = path.map(String);
  if (first === 'location') return (second === 'gps' ? third : second) as ImportTarget;
  if (first === 'openingHours') {
    if (second === 'exceptions') return 'exceptions';
    if (osmHours) return 'openingHours';
    return DAYS.includes(third as never) ? (third as ImportTarget) : 'openingHours';
  }
  return first === 'eshopId' ? null : ((first ?? null) as ImportTarget | null);
}

/** The value an issue's path leads to in the checked body. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) value = value && typeof value === 'object' ? (value as never)[key] : undefined;
  return value;
}

function reasonOf(
  issue: z.core.$ZodIssue,
  target: ImportTarget | null,
  body: unknown,
): ImportRowError['reason'] {
  if (target === 'exceptions') return 'invalid_exceptions';
  if (target && (DAYS.includes(target as never) || target === 'openingHours')) return 'invalid_hours';
  // Zod's issues do not carry the input: a field with no value is "required", whichever check of
  // it failed (an enumeration says "not allowed" of a type no column gives).
  const value = valueAt(body, issue.path);
  if (value === undefined || value === null || value === '') return 'required';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? 'required' : 'out_of_range';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'out_of_range';
    case 'invalid_value':
      return 'not_allowed';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_type':
      return 'invalid';
    case 'custom': {
      const reason = (issue.params as { reason?: string } | undefined)?.reason;
      return reason === 'out_of_range'
        ? 'out_of_range'
        : reason === 'phone_digits'
          ? 'phone_digits'
          : 'invalid_format';
    }
    default:
      return 'invalid';
  }
}

export function issuesToErrors(
  issues: readonly z.core.$ZodIssue[],
  columnOf: (target: ImportTarget | null) => string | null,
  osmHours: boolean,
  body: unknown,
): ImportRowError[] {
  const seen = new Set<string>();
  const out: ImportRowError[] = [];
  for (const issue of issues) {
    const target = targetOf(issue.path, osmHours);
    const reason = reasonOf(issue, target, body);
    const key = `${target}:${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const allowed = issue.code === 'invalid_value' ? ` (${issue.values.join(', ')})` : '';
    out.push({ column: columnOf(target), target, reason, detail: `${issue.message}${allowed}` });
  }
  return out;
}
