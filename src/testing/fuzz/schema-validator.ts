import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './json-schema-arbitrary';

// Checks values against the document's schemas with ajv (JSON Schema 2020-12, OpenAPI 3.1's
// dialect). Parameters travel as text, so their validator coerces ("5" is an integer 5).

function newAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    ...(coerce ? { coerceTypes: 'array' as const } : {}),
  });
  addFormats.default(ajv);
  return ajv;
}

export interface SchemaValidator {
  /** Undefined when the value fits, else ajv's errors in words. */
  problems(schema: JsonSchema, value: unknown): string | undefined;
}

/** A validator for the schemas of one document: `$ref`s point into its components. */
export function schemaValidator(
  document: { components?: unknown },
  options: { coerce?: boolean } = {},
): SchemaValidator {
  const ajv = newAjv(options.coerce ?? false);
  const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();
  return {
    problems(schema, value) {
      const key = typeof schema === 'object' ? schema : { schema };
      let validate = compiled.get(key);
      if (!validate) {
        const { $schema: _dialect, ...rest } = (typeof schema === 'object' ? schema : {}) as Record<
          string,
          unknown
        >;
        validate = ajv.compile(
          typeof schema === 'boolean' ? schema : { ...rest, components: document.components },
        );
        compiled.set(key, validate);
      }
      // Coercion changes the value in place: check a copy.
      const copy = structuredClone(value);
      return validate(copy) ? undefined : ajv.errorsText(validate.errors);
    },
  };
}
