import type { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import {
  RENDER_LOAD_ID,
  renderAnswerSchema,
  type RenderCall,
  type RenderModuleShape,
} from '@/contract/desk/render-protocol';
import { plainTsWorker } from '../imports/ts-worker';
import type { RenderThreadData } from './spa-render-thread';

// The server render runs in a worker thread: rendering the places screen is some 40-80 ms of CPU
// without a pause, which on the BFF's event loop would hold up every other answer meanwhile (the
// page's own scripts included, asked for while it renders). One worker, one render at a time.
// A call not answered in time is abandoned, and when the worker had its module loaded before the
// call (a render that loops, not a start that is slow on a busy machine) the worker is terminated;
// so is one whose module does not load within loadTimeoutMs. A worker that ended (terminated, crashed, process.exit in the module, a
// module that cannot load) is replaced at the next call, at once the first time and then after a
// delay that doubles while its successors fail too, so a module that fails at load does not spin
// up a worker per page. Meanwhile pages render in the browser. The thread's own side is
// spa-render-thread.ts.

/** Calls waiting at most: beyond, a page renders in the browser rather than queue. */
const MAX_WAITING = 8;

export interface RenderWorkerOptions {
  /** How long a call may wait for its answer, the worker's start and the calls before it included (2 000). */
  timeoutMs?: number;
  /** How long the module may take to load (30 000). */
  loadTimeoutMs?: number;
  /** The delay before a second worker in a row is started after a failure, doubling after (1 000). */
  restartDelayMs?: number;
  /** The longest such delay (60 000). */
  maxRestartDelayMs?: number;
}

export interface RenderWorker<M extends RenderModuleShape<M>> {
  /**
   * Calls the module's function in the worker with arguments of its type; rejects when it throws,
   * the worker fails, is busy or too slow. The result crossed a thread from a file the BFF did not
   * compile: it comes as unknown, for the caller to parse (render-protocol.ts's schemas).
   */
  call<K extends keyof M & string>(method: K, ...args: Parameters<M[K]>): Promise<unknown>;
  /** `call` with a time limit of its own (a warm-up nobody waits for). */
  callWithin<K extends keyof M & string>(
    timeoutMs: number,
    method: K,
    ...args: Parameters<M[K]>
  ): Promise<unknown>;
  /** Workers started so far: a new one has none of its predecessor's warm modules. */
  readonly starts: number;
  close(): Promise<void>;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** By call id; 0 is the module's load. */
  waiting: Map<number, Waiting>;
  /** When its module had loaded. */
  loadedAt?: number;
  failed?: Error;
}

/**
 * Posts a call to a thread and waits for its answer, at most `limitMs`: a thread that had loaded
 * before the call and took that long is ended (`end`); one still starting fails this call only.
 */
function postAndWait(
  thread: Thread,
  message: { id: number; method: string },
  limitMs: number,
  end: (thread: Thread, error: Error) => void,
) {
  const { id, method } = message;
  const posted = Date.now();
  return new Promise<unknown>((resolve, reject) => {
    // Messages wait in the worker's port until its module has loaded and listens.
    const timer = setTimeout(() => {
      const error = new Error(`the render worker did not answer ${method} within ${limitMs} ms`);
      // Loaded before the call: the worker spent all that time on it and the calls before it.
      if (thread.loadedAt !== undefined && thread.loadedAt <= posted) return end(thread, error);
      thread.waiting.get(id)?.reject(error); // its start took the time: it may yet load
      thread.waiting.delete(id);
    }, limitMs);
    thread.waiting.set(id, {
      resolve: (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    thread.worker.postMessage(message);
  });
}

export function startRenderWorker<M extends RenderModuleShape<M>>(
  entry: string,
  options: RenderWorkerOptions = {},
): RenderWorker<M> {
  const {
    timeoutMs = 2_000,
    loadTimeoutMs = 30_000,
    restartDelayMs = 1_000,
    maxRestartDelayMs = 60_000,
  } = options;
  let current: Thread | undefined;
  let starts = 0;
  /** Workers ended in a row without answering a call in between. */
  let failures = 0;
  let notBefore = 0;
  let closed = false;
  let next = 1;

  /** Ends a thread that failed: its calls fail, it is terminated, and the next call starts another. */
  const end = (thread: Thread, error: Error) => {
    if (thread.failed) return;
    thread.failed = error;
    for (const call of thread.waiting.values()) call.reject(error);
    thread.waiting.clear();
    if (current === thread) {
      current = undefined;
      failures++;
      notBefore =
        failures > 1 ? Date.now() + Math.min(maxRestartDelayMs, restartDelayMs * 2 ** (failures - 2)) : 0;
    }
    void thread.worker.terminate().catch(() => undefined);
  };

  const spawn = (): Thread => {
    starts++;
    const workerData: RenderThreadData = { entry: pathToFileURL(entry).href };
    const worker = plainTsWorker(new URL('./spa-render-thread.ts', import.meta.url), { workerData });
    worker.unref(); // a render never keeps the process alive
    const thread: Thread = { worker, waiting: new Map() };
    const loading = setTimeout(
      () => end(thread, new Error(`the render module did not load within ${loadTimeoutMs} ms`)),
      loadTimeoutMs,
    );
    loading.unref();
    worker.on('message', (message: unknown) => {
      const answer = renderAnswerSchema.safeParse(message);
      // Not the protocol's: a worker that cannot be trusted with the next call either.
      if (!answer.success) return end(thread, new Error('the render worker answered outside its protocol'));
      const { id } = answer.data;
      const error = 'error' in answer.data ? new Error(answer.data.error) : undefined;
      if (id === RENDER_LOAD_ID) {
        clearTimeout(loading);
        if (error)
          end(thread, error); // cannot load: a failed worker
        else thread.loadedAt = Date.now();
        return;
      }
      const call = thread.waiting.get(id);
      thread.waiting.delete(id);
      failures = 0; // it answers: the worker works, whatever the module said
      if (error) call?.reject(error);
      else call?.resolve('result' in answer.data ? answer.data.result : undefined);
    });
    worker.on('error', (error) => end(thread, error));
    worker.on('exit', (code) => {
      clearTimeout(loading);
      end(thread, new Error(`the render worker ended (${code})`));
    });
    return thread;
  };

  async function callWithin<K extends keyof M & string>(
    limitMs: number,
    method: K,
    ...args: Parameters<M[K]>
  ) {
    if (closed) throw new Error('the render worker is closed');
    if (!current) {
      if (Date.now() < notBefore) throw new Error('the render worker failed; it restarts later');
      current = spawn();
    }
    const thread = current;
    if (thread.waiting.size >= MAX_WAITING) throw new Error('the render worker is busy');
    const message: RenderCall<M, K> = { id: next++, method, args };
    return postAndWait(thread, message, limitMs, end);
  }

  return {
    get starts() {
      return starts;
    },
    call: (method, ...args) => callWithin(timeoutMs, method, ...args),
    callWithin,
    async close() {
      closed = true;
      const thread = current;
      current = undefined;
      if (thread) end(thread, new Error('the render worker is closed'));
      await thread?.worker.terminate();
    },
  };
}
