import fc from 'fast-check';
import { invalidArbitrary, validArbitrary, type Hints, type SchemaContext } from './json-schema-arbitrary';
import { checkAnswer, checkMethodRefused, checkRefusal } from './checks';
import { documentedMethods, listOperations, type Operation, type Parameter } from './operations';
import { buildRequest, curlLine, send, type BinaryFile, type FuzzRequest, type Inputs } from './requests';
import { schemaValidator } from './schema-validator';

// Runs one document's operations against a server over HTTP with fast-check: valid inputs, invalid
// inputs (one broken rule each), and every method the document does not list. A failure throws with
// what is wrong and a curl line; fast-check adds the seed and path to replay it (`seed`, `path`).

export interface FuzzOptions {
  baseUrl: string;
  /** Sent with every request: credentials, a session cookie, CSRF, Origin. */
  headers: Record<string, string>;
  /** Values by name for fields and parameters (a known e-shop, ids that exist). */
  hints?: Hints;
  /** The file of a `format: binary` part. */
  file: BinaryFile;
  /** 4xx statuses valid but random data may earn: 404 for an id that is not there, 412 for If-Match. */
  expectedRefusals: number[];
  /**
   * Fields whose rules the document cannot state in JSON Schema (refinements: a phone's digit
   * count, hours that close after they open): a valid-looking value may be refused naming one.
   */
  refinedFields?: string[];
  seed: number;
  numRuns: number;
  /** Each property stops after this long, as passed. */
  timeLimitMs: number;
  /** Sees every answer's status, so a suite can prove that valid inputs did succeed. */
  onAnswer?: (op: Operation, status: number) => void;
}

/** Methods the 405 check tries on each path: the common ones and those a fuzzer sends. */
const PROBED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'];

/** The document's operations, deletions last: they would empty the pool of ids the others use. */
export const operationsOf = (document: unknown) =>
  [...listOperations(document)].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
export const operationName = (op: Operation) => `${op.method} ${op.path}`;

function parametersArbitrary(op: Operation, where: Parameter['in'], ctx: SchemaContext) {
  const params = op.parameters.filter((p) => p.in === where);
  if (where === 'header') ctx = { ...ctx, ascii: true };
  const model = Object.fromEntries(
    params.map((p) => [p.name, ctx.hints?.[p.name] ?? validArbitrary(p.schema, ctx)]),
  );
  const requiredKeys = params.filter((p) => p.required || where === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

function validInputs(op: Operation, ctx: SchemaContext): fc.Arbitrary<Inputs> {
  return fc.record({
    path: parametersArbitrary(op, 'path', ctx),
    query: parametersArbitrary(op, 'query', ctx),
    header: parametersArbitrary(op, 'header', ctx),
    body: op.body ? validArbitrary(op.body.schema, ctx) : fc.constant(undefined),
  });
}

interface InvalidInputs {
  inputs: Inputs;
  field: string;
  rule: string;
}

/** Inputs with exactly one broken rule: in a parameter, a missing required one, or in the body. */
function invalidInputs(op: Operation, ctx: SchemaContext): fc.Arbitrary<InvalidInputs> | undefined {
  const valid = validInputs(op, ctx);
  const choices: fc.Arbitrary<InvalidInputs>[] = [];
  for (const p of op.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    const place = p.in as 'path' | 'query';
    const broken = invalidArbitrary(p.schema, ctx, 'text');
    // An empty path segment is another path, not an invalid parameter.
    if (broken)
      choices.push(
        fc
          .tuple(
            valid,
            broken.filter((v) => place === 'query' || v.value !== ''),
          )
          .map(([inputs, v]) => ({
            inputs: { ...inputs, [place]: { ...inputs[place], [p.name]: v.value } },
            field: p.name,
            rule: v.rule,
          })),
      );
    if (place === 'query' && p.required)
      choices.push(
        valid.map((inputs) => {
          const { [p.name]: _dropped, ...query } = inputs.query;
          return { inputs: { ...inputs, query }, field: p.name, rule: 'required' };
        }),
      );
  }
  // A form (multipart, urlencoded) carries text in parts: only a missing part is a violation it can
  // hold. (A filter of all violations for that one looped for ever on a form with no required part.)
  const kept =
    op.body && invalidArbitrary(op.body.schema, ctx, op.body.mediaType.endsWith('json') ? 'json' : 'parts');
  if (kept)
    choices.push(
      fc
        .tuple(valid, kept)
        .map(([inputs, v]) => ({ inputs: { ...inputs, body: v.value }, field: v.field, rule: v.rule })),
    );
  return choices.length ? fc.oneof(...choices) : undefined;
}

async function exchange(
  options: FuzzOptions,
  op: Operation,
  req: FuzzRequest,
  check: (answer: Awaited<ReturnType<typeof send>>) => string[],
) {
  const replay = () => `  replay: ${curlLine(options.baseUrl, req, options.headers)}`;
  const answer = await send(options.baseUrl, req, options.headers).catch((error: unknown) => {
    throw new Error(`no answer (${String(error)})\n${replay()}`);
  });
  options.onAnswer?.(op, answer.status);
  const problems = check(answer);
  if (problems.length) throw new Error(`${problems.join('\n')}\n${replay()}`);
}

const assertOptions = (options: FuzzOptions) => ({
  seed: options.seed,
  numRuns: options.numRuns,
  interruptAfterTimeLimit: options.timeLimitMs,
  markInterruptAsFailure: false,
});

/** Valid inputs: a documented answer that fits its schema, and no 4xx but the expected ones. */
export async function fuzzValidInputs(document: unknown, op: Operation, options: FuzzOptions) {
  const ctx = { root: document, hints: options.hints };
  const validator = schemaValidator(document as { components?: unknown });
  await fc.assert(
    fc.asyncProperty(validInputs(op, ctx), async (inputs) => {
      await exchange(options, op, buildRequest(op, inputs, options.file), (answer) => {
        const problems = checkAnswer(op, answer, validator);
        const refused =
          answer.status >= 400 && answer.status < 500 && !options.expectedRefusals.includes(answer.status);
        const refined =
          answer.status === 400 && (options.refinedFields ?? []).some((f) => answer.text.includes(`"${f}`));
        if (refused && !refined)
          problems.push(`refused a valid input with ${answer.status}: ${answer.text.slice(0, 300)}`);
        return problems;
      });
    }),
    assertOptions(options),
  );
}

/** Invalid inputs: a documented 4xx that fits its schema and names the broken field. */
export async function fuzzInvalidInputs(document: unknown, op: Operation, options: FuzzOptions) {
  const ctx = { root: document, hints: options.hints };
  const invalid = invalidInputs(op, ctx);
  if (!invalid) return;
  const validator = schemaValidator(document as { components?: unknown });
  await fc.assert(
    fc.asyncProperty(invalid, async ({ inputs, field, rule }) => {
      await exchange(options, op, buildRequest(op, inputs, options.file), (answer) => [
        ...checkAnswer(op, answer, validator),
        ...checkRefusal(answer, field, options.expectedRefusals).map((p) => `${p} (broken rule: ${rule})`),
      ]);
    }),
    assertOptions(options),
  );
}

/** Every method a path does not document, on each path: what answered otherwise than 405 + Allow. */
export async function refusedMethodProblems(document: unknown, options: FuzzOptions): Promise<string[]> {
  const operations = listOperations(document);
  const ctx = { root: document, hints: options.hints };
  const problems: string[] = [];
  for (const path of new Set(operations.map((o) => o.path))) {
    const documented = documentedMethods(operations, path);
    const op = operations.find((o) => o.path === path)!;
    const [inputs] = fc.sample(validInputs(op, ctx), { seed: options.seed, numRuns: 1 });
    const implied = documented.includes('GET') ? ['HEAD'] : [];
    for (const method of PROBED_METHODS.filter((m) => !documented.includes(m) && !implied.includes(m))) {
      const req = buildRequest(op, { ...inputs!, body: undefined }, options.file, method);
      const answer = await send(options.baseUrl, req, options.headers);
      for (const p of checkMethodRefused(answer, documented)) problems.push(`${method} ${path}: ${p}`);
    }
  }
  return problems;
}

/** Bodies that are not what the media type says (broken JSON), or of another media type: a documented 4xx. */
export async function fuzzMalformedBodies(document: unknown, op: Operation, options: FuzzOptions) {
  if (!op.body?.mediaType.endsWith('json')) return;
  const ctx = { root: document, hints: options.hints };
  const validator = schemaValidator(document as { components?: unknown });
  const notJson = fc.string({ maxLength: 40 }).filter((t) => {
    try {
      JSON.parse(t);
      return false;
    } catch {
      return true;
    }
  });
  const malformed = fc.tuple(
    validInputs(op, ctx),
    fc.oneof(
      notJson.map((text) => ({ text, type: op.body!.mediaType })),
      fc
        .constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x')
        .map((type) => ({ text: '{}', type })),
    ),
  );
  await fc.assert(
    fc.asyncProperty(malformed, async ([inputs, { text, type }]) => {
      const req = buildRequest(op, { ...inputs, body: {} }, options.file);
      const sent = {
        ...req,
        headers: { ...req.headers, 'content-type': type },
        body: text,
        shown: `--data-raw '${text}'`,
      };
      await exchange(options, op, sent, (answer) => {
        const problems = checkAnswer(op, answer, validator);
        if (answer.status < 400 || answer.status >= 500)
          problems.push(`answered ${answer.status} to a malformed body`);
        return problems;
      });
    }),
    assertOptions(options),
  );
}
