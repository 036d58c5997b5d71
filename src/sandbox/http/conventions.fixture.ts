import { expect } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { DEMO_ESHOP, DEMO_KEY, newPlaceBody, useTestSandbox } from '../testing/test-sandbox';

// What the convention tests (conventions*.test.ts) share: a sandbox of their own and the pickup
// place list they check the conventions on.

export const LIST = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;
export const PLACES = '/api/v1/pickup-place';

/** Starts a sandbox for the file and returns calls against it with the demo key. */
export function conventionsSandbox() {
  const sandbox = useTestSandbox();

  /** A request through node:http: no transparent decompression, any header allowed, raw bytes back. */
  const raw = (
    method: string,
    path: string,
    headers: Record<string, string | number> = {},
    body?: Buffer | string,
  ) => rawRequest(sandbox().url, method, path, headers, body);

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox().url}${path}`, {
      ...init,
      headers: { 'X-API-Key': DEMO_KEY, ...(init.headers as Record<string, string>) },
    });

  async function createPlace(): Promise<string> {
    const res = await api(PLACES, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(newPlaceBody()),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  return { sandbox, raw, api, createPlace };
}
