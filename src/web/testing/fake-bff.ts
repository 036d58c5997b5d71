import { vi } from 'vitest';

// The BFF at the network boundary only: the test answers each request the app's own api client
// sends through fetch, and reads back what was sent. No BFF runs in unit tests.

export interface SentRequest {
  method: string;
  /** Path and query, as the app asked for them. */
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** What the test answers: a status with a JSON body (a ProblemDetail for a failure). */
export type Answer = [status: number, body?: unknown];

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** Replaces fetch until the test ends (renderInApp restores it); returns the requests sent. */
export function fakeBff(answer: (request: SentRequest) => Answer | Promise<Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: String(input),
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const [status, body] = await answer(request);
      return json(status, body);
    }),
  );
  return sent;
}
