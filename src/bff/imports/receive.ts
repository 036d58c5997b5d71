import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileProblem } from './file-problem';

// The upload goes to a temporary file as it arrives, never whole into memory: busboy stops writing
// at the limit (and drains the rest, so the browser reads the 413 instead of a reset), and the file
// is read from disk as often as the checks need (sniffing, the encoding, the parse).

export interface ReceivedFile {
  path: string;
  /** The upload's own temporary folder: whatever reading it leaves there goes with it. */
  dir: string;
  name: string;
  size: number;
  dispose: () => Promise<void>;
}

export async function receiveFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw fileProblem('no_file', 415);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw fileProblem('no_file');
  const dir = await mkdtemp(join(tmpdir(), 'pd-import-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  let size = 0;
  part.file.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    await dispose();
    throw error;
  }
  if (part.file.truncated) {
    await dispose();
    throw fileProblem('too_large', 413, { limit: maxBytes });
  }
  return { path, dir, name: part.filename || 'upload', size, dispose };
}
