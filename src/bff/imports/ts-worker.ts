import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

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
