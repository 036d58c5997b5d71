import type { DriftRecorder } from './drift-recorder';
import { Agent, request, type Dispatcher } from 'undici';
import { Problem } from '../problem';

// HTTP to the platform with undici: keep-alive pooling, a timeout on every call, one retry of
// idempotent requests whose connection failed before any answer, cancellation by the caller (a
// browser that went away must not keep a pooled socket busy), and a shutdown with a deadline.

export type UpstreamResponse = Dispatcher.ResponseData;

export interface UpstreamCall {
  method: Dispatcher.HttpMethod;
  headers: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  /** A GET (or HEAD) may be sent again when the connection failed. */
  idempotent?: boolean;
  /** Aborts the call (and its answer's body): the browser went away, or the BFF gave up. */
  signal?: AbortSignal;
}

/** Sockets per platform origin. */
export const DEFAULT_CONNECTIONS = 128;

const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const TIMEOUTS = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

export const isUpstreamTimeout = (error: unknown) => TIMEOUTS.has(codeOf(error) ?? '');

export const upstreamTimeout = () =>
  new Problem(
    504,
    'upstream-timeout',
    'The platform did not answer in time',
    'The platform took too long to answer. Try again.',
  );

export function upstreamFailure(error: unknown): Problem {
  if (error instanceof Problem) return error;
  if (isUpstreamTimeout(error)) return upstreamTimeout();
  return new Problem(
    502,
    'upstream-unavailable',
    'The platform cannot be reached',
    'The platform could not be reached. Try again shortly.',
  );
}

/**
 * The credentials sent with each answer's request, so an error text echoing one of them can be
 * recognised and dropped (normalize.ts) without every caller having to pass them along.
 */
const credentialsIn = (headers: Record<string, string>) =>
  [headers['x-api-key'], headers.authorization?.replace(/^\w+ /, '')].filter(
    (v): v is string => typeof v === 'string' && v.length >= 8,
  );
const sentHeaders = new WeakMap<object, Record<string, string>>();
/** Looked up only when an error text is read, not for every answer. */
export const secretsSentFor = (res: UpstreamResponse): string[] => {
  const headers = sentHeaders.get(res);
  return headers ? credentialsIn(headers) : [];
};

export interface PoolLoad {
  /** Requests on a socket, per origin, at the busiest origin. */
  running: number;
  /** Requests waiting for a socket there. */
  queued: number;
  connections: number;
  saturated: boolean;
}

export function createUpstreamClient(timeoutMs: number, options: { connections?: number } = {}) {
  const connections = options.connections ?? DEFAULT_CONNECTIONS;
  const agent = new Agent({
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    connections,
  });

  /** Requests sent or waiting, over every origin. */
  const busy = () =>
    Object.values(agent.stats).reduce((sum, stats) => {
      const s = stats as { running?: number; pending?: number };
      return sum + (s.running ?? 0) + (s.pending ?? 0);
    }, 0);

  return {
    async call(url: string, call: UpstreamCall): Promise<UpstreamResponse> {
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await request(url, {
            method: call.method,
            headers: call.headers,
            body: call.body,
            signal: call.signal,
            dispatcher: agent,
          });
          sentHeaders.set(res, call.headers);
          return res;
        } catch (error) {
          // Aborted by the BFF for a reason of its own (an idle upload): that reason is the answer.
          if (call.signal?.aborted && call.signal.reason instanceof Problem) throw call.signal.reason;
          const code = codeOf(error);
          if (attempt === 0 && call.idempotent && code && CONNECTION_FAILURES.has(code)) continue;
          throw upstreamFailure(error);
        }
      }
    },

    /** How busy the pool is: saturated when every socket of an origin is taken. */
    load(): PoolLoad {
      let running = 0;
      let queued = 0;
      for (const stats of Object.values(agent.stats)) {
        const s = stats as { running?: number; queued?: number; pending?: number };
        running = Math.max(running, s.running ?? 0);
        queued = Math.max(queued, s.queued ?? s.pending ?? 0);
      }
      return { running, queued, connections, saturated: running >= connections };
    },

    /**
     * Lets calls in flight finish for `graceMs`, then destroys every socket: calls still running
     * fail at once (and their browsers get a 502) instead of holding the shutdown up. Not
     * agent.close() first: it forgets its pools, after which destroy() can no longer reach them.
     */
    async close(graceMs = 3000) {
      const end = Date.now() + graceMs;
      while (busy() > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
      await agent.destroy().catch(() => undefined);
    },
    /** Fails every call in flight now. */
    destroy: () => agent.destroy().catch(() => undefined),
  };
}

/**
 * The platform's connection: its calls, and what hears the answers' drift (what this version does
 * not know, issue 42) wherever the answers are read.
 */
export type UpstreamClient = ReturnType<typeof createUpstreamClient> & { drift?: DriftRecorder };
