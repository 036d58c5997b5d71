import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { Readable, Transform } from 'node:stream';
import { z } from 'zod';
import { Problem } from '@/bff/problem';
import { DEFAULT_CONNECTIONS } from '@/bff/upstream/client';
import { clientGone } from '@/bff/upstream/client-gone';
import { sendRelayed } from '@/bff/upstream/forward';
import { discardRestOfBody } from '@/bff/upstream/linger';
import { checkPathFirst, contractRoutes } from '@/server/contract-routes';
import { proxyInput } from '@/bff/invalid-input';
import { IdParamsSchema, type ChangedPlace, type PlacesContext, type PlacesDeps } from './context';
import { recordImage } from './record-edit';
import { requireManagedPlace } from './scope';
import { fileSizeGuard } from './image-size';
import { createUploadSlots } from './upload-slots';
import { routeOf } from '../operation-route';
import { placeOperations } from '@/contract/operations/places';

// Image uploads stream to the platform as they arrive, counted against the limit on the way. An
// upload holds an upstream socket while it lasts, so it lasts no longer than its browser: it is
// aborted when the browser goes away or stops sending, and there are only so many at a time. A
// stored image is recorded in the place's history (added, or replacing the one it had).

/** What a multipart body may hold beside its file: its part headers and delimiters (the file is counted exactly). */
const MULTIPART_OVERHEAD = 16 * 1024;
export const UPLOADS_PER_SESSION = 3;
/** A quarter of the upstream pool at most. */
const UPLOADS_IN_ALL = Math.floor(DEFAULT_CONNECTIONS / 4);

const unsupported = () =>
  new Problem(
    415,
    'unsupported-media-type',
    'Unsupported format',
    'Upload the image as multipart/form-data.',
  );

/** preValidation hook of the upload, once the change has begun: the body must be multipart (415). */
const multipartOnly: preValidationHookHandler = (request, _reply, done) =>
  done((request.headers['content-type'] ?? '').startsWith('multipart/form-data') ? undefined : unsupported());

const stalled = () =>
  new Problem(408, 'upload-stalled', 'Upload stalled', 'The upload stopped arriving. Try again.');

/** The upload's body: the request stream itself (its parser below hands it over unread). */
const UploadBodySchema = z.instanceof(Readable);
type Upload = FastifyRequest<{ Body: Readable }>;

const imageTooLarge = (maxBytes: number) =>
  new Problem(413, 'image-too-large', 'Image too large', `The image is larger than ${maxBytes} bytes.`, {
    errors: [{ field: 'file', message: `must be at most ${maxBytes} bytes` }],
  });

/**
 * Passes the upload through, calling `watch` at each chunk and `flushed` at its end; past `limit`
 * bytes in all, or past the file's own limit (`guard`), it fails and `exceeded()` says so.
 */
function limitCounter(
  limit: number,
  guard: ReturnType<typeof fileSizeGuard>,
  watch: () => void,
  flushed: () => void,
) {
  let seen = 0;
  let exceeded = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, next) {
      watch();
      seen += chunk.length;
      if (seen > limit) {
        exceeded = true;
        return next(new Error('image over the limit'));
      }
      guard.take(chunk).then(
        (within) => {
          if (within) return next(null, chunk);
          exceeded = true;
          next(new Error('image over the limit'));
        },
        (error: Error) => next(error),
      );
    },
    flush(next) {
      flushed();
      next();
    },
  });
  return { counter, exceeded: () => exceeded };
}

export function registerPlaceImage(app: FastifyInstance, deps: PlacesDeps, ctx: PlacesContext) {
  const { config } = deps;
  const slots = createUploadSlots({ perSession: UPLOADS_PER_SESSION, total: UPLOADS_IN_ALL });
  const limit = config.maxImageBytes + MULTIPART_OVERHEAD;
  const tooLarge = () => imageTooLarge(config.maxImageBytes);

  // Multipart bodies are not parsed here: they stream to the platform as they arrive.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

  async function upload(request: Upload, reply: FastifyReply, id: string, changed: ChangedPlace) {
    const contentType = request.headers['content-type'] ?? '';
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw tooLarge();
    const release = slots.take(request.session?.idHash ?? `user:${request.user?.id}`);
    const gone = clientGone(request, reply);
    try {
      const managed = await requireManagedPlace(ctx, request, id, gone.signal);
      changed.eshopId = managed.eshopId;
      changed.change = { kind: 'reread', placeId: id }; // the answer is the file's, not the place
      let info: unknown;
      const sent = await stream(request, reply, id, contentType, declared, gone.controller, (body) => {
        info = body;
      });
      if (reply.statusCode < 300)
        await recordImage(deps.history, request, managed.eshopId, id, managed.place, info);
      return sent;
    } finally {
      gone.dispose();
      release();
    }
  }

  async function stream(
    request: Upload,
    reply: FastifyReply,
    id: string,
    contentType: string,
    declared: number,
    abort: AbortController,
    answered: (fileInfo: unknown) => void,
  ) {
    const source = request.body;
    // Count bytes on the way through, the body's and its file's (image-size.ts); past either limit
    // the upload is cut off before it is all read. A browser that stops sending for as long as the
    // platform may take to answer is given up on.
    const guard = fileSizeGuard(contentType, config.maxImageBytes);
    let idle: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(stalled()), config.upstreamTimeoutMs);
    };
    const { counter, exceeded } = limitCounter(limit, guard, watch, () => clearTimeout(idle));
    // Not pipeline(): it would destroy the request, and with it the socket the answer goes out on.
    source.once('error', (error) => counter.destroy(error));
    source.pipe(counter);
    watch();
    try {
      const answer = await ctx.platform.places.upload(id, counter, {
        contentType,
        length: declared,
        headers: ctx.headers(request),
        signal: abort.signal,
        seen: answered,
      });
      return await sendRelayed(reply, answer);
    } catch (error) {
      if (exceeded()) throw tooLarge();
      throw error;
    } finally {
      clearTimeout(idle);
      guard.dispose();
      source.unpipe(counter);
    }
  }

  // The body is the multipart stream itself: it goes to the platform as it arrives. Answered before
  // the browser finished sending (403, 415, 413, 404, 429…), the rest is read so it can read the
  // answer instead of a reset (all but a bad path, answered before the change begins).
  const route = {
    bodyLimit: Number.MAX_SAFE_INTEGER,
    schema: { params: IdParamsSchema, body: UploadBodySchema },
    config: { invalidInput: proxyInput },
    preValidation: [checkPathFirst, ctx.changingPlace('place.image'), multipartOnly],
    onError: ctx.recordRefusal,
    onSend: lingerAfterChange,
  };
  contractRoutes(app).route({
    ...routeOf(placeOperations.uploadImage),
    ...route,
    handler: async (request, reply) => {
      const id = request.params.id;
      return ctx.audited(
        request,
        'place.image',
        id,
        (changed) => upload(request, reply, id, changed),
        () => reply.statusCode,
      );
    },
  });
}

/** onSend hook of the upload: the rest of a body not read whole is discarded (upstream/linger.ts). */
const lingerAfterChange: onSendHookHandler = (request, _reply, payload, done) => {
  if (request.placeChange) discardRestOfBody(request.raw);
  done(null, payload);
};
