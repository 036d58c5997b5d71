import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The build's text files get a brotli (.br) and a gzip (.gz) copy beside them, made once at the
// strongest settings, which the BFF serves as they are (@fastify/static's preCompressed) instead of
// compressing every download again. Source maps are left out: large, rarely fetched, and compressed
// per request when they are. A copy that would not be smaller than the file is not written.

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: scripts, styles, the page, JSON and SVG. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir`; answers what it wrote. */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const raw = await readFile(file);
      const copies: [string, Buffer][] = [
        [
          '.br',
          await brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        ],
        ['.gz', await gz(raw, { level: 9 })],
      ];
      for (const [ext, bytes] of copies) {
        if (bytes.length >= raw.length) continue;
        await writeFile(file + ext, bytes);
        written.push(file + ext);
      }
    }),
  );
  return written.sort();
}
