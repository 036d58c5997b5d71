import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';

// The production build of the server (`npm run build`, and `npm start` when stale): the start-up entry, the sandbox alone, the users, db and pre-flight
// CLIs and every worker thread, each bundled to one ES module in dist/server that plain `node` runs.
// Packages stay external (installed with `npm ci --omit=dev`), so native ones such as
// better-sqlite3 load as they do in development. Workers sit beside the bundle that starts them
// (see bff/imports/ts-worker.ts).

export const SERVER_OUT_DIR = process.env.SERVER_DIST_DIR ?? 'dist/server';

/**
 * Server-side modules that run in a worker thread, outside the web app: `*-worker.ts` and
 * `*-thread.ts` (ts-worker.ts starts them; the server render's is spa-render-thread.ts).
 */
function workerEntries(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const isWorker = /-(worker|thread)\.ts$/.test(entry.name) && entry.name !== 'ts-worker.ts';
    if (!entry.isFile() || !isWorker || path.includes('/web/')) continue;
    entries[basename(entry.name, '.ts')] = path;
  }
  return entries;
}

export function serverBuildOptions(outdir = SERVER_OUT_DIR): BuildOptions {
  return {
    entryPoints: {
      main: 'src/main.ts',
      sandbox: 'src/sandbox/server.ts',
      user: 'src/bff/cli/user.ts',
      db: 'src/bff/cli/db.ts',
      preflight: 'src/bff/cli/preflight.ts',
      ...workerEntries('src'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}

export async function buildServer(outdir = SERVER_OUT_DIR): Promise<void> {
  await build(serverBuildOptions(outdir));
}
