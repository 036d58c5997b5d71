import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Image files on disk under <dataDir>/files; the database keeps only their path and metadata.

export interface WrittenFile {
  tempPath: string;
  size: number;
  head: Buffer;
  truncated: boolean;
}

export function createImageStore(root: string) {
  const resolve = (path: string) => {
    const full = normalize(join(root, path));
    if (!full.startsWith(normalize(root) + sep)) throw new Error('path escapes the file store');
    return full;
  };

  return {
    root,
    resolve,

    /**
     * Streams an upload to a temporary file, keeping its first bytes for type detection. Nothing is
     * held in memory beyond one chunk and the head, whatever the size.
     */
    async writeTemp(source: Readable & { truncated?: boolean }, headBytes = 4100): Promise<WrittenFile> {
      await mkdir(join(root, 'tmp'), { recursive: true });
      const tempPath = join(root, 'tmp', randomUUID());
      const chunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const sniff = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (headLength < headBytes) {
            chunks.push(chunk.subarray(0, headBytes - headLength));
            headLength += Math.min(chunk.length, headBytes - headLength);
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, sniff, createWriteStream(tempPath));
      } catch (error) {
        await rm(tempPath, { force: true }); // a broken or aborted upload leaves nothing behind
        throw error;
      }
      return { tempPath, size, head: Buffer.concat(chunks), truncated: Boolean(source.truncated) };
    },

    async commit(tempPath: string, path: string) {
      const target = resolve(path);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    },

    async discard(tempPath: string) {
      await rm(tempPath, { force: true });
    },

    async remove(path: string) {
      await rm(resolve(path), { force: true });
    },

    async exists(path: string) {
      try {
        return (await stat(resolve(path))).isFile();
      } catch {
        return false;
      }
    },

    newPath: (placeId: string, extension: string) => `pickup-places/${placeId}/${randomUUID()}.${extension}`,
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
