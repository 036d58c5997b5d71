import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Answers travel compressed when the browser accepts it. The built scripts and styles are
// compressed once at build time (brotli and gzip beside each file, scripts/precompress.ts) and
// served as they are by @fastify/static's `preCompressed`; this compresses what is made per request:
// JSON answers (a page of the search, a list, an order, a ProblemDetail), index.html without its
// compressed copies, and the exports. Answers under THRESHOLD bytes gain too little to pay for it.
// Never touched: answers that carry a Content-Encoding of their own (the map's points, gzipped once
// per fill; a platform answer relayed gzipped), images (already compressed, and not in TYPES), and
// request bodies (no decompression: an upload streams to the platform as it arrives).

export const COMPRESS_THRESHOLD = 1024;

/** Text, JSON (and its +json kinds), scripts, styles and SVG; never images or octet streams. */
const TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?json|application\/javascript|image\/svg\+xml)/i;

/** Registered before any route: @fastify/compress adds itself to the routes made after it. */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    customTypes: TYPES,
    // brotli at quality 4 (the plugin's default for answers made per request) and gzip at zlib's
    // default level; zstd and deflate are left out (brotli and gzip cover every browser we support).
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
