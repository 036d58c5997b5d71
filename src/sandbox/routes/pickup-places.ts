import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import {
  PickupPlaceCreateSchema,
  PickupPlaceSchema,
  PickupPlaceUpdateSchema,
  PlaceListQuerySchema,
} from '@/contract/places';
import { dialectAnswers, type DialectAnswers } from '../dialect';
import { ApiError, notFound } from '../errors';
import { checkPathFirst, contractRoutes } from '@/server/contract-routes';
import { accountOf, placesKey } from '../http/api-key';
import { contentType, etagMatches, etagOf } from '../http/conventions';
import { allowOnly } from '../http/error-handler';
import { ownsEshop, type AccountId } from '../store/accounts';
import type { ImageStore } from '../store/image-store';
import {
  applyUpdate,
  compactListJson,
  fromCreate,
  toResponse,
  type StoredPlace,
} from '../store/place-mapping';
import type { PlacesRepo } from '../store/places-repo';

// The pickup place service (spec 000, 4).

const BASE = '/api/v1/pickup-place';
const IdParams = z.object({ id: UuidSchema });

export interface PlaceRouteDeps {
  places: PlacesRepo;
  images: ImageStore;
  /** The dialect the answers are written in (dialect.ts); default documented. */
  answers?: DialectAnswers;
}

/** Base of absolute file URLs: the configured public URL, else the address the client used. */
export const fileUrlFor = (request: FastifyRequest, publicUrl?: string) => (path: string) =>
  `${publicUrl ?? `${request.protocol}://${request.host}`}/files/${path}`;

/** The validator of a stored place: independent of host and formatting, stable across reads. */
export const placeEtag = (place: StoredPlace) => etagOf(place);

/** If-Match on a write: 412 when the client's copy is no longer the current one (spec 001, 7). */
function checkIfMatch(request: FastifyRequest, current: StoredPlace) {
  const ifMatch = request.headers['if-match'];
  if (ifMatch !== undefined && !etagMatches(ifMatch, placeEtag(current), false)) {
    throw new ApiError(412, 'precondition-failed', 'The place has changed since it was read; read it again.');
  }
}

/** preHandler hooks: the e-shop its query or body names is one of the key's account (404 otherwise). */
const ownedEshop = (account: AccountId | undefined, eshopId: string) => {
  if (!account || !ownsEshop(account, eshopId)) throw notFound(`E-shop ${eshopId}`);
};
const eshopInQuery = async (request: { account: AccountId | undefined; query: { eshopId: string } }) =>
  ownedEshop(request.account, request.query.eshopId);
const eshopInBody = async (request: { account: AccountId | undefined; body: { eshopId: string } }) =>
  ownedEshop(request.account, request.body.eshopId);

const sendPlace = (
  reply: FastifyReply,
  request: FastifyRequest,
  place: StoredPlace,
  status: number,
  answers: DialectAnswers,
  publicUrl?: string,
) =>
  reply
    .code(status)
    .header('etag', placeEtag(place))
    .send(answers.place(toResponse(place, fileUrlFor(request, publicUrl))));

export function registerPickupPlaceRoutes(app: FastifyInstance, deps: PlaceRouteDeps, publicUrl?: string) {
  const { places, images } = deps;
  const answers = deps.answers ?? dialectAnswers();
  const api = contractRoutes(app);
  // The API key is checked before the input (preValidation), the body's Content-Type before the
  // body, and the e-shop once the input is checked (preHandler).
  const byId = { schema: { params: IdParams }, preValidation: placesKey };

  api.get(
    BASE,
    { schema: { querystring: PlaceListQuerySchema }, preValidation: placesKey, preHandler: eshopInQuery },
    async (request, reply) => {
      const query = request.query;
      const fileUrl = fileUrlFor(request, publicUrl);
      const pageOf = (total: number) => {
        const totalPages = Math.ceil(total / query.size);
        return {
          totalPages,
          totalElements: total,
          size: query.size,
          number: query.page,
          first: query.page === 0,
          last: query.page >= totalPages - 1,
        };
      };
      // The same test as the reply serializer's (http/conventions.ts): indented unless prettyPrint=false.
      // Another dialect than the documented one writes each place its way: no copied bytes.
      if (request.prettyPrint || answers.dialect !== 'documented') {
        const { items, total } = places.list(query);
        return { items: items.map((p) => answers.place(toResponse(p, fileUrl))), page: pageOf(total) };
      }
      // Compact: the answer is put together from the stored JSON of the places, byte for byte what
      // JSON.stringify of the object above gives, without parsing and serializing every place again.
      const { rows, total } = places.listRows(query);
      const body = compactListJson(rows, pageOf(total), fileUrl);
      // The ETag the conventions' onSend hook would compute from the text (etagOf: a hash of the
      // compact JSON), from the bytes at hand rather than a decoded copy of up to 2 MB.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return reply.type('application/json; charset=utf-8').header('etag', etag).send(body);
    },
  );

  const create = {
    schema: { body: PickupPlaceCreateSchema, response: { 201: PickupPlaceSchema } },
    preValidation: [placesKey, contentType('application/json')],
    preHandler: eshopInBody,
  };
  api.post(BASE, create, async (request, reply) => {
    const account = accountOf(request);
    const body = request.body;
    // Places created through the API are the e-shop's own: origin API_USER, carrier PERSONAL_PICKUP.
    const place = places.create(
      account,
      fromCreate(body, places.newId(), { carrier: 'PERSONAL_PICKUP', origin: 'API_USER' }),
    );
    reply.header('location', `${BASE}/${place.id}`);
    return sendPlace(reply, request, place, 201, answers, publicUrl);
  });
  allowOnly(app, BASE, ['GET', 'POST']);

  api.get(`${BASE}/:id`, byId, async (request, reply) => {
    const account = accountOf(request);
    return sendPlace(reply, request, places.get(account, request.params.id), 200, answers, publicUrl);
  });

  const update = {
    schema: { ...byId.schema, body: PickupPlaceUpdateSchema, response: { 200: PickupPlaceSchema } },
    preValidation: [
      placesKey,
      checkPathFirst,
      contentType('application/json', 'application/merge-patch+json'),
    ],
  };
  api.patch(`${BASE}/:id`, update, async (request, reply) => {
    const account = accountOf(request);
    const id = request.params.id;
    const patch = request.body;
    const place = places.update(account, id, (current) => {
      checkIfMatch(request, current);
      return applyUpdate(current, patch);
    });
    return sendPlace(reply, request, place, 200, answers, publicUrl);
  });

  api.delete(`${BASE}/:id`, byId, async (request, reply) => {
    const account = accountOf(request);
    const removed = places.remove(account, request.params.id, (current) => checkIfMatch(request, current));
    // Deleting a place deletes its image too (spec 000, 4.3 leaves the effect "not shown").
    if (removed.image) await images.remove(removed.image.path);
    return reply.code(204).send();
  });
  allowOnly(app, `${BASE}/:id`, ['GET', 'PATCH', 'DELETE']);
}
