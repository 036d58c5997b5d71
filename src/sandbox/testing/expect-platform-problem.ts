import { expect } from 'vitest';

// The platform's error format (README, "Where the specifications say 'not shown'": Errors): an
// application/problem+json body with type, title, status, detail and instance.

export interface PlatformProblem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  properties?: { errors?: { field: string; message: string }[] };
}

const PROBLEM_FIELDS = ['type', 'title', 'status', 'detail', 'instance'] as const;

/** Checks a ProblemDetail answer: media type, the five fields, the status echoed in the body. */
export function expectPlatformProblemBody(
  status: number,
  contentType: string | undefined | null,
  body: Record<string, unknown>,
) {
  expect(contentType ?? '').toMatch(/^application\/problem\+json/);
  for (const field of PROBLEM_FIELDS) expect(body, `field ${field}`).toHaveProperty(field);
  expect(body.status).toBe(status);
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(typeof body.instance).toBe('string');
}

/** A fetch answer that is a ProblemDetail of this status; gives its body for further checks. */
export async function expectPlatformProblem(res: Response, status: number): Promise<PlatformProblem> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expectPlatformProblemBody(status, res.headers.get('content-type'), body);
  return body as unknown as PlatformProblem;
}
