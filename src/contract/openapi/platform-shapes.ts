import { z } from 'zod';
import { UuidSchema } from '../common';
import { OrderSchema } from '../orders/order';
import {
  FileInfoSchema,
  PickupPlaceCollectionSchema,
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PLACE_IMAGE_TYPES,
  PlaceListQuerySchema,
} from '../places';
import { orderOperations } from '../operations/orders';
import { placeOperations } from '../operations/places';
import { describeOperation, describeRoute, type Described, type Notes } from './describe';

// The platform's operations that the BFF relays with the same shapes (issue 44): their schemas are
// written here once, and each document adds only its own notes (statuses, security, tags).

/** The relayed pickup place operations, by their name in placeOperations. */
export type PlaceOperationName = 'list' | 'create' | 'get' | 'update' | 'delete' | 'uploadImage';

const PlaceIdParams = z.object({ id: UuidSchema });

/** The pickup place operations with their schemas, in the order of `order`; the notes are the document's. */
export function describePlaceOperations(
  notes: Readonly<Record<PlaceOperationName, Notes>>,
  order: readonly PlaceOperationName[],
): Described[] {
  const described: Record<PlaceOperationName, Described> = {
    list: describeOperation(
      placeOperations.list,
      { query: PlaceListQuerySchema, answers: { 200: PickupPlaceCollectionSchema } },
      notes.list,
    ),
    create: describeOperation(
      placeOperations.create,
      { body: PickupPlaceCreateSchema, answers: { 201: PickupPlaceSchema } },
      notes.create,
    ),
    get: describeOperation(
      placeOperations.get,
      { params: PlaceIdParams, answers: { 200: PickupPlaceSchema } },
      notes.get,
    ),
    update: describeOperation(
      placeOperations.update,
      { params: PlaceIdParams, body: PickupPlaceUpdateSchema, answers: { 200: PickupPlaceSchema } },
      notes.update,
    ),
    delete: describeOperation(
      placeOperations.delete,
      { params: PlaceIdParams, answers: { 204: null } },
      notes.delete,
    ),
    uploadImage: describeOperation(
      placeOperations.uploadImage,
      { params: PlaceIdParams, answers: { 201: FileInfoSchema } },
      { bodyType: 'multipart/form-data', fileTypes: PLACE_IMAGE_TYPES, ...notes.uploadImage },
    ),
  };
  return order.map((name) => described[name]);
}

/** The order lookup by id (spec 001, 4.1). */
export const describeOrderLookup = (notes: Notes): Described =>
  describeOperation(
    orderOperations.get,
    { params: z.object({ orderId: UuidSchema }), answers: { 200: OrderSchema } },
    notes,
  );

/** The image files at the `url` of a FileInfo (GET /files/*). */
export const describeImageFiles = (notes: Notes): Described =>
  describeRoute(
    'GET',
    '/files/*',
    {
      params: z.object({
        path: z.string().meta({ description: 'pickup-places/<uuid>/<uuid>.(jpg|png|webp)' }),
      }),
      answers: { 200: null },
    },
    { media: { 200: 'image/*' }, ...notes },
  );
