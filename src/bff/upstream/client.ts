import { Agent, request, type Dispatcher } from 'undici';
import { Problem } from '../problem';

// HTTP to the platform with undici: keep-alive pooling, a timeout on every call, and one retry of
// idempotent requests whose connection failed before any answer.

export type UpstreamResponse = Dispatcher.ResponseData;

export interface UpstreamCall {
  method: Dispatcher.HttpMethod;
  headers: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  /** A GET (or HEAD) may be sent again when the connection failed. */
  idempotent?: boolean;
}

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

export function upstreamFailure(error: unknown): Problem {
  const code = codeOf(error);
  if (code && TIMEOUTS.has(code)) {
    return new Problem(
      504,
      'upstream-timeout',
      'The platform did not answer in time',
      'The platform took too long to answer. Try again.',
    );
  }
  return new Problem(
    502,
    'upstream-unavailable',
    'The platform cannot be reached',
    'The platform could not be reached. Try again shortly.',
  );
}

export function createUpstreamClient(timeoutMs: number) {
  const agent = new Agent({
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 128,
  });

  return {
    async call(url: string, call: UpstreamCall): Promise<UpstreamResponse> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await request(url, {
            method: call.method,
            headers: call.headers,
            body: call.body,
            dispatcher: agent,
          });
        } catch (error) {
          const code = codeOf(error);
          if (attempt === 0 && call.idempotent && code && CONNECTION_FAILURES.has(code)) continue;
          throw upstreamFailure(error);
        }
      }
    },
    close: () => agent.close(),
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
