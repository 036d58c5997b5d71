import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ProblemDetailSchema, ErrorEnvelopeSchema, UuidSchema } from '@/contract/common';
import {
  FileInfoSchema,
  PickupPlaceCollectionSchema,
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PlaceListQuerySchema,
  CarrierSchema,
  CountryCodeSchema,
  DestinationTypeSchema,
  PLACE_SORT_PROPERTIES,
} from '@/contract/places';
import { OrderSchema } from '@/contract/orders/order';
import { PLACE_FLAGS, PlaceSearchQuerySchema, PlaceSearchResultSchema } from '@/contract/place-search';

// A stand-in for the OpenAPI documents of issue 49 (src/contract/openapi/*-document.ts, written in
// another branch): the same two functions, built with zod-openapi from the contract's schemas, for
// the pickup place operations, the order and a few BFF routes, so the fuzzer has something real to
// run against until the documents land. documents.ts is the one place that imports them.

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: wire(ProblemDetailSchema) } },
});
const envelope = (description: string) => ({
  description,
  content: { 'application/json': { schema: wire(ErrorEnvelopeSchema) } },
});
// Answers are described by the input side of the contract's reading schemas (what the wire holds):
// their transforms (null read as "", open enumerations) are refused by zod-openapi in answers.
function wire(schema: z.ZodType) {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return jsonSchema as oas31.SchemaObject;
}
const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: wire(schema) } },
});

const placeErrors = {
  '400': problem('Invalid input'),
  '401': problem('No or unknown credentials'),
  '403': problem('Another e-shop'),
  '404': problem('No such place'),
  '406': problem('Not acceptable'),
} satisfies ZodOpenApiResponsesObject;
const writeErrors = {
  ...placeErrors,
  '412': problem('If-Match does not match'),
  '413': problem('Too large'),
  '415': problem('Unsupported media type'),
} satisfies ZodOpenApiResponsesObject;

// The list's sort is checked after a transform, out of the JSON Schema's sight: the document states
// its pattern (as the real document must).
const SORT_ITEM = z
  .string()
  .regex(new RegExp(`^(${PLACE_SORT_PROPERTIES.join('|').replace(/\./g, '\\.')})(,(asc|desc|ASC|DESC))?$`));
const ListQuery = PlaceListQuerySchema.extend({ sort: z.union([SORT_ITEM, z.array(SORT_ITEM)]).optional() });

// The search's lists are read from text ("a,b" or repeated) by a pipe the JSON Schema cannot see: the
// document states them as one value or several of the enumeration.
const oneOrMore = (schema: z.ZodType) => z.union([schema, z.array(schema)]).optional();
const SearchQuery = PlaceSearchQuerySchema.extend({
  type: oneOrMore(DestinationTypeSchema),
  carrier: oneOrMore(CarrierSchema),
  country: oneOrMore(CountryCodeSchema),
  flag: oneOrMore(z.enum(PLACE_FLAGS)),
});

const IdPath = z.object({ id: UuidSchema });
const IfMatch = z.object({ 'if-match': z.string().optional() });

const image: ZodOpenApiOperationObject = {
  requestParams: { path: IdPath },
  requestBody: {
    content: {
      'multipart/form-data': {
        schema: z.object({ file: z.string().meta({ format: 'binary' }) }),
      },
    },
  },
  responses: { '201': json('Stored', FileInfoSchema), ...writeErrors },
};

function placePaths(statusesOfBff: boolean) {
  const upstream: ZodOpenApiResponsesObject = statusesOfBff ? { '502': problem('The platform failed') } : {};
  return {
    '/api/v1/pickup-place': {
      get: {
        requestParams: { query: ListQuery },
        responses: { '200': json('A page', PickupPlaceCollectionSchema), ...placeErrors, ...upstream },
      },
      post: {
        requestBody: { content: { 'application/json': { schema: PickupPlaceCreateSchema } } },
        responses: { '201': json('Created', PickupPlaceSchema), ...writeErrors, ...upstream },
      },
    },
    '/api/v1/pickup-place/{id}': {
      get: {
        requestParams: { path: IdPath },
        responses: {
          '200': json('The place', PickupPlaceSchema),
          '304': { description: 'Not modified' },
          ...placeErrors,
          ...upstream,
        },
      },
      patch: {
        requestParams: { path: IdPath, header: IfMatch },
        requestBody: { content: { 'application/json': { schema: PickupPlaceUpdateSchema } } },
        responses: {
          '200': json('Changed', PickupPlaceSchema),
          ...writeErrors,
          '428': problem('If-Match required'),
          ...upstream,
        },
      },
      delete: {
        requestParams: { path: IdPath, header: IfMatch },
        responses: {
          '204': { description: 'Deleted' },
          ...writeErrors,
          '428': problem('If-Match required'),
          ...upstream,
        },
      },
    },
    '/api/v1/pickup-place/{id}/image': { post: { ...image, responses: { ...image.responses, ...upstream } } },
  };
}

export function sandboxOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Platform sandbox (stand-in)', version: '0' },
    paths: {
      ...placePaths(false),
      '/api/v1/order/{orderId}': {
        get: {
          requestParams: { path: z.object({ orderId: UuidSchema }) },
          responses: {
            '200': json('The order', OrderSchema),
            '400': envelope('Invalid id'),
            '401': envelope('No credentials'),
            '403': envelope('Not this account'),
            '404': envelope('No such order'),
          },
        },
      },
    },
  });
}

export function bffOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Pickup Desk BFF (stand-in)', version: '0' },
    paths: {
      ...placePaths(true),
      '/bff/places/search': {
        get: {
          requestParams: { query: SearchQuery },
          responses: {
            '200': json('A page of matches', PlaceSearchResultSchema),
            '400': problem('Invalid query'),
            '401': problem('No session'),
            '403': problem('Another e-shop'),
            '404': problem('An e-shop outside ESHOPS'),
            '503': problem('The read model is not ready'),
          },
        },
      },
    },
  });
}
