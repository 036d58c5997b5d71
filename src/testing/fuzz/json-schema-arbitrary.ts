import fc from 'fast-check';

// fast-check arbitraries from the JSON Schemas (2020-12) of an OpenAPI 3.1 document. Written here:
// zod-fast-check supports zod 3 only, and the npm packages that turn JSON Schema into fast-check
// arbitraries are unmaintained or stop at draft 7; the documents' schemas use a small subset
// (type, enum, const, anyOf/oneOf, properties, items, prefixItems, lengths, bounds, pattern, format, $ref), so a
// small generator, checked against ajv in its test, is less risk than either.

export type JsonSchema = Record<string, unknown> | boolean;
type SchemaObject = Record<string, unknown>;
/** Values by property or parameter name that replace generated ones (a known e-shop, a real id). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export interface SchemaContext {
  /** The document, for `$ref`s such as `#/components/schemas/X`. */
  root: unknown;
  hints?: Hints;
  /** Texts of visible ASCII only: a header's value. */
  ascii?: boolean;
}

export function resolve(schema: JsonSchema, ctx: SchemaContext): SchemaObject {
  if (typeof schema === 'boolean') return schema ? {} : { not: {} };
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/')], ctx.root);
  if (!target) throw new Error(`Cannot resolve ${ref}`);
  return resolve(target as JsonSchema, ctx);
}

const typesOf = (s: SchemaObject): string[] =>
  Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];

// Formats the documents use, as values every validator (ajv-formats, zod) agrees on.
const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid({ version: 4 }),
  email: () => fc.stringMatching(/^[a-z][a-z0-9]{0,11}@[a-z]{2,12}\.(cz|com|eu)$/),
  date: () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  'date-time': () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
};

/**
 * Lengths both ways: JSON Schema counts code points, zod UTF-16 units (an emoji is one, or two), so a
 * valid text fits with either count.
 */
const fits = (v: string, min: number, max: number) => [...v].length >= min && v.length <= max;

/** Half of a surrogate pair: not a character, and text carriers replace it. */
const LONE_SURROGATE = /\p{Cs}/u;
const VISIBLE_ASCII = /^[\x20-\x7e]*$/;

/** The pattern without its `(?=…)` and `(?!…)` groups, which match no text of their own. */
export function withoutLookaheads(pattern: string) {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (!pattern.startsWith('(?=', i) && !pattern.startsWith('(?!', i)) {
      out += pattern[i] === '\\' ? pattern.slice(i, ++i + 1) : pattern[i];
      continue;
    }
    let depth = 0;
    let inClass = false;
    for (; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === '\\') i++;
      else if (inClass) inClass = c !== ']';
      else if (c === '[') inClass = true;
      else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** Text without surrounding white space: the contract trims before it counts (not in JSON Schema). */
function text(s: SchemaObject, ascii: boolean): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = Math.min((s.maxLength as number | undefined) ?? min + 40, min + 40);
  const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
  if (format) return format();
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    // fast-check cannot generate from a lookahead (a phone's digit count): from the rest, then kept
    // when the whole pattern matches.
    const source = new RegExp(withoutLookaheads(s.pattern), 'u');
    return fc.stringMatching(source).filter((v) => fits(v, min, max) && v.trim() === v && pattern.test(v));
  }
  return fc
    .string({ unit: ascii ? 'binary-ascii' : 'binary', minLength: min, maxLength: max })
    .map((v) => v.trim())
    .filter((v) => fits(v, min, max) && !LONE_SURROGATE.test(v) && (!ascii || VISIBLE_ASCII.test(v)));
}

function numeric(s: SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = s.exclusiveMinimum as number | undefined;
  const exclusiveMax = s.exclusiveMaximum as number | undefined;
  const min =
    (s.minimum as number | undefined) ??
    (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-9) : -1e6);
  const max =
    (s.maximum as number | undefined) ??
    (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-9) : min + 2e6);
  if (integer)
    return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function object(s: SchemaObject, ctx: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      ctx.hints?.[name] ?? validArbitrary(schema, ctx),
    ]),
  );
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(model, { requiredKeys });
}

/** Values the schema accepts. */
export function validArbitrary(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => validArbitrary(b, ctx)));
  if (Array.isArray(s.allOf) && s.allOf.length === 1) return validArbitrary(s.allOf[0] as JsonSchema, ctx);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...s, type }, ctx)));
  switch (types[0]) {
    case 'string':
      return text(s, ctx.ascii ?? false);
    case 'integer':
      return numeric(s, true);
    case 'number':
      return numeric(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      // A tuple (zod's z.tuple): one value per position.
      if (Array.isArray(s.prefixItems))
        return fc.tuple(...(s.prefixItems as JsonSchema[]).map((item) => validArbitrary(item, ctx)));
      return fc.array(validArbitrary((s.items ?? {}) as JsonSchema, ctx), {
        minLength: (s.minItems as number | undefined) ?? 0,
        maxLength: Math.min(
          (s.maxItems as number | undefined) ?? 4,
          ((s.minItems as number | undefined) ?? 0) + 4,
        ),
      });
    case 'object':
      return object(s, ctx);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value that breaks one rule of the schema, and where (the dotted path of the field). */
export interface Violation {
  value: unknown;
  field: string;
  rule: string;
}

/**
 * What carries the value: JSON (every rule can be broken), text (a parameter: its node's rules), or
 * the parts of a form (multipart, urlencoded): text in named parts, so only a missing part.
 */
export type Carrier = 'json' | 'text' | 'parts';

const UNKNOWN_FIELD = 'fuzzUnknownField';

/** Wrong values for one node, each an arbitrary of values that break one of its rules. */
function nodeViolations(s: SchemaObject, carrier: Carrier): { rule: string; value: fc.Arbitrary<unknown> }[] {
  const out: { rule: string; value: fc.Arbitrary<unknown> }[] = [];
  const types = typesOf(s);
  const branchTypes = ((s.anyOf ?? s.oneOf ?? []) as SchemaObject[]).flatMap((b) => typesOf(b));
  const allowed = new Set([...types, ...branchTypes]);
  if (carrier === 'json' && allowed.size && !allowed.has('object'))
    out.push({ rule: 'type', value: fc.constant({ fuzz: 1 }) });
  if (carrier === 'json' && allowed.size && !allowed.has('string') && !allowed.has('null'))
    out.push({ rule: 'type', value: fc.constant('fuzz') });
  if (
    carrier === 'json' &&
    allowed.size &&
    !allowed.has('integer') &&
    !allowed.has('number') &&
    !allowed.has('null')
  )
    out.push({ rule: 'type', value: fc.integer() });
  if (carrier === 'text' && (types.includes('integer') || types.includes('number')) && !allowed.has('string'))
    out.push({ rule: 'type', value: fc.constantFrom('x', '1x', 'one') });
  if (Array.isArray(s.enum)) out.push({ rule: 'enum', value: fc.constantFrom('NOT_A_LISTED_VALUE', 'fuzz') });
  // Bounds at the safe integers' edge (zod's for an unbounded integer) have no neighbour a double
  // holds: minimum - 1 and minimum + 0.5 round back onto the bound.
  const safe = (n: unknown): n is number => typeof n === 'number' && Math.abs(n) < 2 ** 52;
  if (safe(s.minimum)) out.push({ rule: 'minimum', value: fc.constant(s.minimum - 1) });
  if (safe(s.maximum)) out.push({ rule: 'maximum', value: fc.constant(s.maximum + 1) });
  if (types.includes('integer'))
    out.push({ rule: 'integer', value: fc.constant((safe(s.minimum) ? s.minimum : 0) + 0.5) });
  if (typeof s.maxLength === 'number')
    out.push({ rule: 'maxLength', value: fc.constant('x'.repeat(s.maxLength + 1)) });
  if (typeof s.minLength === 'number' && s.minLength > 0)
    out.push({ rule: 'minLength', value: fc.constant('') });
  if (typeof s.pattern === 'string' || s.format === 'uuid' || s.format === 'date')
    out.push({ rule: 'pattern', value: fc.constantFrom('not valid', '§') });
  return out.map((v) => ({ ...v, value: carrier === 'text' ? v.value.map((x) => String(x)) : v.value }));
}

/**
 * Every single-rule violation inside the schema: of the node itself, of each property (recursively,
 * JSON only), a missing required property, an unknown property where `additionalProperties: false`.
 */
export function violations(
  schema: JsonSchema,
  ctx: SchemaContext,
  carrier: Carrier,
  field = '',
): fc.Arbitrary<Violation>[] {
  const s = resolve(schema, ctx);
  if (carrier === 'parts') return missingProperties(s, ctx, field);
  const here = nodeViolations(s, carrier).map(({ rule, value }) =>
    value.map((v) => ({ value: v, field, rule })),
  );
  if (carrier === 'text' || !typesOf(s).includes('object')) return here;
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const whole = object(s, { ...ctx });
  const at = (name: string) => (field ? `${field}.${name}` : name);
  const nested = Object.entries(properties).flatMap(([name, property]) =>
    violations(property, ctx, carrier, at(name)).map((inner) =>
      fc.tuple(whole, inner).map(([value, v]) => ({ ...v, value: { ...value, [name]: v.value } })),
    ),
  );
  const missing = missingProperties(s, ctx, field);
  const unknown =
    s.additionalProperties === false
      ? [
          whole.map((value) => ({
            value: { ...value, [UNKNOWN_FIELD]: 1 },
            field: at(UNKNOWN_FIELD),
            rule: 'unknown',
          })),
        ]
      : [];
  return [...here, ...nested, ...missing, ...unknown];
}

/** The object without one of its required properties, for each of them. */
function missingProperties(s: SchemaObject, ctx: SchemaContext, field: string): fc.Arbitrary<Violation>[] {
  const whole = object(s, { ...ctx });
  return ((s.required ?? []) as string[]).map((name) =>
    whole.map((value) => {
      const { [name]: _dropped, ...rest } = value;
      return { value: rest, field: field ? `${field}.${name}` : name, rule: 'required' };
    }),
  );
}

/** The violations as one arbitrary (none: undefined). The field names are full dotted paths. */
export function invalidArbitrary(
  schema: JsonSchema,
  ctx: SchemaContext,
  carrier: Carrier,
): fc.Arbitrary<Violation> | undefined {
  const all = violations(schema, ctx, carrier);
  return all.length ? fc.oneof(...all) : undefined;
}
