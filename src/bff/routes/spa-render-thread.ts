import { parentPort, workerData } from 'node:worker_threads';
import type {
  RENDER_LOAD_ID,
  RenderAnswer,
  RenderCall,
  ServerRenderModule,
} from '@/contract/desk/render-protocol';

// The server render's worker thread, started by spa-render-worker.ts with plainTsWorker (so it
// imports Node's own modules and types only). It loads the render module at workerData.entry and
// answers each RenderCall with a RenderAnswer, the first (RENDER_LOAD_ID) once the module has
// loaded or failed to. The BFF parses every answer rather than trusts it: nothing is checked here.

export interface RenderThreadData {
  /** The render module's file URL (the built src/web/server-render.tsx). */
  entry: string;
}

/**
 * RENDER_LOAD_ID's value, typed to be it: the protocol's module also holds the zod schemas, which
 * this thread would load on every start for one number.
 */
const LOAD_ID: typeof RENDER_LOAD_ID = 0;

const port = parentPort!;
const post = (answer: RenderAnswer) => port.postMessage(answer);
const errorText = (error: unknown) => String((error as { stack?: unknown } | null)?.stack || error);

const { entry } = workerData as RenderThreadData;
type Functions = Record<string, (...args: unknown[]) => unknown>;

import(entry).then(
  (render: Functions) => {
    port.on('message', ({ id, method, args }: RenderCall<ServerRenderModule>) => {
      Promise.resolve()
        .then(() => render[method]!(...(args as unknown[])))
        .then(
          (result) => post({ id, result }),
          (error: unknown) => post({ id, error: errorText(error) }),
        );
    });
    post({ id: LOAD_ID, result: 'ready' });
  },
  (error: unknown) => post({ id: LOAD_ID, error: errorText(error) }),
);
