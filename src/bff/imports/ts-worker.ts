import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// A worker thread running a TypeScript module. The server runs under tsx (and its tests under
// Vitest), whose loader a worker does not inherit, so the worker starts from a line of JavaScript
// that registers tsx and imports the module.

const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

export function tsWorker(module: URL, options: WorkerOptions): Worker {
  const target = JSON.stringify(module.href);
  const boot = `import { tsImport } from ${JSON.stringify(tsxApi)}; await tsImport(${target}, ${target});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
