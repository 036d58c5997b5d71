import Busboy from '@fastify/busboy';

// The image limit is the file's own bytes (MAX_IMAGE_BYTES), not the multipart body's: the body
// streams to the platform unparsed, so the BFF parses a copy of it on the way (with the parser the
// sandbox's @fastify/multipart uses) and counts each file part's bytes. A chunk goes on to the
// platform only after the parser has taken it: the parser holds back no more than a delimiter's
// length, so the part's last bytes are counted before the delimiter that ends the file leaves, and
// the platform never gets a whole file over the limit.

export interface FileSizeGuard {
  /** Parses the chunk; answers false once a file part is over the limit. */
  take(chunk: Buffer): Promise<boolean>;
  dispose(): void;
}

/**
 * A guard for a multipart body of this content type. A body this parser cannot read (no boundary,
 * malformed) is left to the platform, which refuses it; the BFF's cap on the whole body holds.
 */
export function fileSizeGuard(contentType: string, maxBytes: number): FileSizeGuard {
  let over = false;
  let parser: ReturnType<typeof Busboy> | undefined;
  try {
    parser = Busboy({ headers: { 'content-type': contentType }, limits: { fileSize: maxBytes } });
  } catch {
    parser = undefined;
  }
  parser?.on('file', (_field, file) => {
    file.on('limit', () => (over = true));
    file.resume(); // counted, not kept
  });
  parser?.on('field', () => undefined);
  parser?.on('error', () => (parser = undefined));
  return {
    take(chunk) {
      const taking = parser;
      if (over || !taking) return Promise.resolve(!over);
      return new Promise((resolve) => {
        taking.write(chunk, () => resolve(!over));
      });
    },
    dispose() {
      parser?.removeAllListeners('file');
      parser?.destroy();
      parser = undefined;
    },
  };
}
