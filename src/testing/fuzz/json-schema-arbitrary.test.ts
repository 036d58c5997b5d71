import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invalidArbitrary,
  validArbitrary,
  violations,
  withoutLookaheads,
  type JsonSchema,
} from './json-schema-arbitrary';
import { schemaValidator } from './schema-validator';
import { bffOpenApiDocument, sandboxOpenApiDocument } from './documents';
import { listOperations } from './operations';

// The generator against ajv: every valid value fits its schema, every violation breaks it. Run
// over every schema of both documents and over small schemas of each keyword.

const SMALL: JsonSchema[] = [
  { type: 'string', minLength: 2, maxLength: 5 },
  { type: 'string', pattern: '^[A-Z]{3}-\\d{2}$' },
  { type: 'string', format: 'uuid' },
  { type: 'string', format: 'email' },
  { type: 'string', format: 'date' },
  { type: 'integer', minimum: 1, maximum: 365 },
  { type: 'number', exclusiveMinimum: 0, maximum: 1 },
  { enum: ['A', 'B'] },
  { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
  { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 3 },
  {
    type: 'object',
    properties: { a: { type: 'string', minLength: 1 }, b: { $ref: '#/components/schemas/B' } },
    required: ['a'],
    additionalProperties: false,
  },
];
const components = {
  schemas: { B: { type: 'object', properties: { n: { type: 'integer', maximum: 3 } }, required: ['n'] } },
};

function documentSchemas() {
  return [sandboxOpenApiDocument(), bffOpenApiDocument()].flatMap((doc) =>
    listOperations(doc).flatMap((op) => [
      ...op.parameters.map((p) => ({
        doc,
        schema: p.schema,
        carrier: 'text' as const,
        name: `${op.method} ${op.path} ${p.name}`,
      })),
      ...(op.body
        ? [{ doc, schema: op.body.schema, carrier: 'json' as const, name: `${op.method} ${op.path} body` }]
        : []),
    ]),
  );
}

describe('JSON Schema arbitraries', () => {
  it.each(SMALL.map((schema) => [JSON.stringify(schema), schema] as const))(
    'valid values fit %s',
    (_, schema) => {
      const ajv = schemaValidator({ components });
      const ctx = { root: { components } };
      fc.assert(
        fc.property(validArbitrary(schema, ctx), (v) => {
          expect(ajv.problems(schema, v)).toBeUndefined();
        }),
        { seed: 49, numRuns: 200 },
      );
    },
  );

  it.each(SMALL.map((schema) => [JSON.stringify(schema), schema] as const))(
    'violations break %s',
    (_, schema) => {
      const ajv = schemaValidator({ components });
      const invalid = invalidArbitrary(schema, { root: { components } }, 'json');
      expect(invalid).toBeDefined();
      fc.assert(
        fc.property(invalid!, (v) => {
          expect(ajv.problems(schema, v.value), v.rule).toBeDefined();
        }),
        { seed: 49, numRuns: 200 },
      );
    },
  );

  it('generates from a pattern with a lookahead, keeping only what the whole pattern matches', () => {
    expect(withoutLookaheads('^(?=(?:[^0-9]*[0-9]){6,20}[^0-9]*$)\\+?[0-9 ()./-]+$')).toBe(
      '^\\+?[0-9 ()./-]+$',
    );
    expect(withoutLookaheads('^a(?![)(])\\(b$')).toBe('^a\\(b$');
    const schema = { type: 'string', pattern: '^(?=(?:[^0-9]*[0-9]){3})[0-9a]+$' };
    for (const v of fc.sample(validArbitrary(schema, { root: {} }), { seed: 49, numRuns: 30 }))
      expect(v).toMatch(/^(?=(?:[^0-9]*[0-9]){3})[0-9a]+$/);
  });

  it('names the field a violation breaks, with its dotted path', () => {
    const schema = SMALL.at(-1)!;
    const fields = violations(schema, { root: { components } }, 'json').map(
      (a) => fc.sample(a, { seed: 1, numRuns: 1 })[0]!,
    );
    expect(fields.map((v) => `${v.field}:${v.rule}`)).toEqual(
      expect.arrayContaining([
        'a:minLength',
        'b.n:maximum',
        'b.n:required',
        'a:required',
        'fuzzUnknownField:unknown',
        'b:type',
      ]),
    );
  });

  it('valid values and violations agree with ajv for every schema of both documents', () => {
    for (const { doc, schema, carrier, name } of documentSchemas()) {
      const ajv = schemaValidator(doc, { coerce: carrier === 'text' });
      const ctx = { root: doc };
      for (const v of fc.sample(validArbitrary(schema, ctx), { seed: 49, numRuns: 30 }))
        expect(ajv.problems(schema, v), `${name}: ${JSON.stringify(v)}`).toBeUndefined();
      const invalid = invalidArbitrary(schema, ctx, carrier);
      for (const v of invalid ? fc.sample(invalid, { seed: 49, numRuns: 60 }) : [])
        expect(
          ajv.problems(schema, v.value),
          `${name}: ${v.field} ${v.rule} ${JSON.stringify(v.value)}`,
        ).toBeDefined();
    }
  });
});
