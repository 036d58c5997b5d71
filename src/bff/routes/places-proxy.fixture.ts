import { expect } from 'vitest';

// Shared by the place proxy tests (places-proxy*.test.ts).

export const PLACES = '/api/v1/pickup-place';

/** Headers the browser must never get from the platform. */
export function expectNoUpstreamSecrets(headers: Headers) {
  expect(headers.getSetCookie()).toEqual([]);
  expect(headers.get('www-authenticate')).toBeNull();
}
