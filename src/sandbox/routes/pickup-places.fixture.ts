import { expect } from 'vitest';
import { DEMO_KEY, newPlaceBody, useTestSandbox } from '../testing/test-sandbox';

// What the pickup place route tests (pickup-places*.test.ts) share: a sandbox of their own and
// JSON calls to it that read the answer whole.

type Init = { method?: string; body?: unknown; key?: string | null; headers?: Record<string, string> };

/** Starts a sandbox for the file (or describe) and returns calls against it. */
export function placesApi() {
  const sandbox = useTestSandbox();

  async function call(path: string, init: Init = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key !== null) headers['x-api-key'] = init.key ?? DEMO_KEY;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${sandbox().url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  const list = (query: string, key?: string) => call(`/api/v1/pickup-place?${query}`, { key });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('/api/v1/pickup-place', { method: 'POST', body: newPlaceBody(overrides) });
    expect(res.status).toBe(201);
    return res;
  };

  return { sandbox, call, list, create };
}

/** The fields a 400 ProblemDetail names, in order. */
export const fieldsOf = (body: { properties?: { errors?: { field: string }[] } }) =>
  body.properties?.errors?.map((e) => e.field);
