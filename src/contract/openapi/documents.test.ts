import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { bffOpenApiDocument } from './bff-document';
import { sandboxOpenApiDocument } from './sandbox-document';

// Both OpenAPI documents are valid OpenAPI 3.1 (swagger-parser) and carry the rules the
// specifications leave "not shown" that the product enforces (issue 49).

const copy = <T>(value: T): T => structuredClone(value); // swagger-parser dereferences in place

describe.each([
  ['sandbox', sandboxOpenApiDocument],
  ['bff', bffOpenApiDocument],
])('the %s document', (_name, build) => {
  it('is valid OpenAPI 3.1', async () => {
    const document = build();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(copy(document) as never)).resolves.toBeTruthy();
  });

  it('gives every error a ProblemDetail or its declared format, and every operation a summary', () => {
    for (const [path, item] of Object.entries(build().paths ?? {}))
      for (const [method, op] of Object.entries(item as Record<string, OpenAPIV3_1.OperationObject>)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        for (const [status, answer] of Object.entries(op.responses ?? {}))
          if (Number(status) >= 400)
            expect(
              Object.keys((answer as OpenAPIV3_1.ResponseObject).content ?? {}),
              `${method} ${path} ${status}`,
            ).toHaveLength(1);
      }
  });
});

type Schema = OpenAPIV3_1.SchemaObject;
const json = (document: OpenAPIV3_1.Document, path: string, method: 'get' | 'post' | 'patch') =>
  document.paths![path]![method]!;
const bodyOf = (op: OpenAPIV3_1.OperationObject) =>
  (op.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as Schema;

describe('the rules the specifications leave "not shown"', () => {
  const document = sandboxOpenApiDocument();
  const create = bodyOf(json(document, '/api/v1/pickup-place', 'post'));
  const update = bodyOf(json(document, '/api/v1/pickup-place/{id}', 'patch'));
  const text = JSON.stringify(document);

  it('refuses unknown fields in write bodies', () => {
    expect(create.additionalProperties).toBe(false);
    expect(update.additionalProperties).toBe(false);
  });

  it('states storage days 1..365 and the phone’s digits', () => {
    const days = create.properties!.storageTimeInDays as Schema;
    expect([days.minimum, days.maximum]).toEqual([1, 365]);
    expect((create.properties!.phone as Schema).description).toMatch(/6 to 20 digits/);
  });

  it('states the page size cap and the sortable fields', () => {
    const params = json(document, '/api/v1/pickup-place', 'get').parameters as OpenAPIV3_1.ParameterObject[];
    const param = (name: string) => params.find((p) => p.name === name)!.schema as Schema;
    expect(param('size').description).toMatch(/clamped to 2000/);
    expect(param('sort').description).toMatch(/location\.zipCode/);
  });

  it('accepts 24:00 as an end time', () => {
    expect(text).toContain('24:00');
    const pattern = new RegExp(
      /"pattern":"(\^\(\(\[01\][^"]*24:00\)\$)"/.exec(text)![1]!.replace(/\\\\/g, '\\'),
    );
    expect(pattern.test('24:00')).toBe(true);
    expect(pattern.test('24:01')).toBe(false);
  });

  it('names the image formats and the 413', () => {
    const upload = json(document, '/api/v1/pickup-place/{id}/image', 'post');
    expect(upload.description).toMatch(/JPEG, PNG or WebP/);
    expect(Object.keys(upload.responses!)).toContain('413');
    expect(Object.keys((upload.requestBody as OpenAPIV3_1.RequestBodyObject).content)).toEqual([
      'multipart/form-data',
    ]);
  });

  it('has both security schemes of the specifications', () => {
    const schemes = document.components!.securitySchemes!;
    expect(schemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(schemes.BasicToken).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(schemes.OAuth2).toMatchObject({ type: 'oauth2' });
    expect(json(document, '/api/v1/order/{orderId}', 'get').security).toEqual([
      { BasicToken: [] },
      { OAuth2: ['deliveries'] },
    ]);
  });
});
