import { z } from 'zod';
import type { FirstPageRequest, FirstPages, ServerRenderInput, ServerRenderOutput } from './render-hints';

// The server render's protocol (issue 44): what the web's render module (src/web/server-render.tsx,
// built by `vite build --ssr`) offers the BFF, and the messages that carry its calls across the
// worker thread (src/bff/routes/spa-render-worker.ts starts it, spa-render-thread.ts runs in it).
// The module is typed against ServerRenderModule where it is written; the BFF, which runs a built
// file it does not compile, parses every message and answer here rather than trusting it. zod, so
// the BFF's side only: the web's module imports the types, never the schemas.

/** What the render module exports: each function the BFF calls, its arguments and its answer. */
export interface ServerRenderModule {
  /** The first page's request for this address, or undefined when the browser renders it. */
  firstPageRequest(input: ServerRenderInput): FirstPageRequest | undefined;
  /** The page rendered with its first page, or undefined when it cannot render at once. */
  render(
    input: ServerRenderInput,
    request: FirstPageRequest,
    pages: FirstPages,
  ): ServerRenderOutput | undefined;
  /** Loads and warms what the render needs; true once it renders. */
  prepare(example: ServerRenderInput, pages: FirstPages): Promise<boolean>;
}

/** A module of functions, as the worker thread calls them (`M extends RenderModuleShape<M>`). */
export type RenderModuleShape<M> = { [K in keyof M]: (...args: never[]) => unknown };

/** A call posted to the worker: the module's function and its arguments. */
export interface RenderCall<M extends RenderModuleShape<M>, K extends keyof M & string = keyof M & string> {
  id: number;
  method: K;
  args: Parameters<M[K]>;
}

/** The id of the worker's first message: its module loaded (`ready`) or failed to. */
export const RENDER_LOAD_ID = 0;

/** What the worker posts back: the call's result, or the error it threw, as text. */
export const renderAnswerSchema = z.union([
  z.object({ id: z.number().int(), error: z.string() }),
  z.object({ id: z.number().int(), result: z.unknown() }),
]);
export type RenderAnswer = z.infer<typeof renderAnswerSchema>;

const language = z.enum(['en', 'cs']);

/** What the BFF reads of it; the rest is the render's own, passed back to it as it came. */
const firstPageRequestSchema = z.looseObject({
  url: z.string(),
  language,
  summaryUrl: z.string().optional(),
});
const seeded = z.object({ queryKey: z.array(z.unknown()).readonly(), data: z.unknown() });

const serverRenderOutputSchema = z.object({
  html: z.string(),
  styles: z.string(),
  rendered: z.object({
    language,
    eshop: z.string(),
    columnsFromHints: z.boolean(),
    compact: z.boolean(),
    firstPage: seeded,
    summary: seeded.optional(),
  }),
});

/** Each function's answer as the BFF takes it (an answer that is not one fails the call). */
export const renderResultSchemas: {
  [K in keyof ServerRenderModule]: z.ZodType<Awaited<ReturnType<ServerRenderModule[K]>>>;
} = {
  firstPageRequest: firstPageRequestSchema.optional(),
  render: serverRenderOutputSchema.optional(),
  prepare: z.boolean(),
};
