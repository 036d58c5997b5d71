import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

// The server render runs in a worker thread: rendering the places screen is some 40-80 ms of CPU
// without a pause, which on the BFF's event loop would hold up every other answer meanwhile (the
// page's own scripts included, asked for while it renders). One worker, one render at a time.

/** The worker's few lines (eval: no file of its own to build for tsx, Vitest and the bundle alike). */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry).then((render) => {
  parentPort.on('message', ({ id, method, args }) => {
    Promise.resolve()
      .then(() => render[method](...args))
      .then(
        (result) => parentPort.postMessage({ id, result }),
        (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
      );
  });
  parentPort.postMessage({ id: 0, result: 'ready' });
}, (error) => parentPort.postMessage({ id: 0, error: String((error && error.stack) || error) }));
`;

/** Calls waiting at most: beyond, a page renders in the browser rather than queue. */
const MAX_WAITING = 8;

export interface RenderWorker {
  /** Calls the module's function in the worker; rejects when it throws, the worker fails or is busy. */
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

export function startRenderWorker(entry: string): RenderWorker {
  const worker = new Worker(WORKER, { eval: true, workerData: { entry: pathToFileURL(entry).href } });
  worker.unref(); // a render never keeps the process alive
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let failed: Error | undefined;
  let next = 1;
  const fail = (error: Error) => {
    failed ??= error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  ready.catch(() => undefined);
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the render worker ended (${code})`)));
  return {
    async call<T>(method: string, ...args: unknown[]) {
      await ready;
      if (failed) throw failed;
      if (waiting.size >= MAX_WAITING) throw new Error('the render worker is busy');
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, method, args });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
