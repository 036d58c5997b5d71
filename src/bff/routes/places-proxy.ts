import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { z } from 'zod';
import { UuidSchema } from '../../contract/common';
import { toFieldErrors } from '../../contract/messages';
import {
  PickupPlaceCreateSchema,
  PickupPlaceUpdateSchema,
  PlaceListQuerySchema,
} from '../../contract/places';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import { requireUser } from '../plugins/session';
import type { AuditLog } from '../store/audit';
import type { PointsCache } from './places-points';
import type { UpstreamClient } from '../upstream/client';
import type { UpstreamResponse } from '../upstream/client';
import { PASS_REQUEST_HEADERS, browserHeaders, relay as relayAny } from '../upstream/forward';

// The pickup place operations (spec 000, 4), forwarded with the installation's X-API-Key. Input is
// checked here with the shared contract first, so a bad request never costs an upstream call.

const BASE = '/api/v1/pickup-place';
const MULTIPART_OVERHEAD = 16 * 1024;

function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
  what: string,
): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const locale = String(request.headers['accept-language'] ?? '').startsWith('cs') ? 'cs' : 'en';
  throw new Problem(400, 'validation-error', 'Invalid request', `The ${what} is invalid.`, {
    errors: toFieldErrors(result.error, locale),
  });
}

/**
 * The platform refusing the installation's API key (401/403) is not the user's session ending: it
 * is a broken installation, so the browser gets a 502 that says so.
 */
async function relay(reply: FastifyReply, res: UpstreamResponse) {
  if (res.statusCode === 401 || res.statusCode === 403) {
    await res.body.dump();
    throw new Problem(
      502,
      'upstream-credentials',
      'The platform refused this installation',
      'The platform refused the installation’s API key. Tell an administrator.',
    );
  }
  return relayAny(reply, res);
}

// Built once: a zod schema compiles itself on first use, so a schema made per request costs that
// compilation on every request.
const PathSchema = z.object({ id: UuidSchema });
const idOf = (request: FastifyRequest): string => {
  const id = (request.params as { id?: unknown }).id;
  // The usual case checks the string alone; anything else gets the full check and its errors.
  if (UuidSchema.safeParse(id).success) return id as string;
  return validate(PathSchema, request.params, request, 'path').id;
};

export function registerPlacesProxy(
  app: FastifyInstance,
  deps: { config: BffConfig; upstream: UpstreamClient; audit: AuditLog; pointsCache: PointsCache },
) {
  const { config, upstream, audit, pointsCache } = deps;
  const pickup = () => {
    if (!config.pickup)
      throw new Problem(
        503,
        'not-configured',
        'Not configured',
        'This installation has no pickup place service configured.',
      );
    return config.pickup;
  };
  const managed = (eshopId: string) => {
    if (!config.eshops.some((e) => e.id === eshopId)) {
      throw new Problem(404, 'not-found', 'Not found', 'This installation does not manage that e-shop.');
    }
  };
  const headers = (request: FastifyRequest, extra: Record<string, string> = {}) => ({
    ...browserHeaders(request, PASS_REQUEST_HEADERS),
    'x-api-key': pickup().apiKey,
    ...extra,
  });
  const url = (path: string, query = '') =>
    `${pickup().baseUrl}${path}?prettyPrint=false${query ? `&${query}` : ''}`;
  const queryOf = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

  /** Runs a write, then records who did it and how it ended, whatever the outcome. */
  async function audited<T>(
    request: FastifyRequest,
    operation: string,
    target: string | (() => string | undefined),
    run: () => Promise<T>,
    status: () => number,
  ) {
    const targetOf = () => (typeof target === 'function' ? target() : target);
    const user = requireUser(request); // no session: nothing to attribute, so nothing to record
    try {
      requireUser(request, 'places:write'); // a refused attempt is recorded too
      const result = await run();
      if (status() < 400) pointsCache.invalidate(); // the map's read model is stale now
      audit.record({
        username: user.username,
        role: user.role,
        operation,
        target: targetOf(),
        status: status(),
      });
      return result;
    } catch (error) {
      audit.record({
        username: user.username,
        role: user.role,
        operation,
        target: targetOf(),
        status: error instanceof Problem ? error.status : 500,
      });
      throw error;
    }
  }

  app.get(BASE, async (request, reply) => {
    requireUser(request, 'places:read');
    const query = validate(PlaceListQuerySchema, request.query, request, 'query');
    managed(query.eshopId);
    const res = await upstream.call(url(BASE, queryOf(request).replace(/(^|&)prettyPrint=[^&]*/g, '')), {
      method: 'GET',
      headers: headers(request),
      idempotent: true,
    });
    return relay(reply, res);
  });

  app.get(`${BASE}/:id`, async (request, reply) => {
    requireUser(request, 'places:read');
    const res = await upstream.call(url(`${BASE}/${idOf(request)}`), {
      method: 'GET',
      headers: headers(request),
      idempotent: true,
    });
    return relay(reply, res);
  });

  app.post(BASE, async (request, reply) => {
    let createdId: string | undefined;
    return audited(
      request,
      'place.create',
      () => createdId,
      async () => {
        const body = validate(PickupPlaceCreateSchema, request.body, request, 'request body');
        managed(body.eshopId);
        const res = await upstream.call(url(BASE), {
          method: 'POST',
          headers: headers(request, { 'content-type': 'application/json' }),
          body: JSON.stringify(request.body),
        });
        createdId =
          String(res.headers.location ?? '')
            .split('/')
            .pop() || undefined;
        return relay(reply, res);
      },
      () => reply.statusCode,
    );
  });

  app.patch(`${BASE}/:id`, async (request, reply) => {
    const id = idOf(request);
    return audited(
      request,
      'place.update',
      id,
      async () => {
        validate(PickupPlaceUpdateSchema, request.body, request, 'request body');
        const res = await upstream.call(url(`${BASE}/${id}`), {
          method: 'PATCH',
          headers: headers(request, { 'content-type': 'application/json' }),
          body: JSON.stringify(request.body),
        });
        return relay(reply, res);
      },
      () => reply.statusCode,
    );
  });

  app.delete(`${BASE}/:id`, async (request, reply) => {
    const id = idOf(request);
    return audited(
      request,
      'place.delete',
      id,
      async () => {
        const res = await upstream.call(url(`${BASE}/${id}`), {
          method: 'DELETE',
          headers: headers(request),
        });
        return relay(reply, res);
      },
      () => reply.statusCode,
    );
  });

  // Multipart bodies are not parsed here: they stream to the platform as they arrive.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

  app.post(`${BASE}/:id/image`, { bodyLimit: Number.MAX_SAFE_INTEGER }, async (request, reply) => {
    const id = idOf(request);
    return audited(
      request,
      'place.image',
      id,
      async () => {
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.startsWith('multipart/form-data')) {
          throw new Problem(
            415,
            'unsupported-media-type',
            'Unsupported format',
            'Upload the image as multipart/form-data.',
          );
        }
        const limit = config.maxImageBytes + MULTIPART_OVERHEAD;
        const tooLarge = () =>
          new Problem(
            413,
            'image-too-large',
            'Image too large',
            `The image is larger than ${config.maxImageBytes} bytes.`,
            {
              errors: [{ field: 'file', message: `must be at most ${config.maxImageBytes} bytes` }],
            },
            { connection: 'close' },
          );
        const declared = Number(request.headers['content-length']);
        if (declared > limit) throw tooLarge();
        // Count bytes on the way through; past the limit the upload is cut off before it is all read.
        let seen = 0;
        let exceeded = false;
        const counter = new Transform({
          transform(chunk: Buffer, _enc, next) {
            seen += chunk.length;
            if (seen > limit) {
              exceeded = true;
              return next(new Error('image over the limit'));
            }
            next(null, chunk);
          },
        });
        (request.body as NodeJS.ReadableStream).pipe(counter);
        try {
          const res = await upstream.call(url(`${BASE}/${id}/image`), {
            method: 'POST',
            headers: headers(request, {
              'content-type': contentType,
              ...(Number.isFinite(declared) ? { 'content-length': String(declared) } : {}),
            }),
            body: counter,
          });
          return await relay(reply, res);
        } catch (error) {
          if (exceeded) throw tooLarge();
          throw error;
        }
      },
      () => reply.statusCode,
    );
  });
}
