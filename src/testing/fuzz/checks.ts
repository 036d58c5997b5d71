import type { Operation } from './operations';
import type { FuzzAnswer } from './requests';
import type { SchemaValidator } from './schema-validator';

// What every answer must be: a documented status, the documented media type and a body that fits
// the documented schema; what an invalid input's answer must say; what a refused method must say.
// Each check returns what is wrong, in words, or nothing.

const mediaTypeOf = (answer: FuzzAnswer) =>
  (answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The documented answer for a status: exact, else its range (`4XX`), else `default`. */
export function documentedAnswer(op: Operation, status: number) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

export function checkAnswer(op: Operation, answer: FuzzAnswer, validator: SchemaValidator): string[] {
  if (answer.status >= 500) return [`answered ${answer.status}: ${answer.text.slice(0, 300)}`];
  const documented = documentedAnswer(op, answer.status);
  if (!documented) return [`answered ${answer.status}, not among ${Object.keys(op.responses).join(', ')}`];
  const types = Object.keys(documented);
  if (!types.length)
    return answer.text ? [`answered ${answer.status} with a body the document does not describe`] : [];
  const type = mediaTypeOf(answer);
  // A range (`image/*`) covers each of its types.
  const match = types.find((t) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));
  if (!match) return [`answered ${answer.status} as "${type}", documented as ${types.join(', ')}`];
  const schema = documented[match];
  if (schema === undefined || !type.endsWith('json')) return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`answered ${answer.status} with JSON that does not parse: ${answer.text.slice(0, 200)}`];
  }
  const problems = validator.problems(schema, body);
  return problems ? [`answered ${answer.status} with a body off its schema: ${problems}`] : [];
}

/**
 * An invalid input earns a 4xx that names the field: its dotted path, or its last segment (a query
 * parameter, or a server that names `gps.latitude` for `location.gps.latitude`). A status of
 * `earlierRefusals` (404 for an unknown id) may answer instead.
 */
export function checkRefusal(answer: FuzzAnswer, field: string, earlierRefusals: number[]): string[] {
  // Refused for another documented reason before the input was read (an unknown id before the
  // upload it would stream): nothing to name.
  if (earlierRefusals.includes(answer.status) && answer.status !== 400) return [];
  if (answer.status < 400 || answer.status >= 500)
    return [`answered ${answer.status} to an invalid ${field || 'input'}`];
  const leaf = field.split('.').at(-1) ?? '';
  if (leaf && !answer.text.includes(leaf))
    return [`answered ${answer.status} without naming ${field}: ${answer.text.slice(0, 300)}`];
  return [];
}

/** A method the path does not document: 405 with an `Allow` that lists exactly the documented ones. */
export function checkMethodRefused(answer: FuzzAnswer, documented: string[]): string[] {
  if (answer.status !== 405) return [`answered ${answer.status}, not 405`];
  const expected = new Set(documented.includes('GET') ? [...documented, 'HEAD'] : documented);
  const allow = new Set(
    (answer.headers.allow ?? '')
      .split(',')
      .map((m) => m.trim().toUpperCase())
      .filter(Boolean),
  );
  const same = allow.size === expected.size && [...expected].every((m) => allow.has(m));
  return same ? [] : [`Allow is "${answer.headers.allow ?? ''}", expected ${[...expected].join(', ')}`];
}
