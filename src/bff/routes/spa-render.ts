import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Bootstrap } from '@/contract/desk/bootstrap';
import {
  decodeRenderHints,
  RENDER_HINTS_COOKIE,
  type FirstPageRequest,
  type FirstPages,
  type ServerRenderInput,
  type ServerRenderOutput,
} from '@/contract/desk/render-hints';
import { renderResultSchemas, type ServerRenderModule } from '@/contract/desk/render-protocol';
import { startRenderWorker, type RenderWorker, type RenderWorkerOptions } from './spa-render-worker';

// The places screen rendered on the server (issue 25: its first rows painted before any script has
// run). The render is the web app's own code, built by `vite build --ssr` (src/web/server-render.tsx)
// and run in a worker thread (spa-render-worker.ts) through the contract's protocol
// (render-protocol.ts: the calls typed, every answer parsed); its first page is the BFF's own answer to the
// list request the screen makes, asked for with the user's cookie (so every rule of that route
// holds). The browser takes the HTML over when its first render would be the same
// (src/web/app/hydrate.ts). Whatever does not work out (no build, modules still warming, a busy or
// failed worker, an answer that is not a page, a render that throws or takes longer than
// SERVER_RENDER_TIMEOUT_MS) leaves the page to the browser, as for every other address.

/** How long the warm-up (`prepare`) of a new worker may take. */
const WARM_UP_TIMEOUT_MS = 20_000;

/**
 * A page the server will render: what its first bytes need (the language and colour scheme of the
 * `<html>` element) at once, the render itself when `finish` resolves (undefined when it failed:
 * the page then renders in the browser), so the page's head and its scripts' preloads leave first.
 */
export interface RenderPlan {
  language: 'en' | 'cs';
  /** The colour scheme to start the page in (the browser's last, render-hints.ts). */
  scheme: 'light' | 'dark' | undefined;
  finish(): Promise<ServerRenderOutput | undefined>;
}

/**
 * The request's language ranges, most wanted first, read by negotiator as the BFF's other answers
 * are (contract/language-negotiation.ts); the web's render picks among them as the app picks among
 * the browser's languages (initial-language.ts: Slovak reads Czech).
 */
const acceptLanguages = (header: string | undefined): string[] =>
  header
    ? new Negotiator({ headers: { 'accept-language': header } }).languages().filter((r) => r !== '*')
    : [];

/**
 * A phone, as the request tells when the browser has not said (render-hints.ts): Chromium's client
 * hint, or a mobile user agent. A wrong guess only costs the server's HTML (the browser renders
 * afresh when its width disagrees).
 */
export function looksCompact(request: FastifyRequest): boolean {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return true;
  return /\b(Mobi|iPhone|iPod|Android.+Mobile)\b/.test(String(request.headers['user-agent'] ?? ''));
}

/**
 * The server render of `dir`'s build, loaded on first use; which addresses it renders (the plain
 * list, parameters the table knows) is the module's to say (firstPageRequest).
 */
export function serverRenderer(
  app: FastifyInstance,
  dir: string | undefined,
  options: RenderWorkerOptions = {},
) {
  const entry = dir ? join(resolve(dir), 'server-render.mjs') : undefined;
  let worker: RenderWorker<ServerRenderModule> | undefined;
  let ready: Promise<boolean> | undefined;
  /** The worker start (RenderWorker.starts) whose screens' modules are warm; 0: none yet. */
  let warmIn = 0;
  app.addHook('onClose', async () => worker?.close());

  /**
   * The module's function, run in the worker, its answer parsed (render-protocol.ts); undefined
   * when it threw, answered something else, or the worker cannot.
   */
  async function call<M extends keyof ServerRenderModule>(
    method: M,
    ...args: Parameters<ServerRenderModule[M]>
  ): Promise<Awaited<ReturnType<ServerRenderModule[M]>> | undefined> {
    if (!worker) {
      if (!entry || !existsSync(entry)) return undefined; // not built: npm start builds it
      worker = startRenderWorker<ServerRenderModule>(entry, options);
    }
    try {
      // The warm-up loads every screen's modules, in the background while pages render in the
      // browser: on a busy machine it may take longer than a page should wait for a render.
      const answer =
        method === 'prepare'
          ? await worker.callWithin(WARM_UP_TIMEOUT_MS, method, ...args)
          : await worker.call(method, ...args);
      return renderResultSchemas[method].parse(answer);
    } catch (error) {
      app.log.warn({ err: error }, `server render: ${method} failed; the page renders in the browser`);
      return undefined;
    }
  }

  /** The list's page and its summary, asked together. */
  async function firstPages(
    request: FastifyRequest,
    wanted: FirstPageRequest,
  ): Promise<FirstPages | undefined> {
    const [list, summary] = await Promise.all([
      ownAnswer(request, wanted.url),
      wanted.summaryUrl ? ownAnswer(request, wanted.summaryUrl).catch(() => undefined) : undefined,
    ]);
    if (list === undefined) return undefined;
    return summary === undefined ? { list } : { list, summary };
  }

  /** One of the places screen's own requests, as the screen would make it, with the user's cookie. */
  async function ownAnswer(request: FastifyRequest, url: string): Promise<unknown> {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
      },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  }

  /** How the places screen will be rendered for this request, or undefined to leave it to the browser. */
  return async function planPlaces(
    request: FastifyRequest,
    first: Bootstrap,
  ): Promise<RenderPlan | undefined> {
    if (!entry || request.method !== 'GET' || !first.session) return undefined;
    const hints = decodeRenderHints(request.cookies[RENDER_HINTS_COOKIE]);
    const input: ServerRenderInput = {
      address: request.url,
      session: first.session,
      config: first.config,
      hints,
      acceptLanguages: acceptLanguages(request.headers['accept-language']),
      compact: hints.compact ?? looksCompact(request),
    };
    const wanted = await call('firstPageRequest', input);
    if (!wanted) return undefined;
    // The screens' modules load on first use: the first pages after a start (of the BFF, or of a
    // worker replacing one that failed) warm them, in the background, and render in the browser
    // meanwhile.
    if (warmIn !== worker?.starts) {
      ready ??= firstPages(request, wanted)
        .then(async (pages) => {
          if (pages !== undefined && (await call('prepare', input, pages)) === true) {
            warmIn = worker!.starts;
            return true;
          }
          return false;
        })
        .catch(() => false)
        .finally(() => (ready = undefined)); // not warm: the next page warms
      return undefined;
    }
    return {
      language: wanted.language,
      scheme: hints.scheme,
      finish: async () => {
        const pages = await firstPages(request, wanted).catch(() => undefined);
        return pages === undefined ? undefined : call('render', input, wanted, pages);
      },
    };
  };
}
