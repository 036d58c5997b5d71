import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { JPEG } from '@/sandbox/testing/images';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  SHOWCASE_ORDER,
  newPlaceBody,
  useTestSandbox,
} from '@/sandbox/testing/test-sandbox';
import { sandboxOpenApiDocument } from './documents';
import {
  fuzzInvalidInputs,
  fuzzMalformedBodies,
  fuzzValidInputs,
  operationName,
  operationsOf,
  refusedMethodProblems,
  type FuzzOptions,
} from './fuzz-runner';
import { REFINED_PLACE_FIELDS, placeHints } from './place-hints';
import { fuzzSettings, fuzzTestTimeout } from './fuzz-settings';

// The sandbox against its own OpenAPI document, over HTTP, with a fresh database (issue 49).

const document = sandboxOpenApiDocument();
const operations = operationsOf(document);

describe('fuzz: the sandbox against its document', () => {
  const sandbox = useTestSandbox();
  let options: FuzzOptions;
  /** Statuses seen per operation: valid inputs must have succeeded somewhere, or the run proves little. */
  const seen = new Map<string, Set<number>>();

  beforeAll(async () => {
    const url = sandbox().url;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}/api/v1/pickup-place`, {
        method: 'POST',
        headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(newPlaceBody()),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const mostly = <T>(values: T[]) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...values) },
        { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
      );
    options = {
      ...fuzzSettings(),
      baseUrl: url,
      // Both credentials: the places take the API key, the order the Basic token.
      headers: { 'x-api-key': DEMO_KEY, authorization: `Basic ${DEMO_REST_TOKEN}` },
      hints: {
        ...placeHints,
        eshopId: mostly([DEMO_ESHOP]),
        id: mostly(ids),
        orderId: mostly([SHOWCASE_ORDER]),
      },
      file: { bytes: JPEG, type: 'image/jpeg', name: 'photo.jpg' },
      // Another e-shop's id (403), an id that is not there (404), a random If-Match (412) or none (428).
      expectedRefusals: [403, 404, 412, 428],
      refinedFields: REFINED_PLACE_FIELDS,
      onAnswer: (op, status) =>
        seen.set(operationName(op), (seen.get(operationName(op)) ?? new Set()).add(status)),
    };
  });

  it.each(operations.map((op) => [operationName(op), op] as const))(
    '%s: valid inputs are accepted and answered as documented',
    async (_, op) => fuzzValidInputs(document, op, options),
    fuzzTestTimeout(),
  );

  it.each(operations.map((op) => [operationName(op), op] as const))(
    '%s: invalid inputs get a documented 4xx naming the field',
    async (_, op) => fuzzInvalidInputs(document, op, options),
    fuzzTestTimeout(),
  );

  it.each(operations.filter((op) => op.body).map((op) => [operationName(op), op] as const))(
    '%s: a malformed body or another media type gets a documented 4xx',
    async (_, op) => fuzzMalformedBodies(document, op, options),
    fuzzTestTimeout(),
  );

  it('succeeded with valid inputs on the reads, the creation and the upload', () => {
    const succeeded = (name: string) => [...(seen.get(name) ?? [])].filter((s) => s < 300);
    expect(succeeded('GET /api/v1/pickup-place')).toEqual([200]);
    expect(succeeded('GET /api/v1/pickup-place/{id}')).toEqual([200]);
    expect(succeeded('POST /api/v1/pickup-place')).toEqual([201]);
    expect(succeeded('POST /api/v1/pickup-place/{id}/image')).toEqual([201]);
    expect(succeeded('GET /api/v1/order/{orderId}')).toEqual([200]);
  });

  it('answers every undocumented method with 405 and an Allow of the documented ones', async () => {
    expect(await refusedMethodProblems(document, options)).toEqual([]);
  }, 30_000);
});
