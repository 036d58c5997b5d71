import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { MAX_PAGE_SIZE, PLACE_IMAGE_TYPES, PLACE_SORT_PROPERTIES } from '../places';
import { bffOpenApiDocument } from './bff-document';
import { sandboxOpenApiDocument } from './sandbox-document';

// Each rule the specifications leave "not shown" and the product enforces is written into both
// documents where a client (and the fuzzer) reads it: a schema keyword, else an `x-` note (issue 49).

type Schema = OpenAPIV3_1.SchemaObject;
type Op = OpenAPIV3_1.OperationObject;
const opOf = (doc: OpenAPIV3_1.Document, path: string, method: 'get' | 'post' | 'put' | 'patch') =>
  doc.paths![path]![method] as Op;
const bodyOf = (op: Op, media = 'application/json') =>
  (op.requestBody as OpenAPIV3_1.RequestBodyObject).content[media]!;
const paramOf = (op: Op, name: string) =>
  (op.parameters as OpenAPIV3_1.ParameterObject[]).find((p) => p.name === name)!.schema as Schema;
const matches = (pattern: string | undefined, value: string) => new RegExp(pattern!, 'u').test(value);

describe.each([
  ['sandbox', sandboxOpenApiDocument()],
  ['bff', bffOpenApiDocument()],
])('the %s document states', (_name, doc) => {
  const list = opOf(doc, '/api/v1/pickup-place', 'get');
  const create = bodyOf(opOf(doc, '/api/v1/pickup-place', 'post')).schema as Schema;
  const update = bodyOf(opOf(doc, '/api/v1/pickup-place/{id}', 'patch')).schema as Schema;
  const props = (s: Schema) => s.properties as Record<string, Schema>;

  it('the sortable fields: as a list and as the pattern of each sort value', () => {
    const sort = paramOf(list, 'sort');
    expect(sort['x-sortable-properties' as never]).toEqual([...PLACE_SORT_PROPERTIES]);
    const [one, many] = sort.anyOf as Schema[];
    expect(matches(one!.pattern, 'location.zipCode,desc')).toBe(true);
    expect(matches(one!.pattern, 'note')).toBe(false);
    expect(matches(((many as OpenAPIV3_1.ArraySchemaObject).items as Schema).pattern, 'name,sideways')).toBe(
      false,
    );
  });

  it('the page size clamped at 2000 (clamped, so not a maximum that promises a 400)', () => {
    expect(paramOf(list, 'size')['x-clamped-maximum' as never]).toBe(MAX_PAGE_SIZE);
    expect(MAX_PAGE_SIZE).toBe(2000);
  });

  it('unknown fields refused in the write bodies, nested ones too', () => {
    for (const body of [create, update]) {
      expect(body.additionalProperties).toBe(false);
      expect(props(body).location!.additionalProperties).toBe(false);
      expect(props(body).openingHours!.additionalProperties).toBe(false);
    }
  });

  it('the phone’s 6 to 20 digits as a pattern', () => {
    const phone = props(create).phone!;
    expect(matches(phone.pattern, '+420 123 456')).toBe(true);
    expect(matches(phone.pattern, '12345')).toBe(false);
    expect(matches(phone.pattern, '1'.repeat(21))).toBe(false);
    expect(matches(phone.pattern, '12a456')).toBe(false);
  });

  it('storage of 1 to 365 days', () => {
    for (const body of [create, update])
      expect([props(body).storageTimeInDays!.minimum, props(body).storageTimeInDays!.maximum]).toEqual([
        1, 365,
      ]);
  });

  it('24:00 as the end of a day, and no later', () => {
    const text = JSON.stringify(props(create).openingHours);
    const patterns = [...text.matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(patterns.some((p) => matches(p, '24:00'))).toBe(true);
    expect(patterns.some((p) => matches(p, '24:01'))).toBe(false);
  });

  it('the image formats an upload takes, as the file part’s content types', () => {
    const upload = bodyOf(opOf(doc, '/api/v1/pickup-place/{id}/image', 'post'), 'multipart/form-data');
    expect(upload.encoding?.file?.contentType?.split(', ')).toEqual([...PLACE_IMAGE_TYPES]);
  });
});

describe('the BFF document lists what the BFF answers (found by the fuzzer, issue 49)', () => {
  const doc = bffOpenApiDocument();
  const statuses = (path: string, method: 'get' | 'post' | 'put' | 'patch') =>
    Object.keys(opOf(doc, path, method).responses ?? {});

  it('404 for an e-shop outside ESHOPS on the search, the points and the exports', () => {
    for (const path of [
      '/bff/places/search',
      '/bff/places/points',
      '/bff/places/export.csv',
      '/bff/places/export.geojson',
    ])
      expect(statuses(path, 'get'), path).toContain('404');
  });

  it('404 for an e-shop outside ESHOPS on the jobs list, a job’s start and an upload (issue 49)', () => {
    expect(statuses('/bff/jobs', 'get')).toContain('404');
    expect(statuses('/bff/jobs', 'post')).toEqual(expect.arrayContaining(['404', '415']));
    expect(statuses('/bff/imports', 'post')).toContain('404');
  });

  it('415 on the sign-in and an import’s mapping, bodies that must be JSON (issue 49)', () => {
    expect(statuses('/auth/login', 'post')).toContain('415');
    expect(statuses('/bff/imports/{id}/mapping', 'put')).toContain('415');
  });

  it('404 on the relayed creation, 415 on the relayed writes', () => {
    expect(statuses('/api/v1/pickup-place', 'post')).toEqual(expect.arrayContaining(['404', '415']));
    expect(statuses('/api/v1/pickup-place/{id}', 'patch')).toContain('415');
  });
});
