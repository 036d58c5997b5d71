import { expect } from 'vitest';

/** What a stack trace, a source path or an internal error code looks like in an answer. */
const SERVER_INSIDES = /\n\s+at |node_modules|\.ts:\d+|FST_|ERR_/;

/** An answer of the BFF read whole: a BrowserClient's, or one read off a raw socket. */
export interface ReadAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * A ProblemDetail of this status (and of this type, when given) with a title and a detail, that
 * shows nothing of the server's insides.
 */
export function expectProblem(res: ReadAnswer, status: number, type?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/problem\+json/);
  const body = JSON.parse(res.text) as { type: string };
  expect(body).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
  });
  if (type) expect(body.type).toBe(type);
  expect(res.text).not.toMatch(SERVER_INSIDES);
}
