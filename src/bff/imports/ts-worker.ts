import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';

// A worker thread running a TypeScript module. In development the server runs under tsx (and its
// tests under Vitest), whose loader a worker does not inherit, so the worker starts from a line of
// JavaScript that registers tsx and imports the module. The production build (scripts/
// build-server.ts) bundles each worker to `<name>.js` beside the bundle that starts it, where
// plain `node` runs it and tsx is not installed.

const built = import.meta.url.endsWith('.js');

/** tsx's loader, found once (only in development: the built server has no tsx). */
let tsxApi: string | undefined;

export function tsWorker(module: URL, options: WorkerOptions): Worker {
  if (built) return new Worker(new URL(`./${basename(module.pathname, '.ts')}.js`, import.meta.url), options);
  tsxApi ??= pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const target = JSON.stringify(module.href);
  const boot = `import { tsImport } from ${JSON.stringify(tsxApi)}; await tsImport(${target}, ${target});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}

/**
 * A worker thread running a TypeScript module that imports only Node's own modules and types (the
 * server render's thread). In development esbuild strips its types and the thread runs the text
 * alone: tsx in the thread would sit in every import the thread makes after its start (the render
 * module's thousands), slowing each, and add its own start to every worker's. Built, as tsWorker.
 */
export function plainTsWorker(module: URL, options: WorkerOptions): Worker {
  if (built) return tsWorker(module, options);
  // Resolved here, not imported: the built server runs without esbuild (a dev dependency).
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const { code } = esbuild.transformSync(readFileSync(module, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
  });
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), options);
}
