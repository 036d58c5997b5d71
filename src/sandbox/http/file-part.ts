import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { ApiError } from '../errors';

// The part named `file` of a multipart body (spec 000, 4: one required part, `file`), wherever it
// comes among the others: a part before it, another file, a field named `__proto__`. Issue 49: the
// first part was taken for the file ("needs a part named file" with another file part before it),
// and a second file part failed the whole upload with 413 "reach files limit". Other parts are read
// to their end and dropped, up to MAX_FILE_PARTS files and MAX_FIELDS fields: a body of more is
// refused with a 400 that names the limit.

export const MAX_FILE_PARTS = 4;
const MAX_FIELDS = 10;

const refused = (message: string) =>
  new ApiError(400, 'validation-error', 'The multipart body cannot be read as an upload.', [
    { field: 'file', message },
  ]);

/** The multipart parser's errors as the platform's: limits and odd names 400, the rest malformed. */
function answerOf(error: { statusCode?: number; code?: string }): unknown {
  if (error.code === 'FST_FILES_LIMIT')
    return refused(`must be one of at most ${MAX_FILE_PARTS} file parts (the others are not read)`);
  if (error.code === 'FST_FIELDS_LIMIT' || error.code === 'FST_PARTS_LIMIT')
    return refused(`must come with at most ${MAX_FIELDS} other fields`);
  if (error.code === 'FST_PROTO_VIOLATION')
    return refused('must not come with a part named __proto__, constructor or another name of Object');
  if (error.statusCode && error.statusCode < 500 && error.statusCode !== 413) return error;
  return new ApiError(400, 'malformed-body', 'The multipart body is malformed or incomplete.', [
    { field: 'file', message: 'could not be read from the multipart body' },
  ]);
}

/**
 * Reads the body's parts in order, hands the stream of the first part named `file` to `take`
 * (which must read it to its end) and drops the others. Answers what `take` answered, or throws the
 * 400 of a body without a `file` part or one the parser refuses; `undo` is called with what `take`
 * answered when a later part makes the body refused.
 */
export async function readFilePart<T>(
  request: FastifyRequest,
  maxBytes: number,
  take: (file: Readable & { truncated?: boolean }) => Promise<T>,
  undo: (taken: T) => Promise<void>,
): Promise<T> {
  let taken: { value: T } | undefined;
  try {
    // request.parts() throws synchronously for a missing boundary, hence the promise around it.
    const options: FastifyMultipartBaseOptions = {
      throwFileSizeLimit: false,
      limits: { fileSize: maxBytes, files: MAX_FILE_PARTS, fields: MAX_FIELDS },
    };
    const parts = await Promise.resolve().then(() => request.parts(options));
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file' && !taken) taken = { value: await take(part.file) };
      else part.file.resume();
    }
  } catch (error) {
    if (taken) await undo(taken.value);
    throw answerOf(error as { statusCode?: number; code?: string });
  }
  if (!taken)
    throw new ApiError(400, 'validation-error', 'The multipart body needs a part named "file".', [
      { field: 'file', message: 'is required' },
    ]);
  return taken.value;
}
