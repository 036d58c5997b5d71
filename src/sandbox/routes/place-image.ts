import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import type { FileInfo } from '@/contract/places';
import { ApiError } from '../errors';
import { contractRoutes } from '@/server/contract-routes';
import { accountOf, placesKey } from '../http/api-key';
import { contentType } from '../http/conventions';
import { allowOnly } from '../http/error-handler';
import { readFilePart } from '../http/file-part';
import type { StoredImage } from '../store/place-mapping';
import { fileUrlFor, type PlaceRouteDeps } from './pickup-places';

// Image upload (spec 000, 4: uploadPickupPlaceImage). Accepted formats are "not shown": JPEG, PNG and
// WebP, recognised by their bytes rather than the declared type.

const ACCEPTED: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** Room for the multipart framing around the file when judging Content-Length up front. */
const MULTIPART_OVERHEAD = 16 * 1024;

const tooLarge = (max: number) =>
  new ApiError(
    413,
    'image-too-large',
    `The image is larger than ${max} bytes.`,
    [{ field: 'file', message: `must be at most ${max} bytes` }],
    { connection: 'close' },
  );

export function registerPlaceImageRoute(
  app: FastifyInstance,
  deps: PlaceRouteDeps,
  maxBytes: number,
  publicUrl?: string,
) {
  const { places, images } = deps;
  const url = '/api/v1/pickup-place/:id/image';

  // The API key is checked before the path, the body's Content-Type after it.
  const route = {
    schema: { params: z.object({ id: UuidSchema }) },
    preValidation: placesKey,
    preHandler: contentType('multipart/form-data'),
  };
  contractRoutes(app).post(url, route, async (request, reply) => {
    const account = accountOf(request);
    const { id } = request.params;
    places.get(account, id); // 404 before a byte of the upload is read
    const declared = Number(request.headers['content-length']);
    if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);

    // Multipart parts are read from the raw request, past the gzip decoder; images are compressed
    // already, so an encoded upload is refused rather than misread.
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding !== 'identity') {
      throw new ApiError(415, 'unsupported-media-type', 'Send image uploads without Content-Encoding.');
    }
    const written = await readFilePart(
      request,
      maxBytes,
      (file) => images.writeTemp(file),
      (taken) => images.discard(taken.tempPath),
    );
    if (written.truncated) {
      await images.discard(written.tempPath);
      throw tooLarge(maxBytes);
    }
    const detected = await fileTypeFromBuffer(written.head);
    const extension = detected && ACCEPTED[detected.mime];
    if (!detected || !extension) {
      await images.discard(written.tempPath);
      throw new ApiError(400, 'unsupported-image', 'The file is not a JPEG, PNG or WebP image.', [
        { field: 'file', message: 'must be a JPEG, PNG or WebP image' },
      ]);
    }

    const now = new Date().toISOString();
    const path = images.newPath(id, extension);
    await images.commit(written.tempPath, path);
    let previous: StoredImage | undefined;
    let stored: StoredImage;
    try {
      const place = places.update(account, id, (current) => {
        previous = current.image;
        stored = {
          path,
          contentType: detected.mime,
          size: written.size,
          created: now,
          updated: now,
        };
        return { ...current, image: stored };
      });
      stored = place.image!;
    } catch (e) {
      await images.remove(path); // the place vanished meanwhile: leave no orphan file
      throw e;
    }
    if (previous && previous.path !== path) await images.remove(previous.path);

    const fileUrl = fileUrlFor(request, publicUrl)(path);
    const info: FileInfo = {
      id: path,
      path,
      url: fileUrl,
      mediaLink: fileUrl,
      contentType: stored.contentType,
      size: stored.size,
      created: stored.created,
      updated: stored.updated,
    };
    return reply.code(201).send(info);
  });
  allowOnly(app, url, ['POST']);
}
