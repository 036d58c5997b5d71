import { describe, expect, it } from 'vitest';
import { PNG, multipartBody } from '@/sandbox/testing/images';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { raw as bareRequest } from '@/testing/auth-requests';
import { useDeskWithRoles } from '@/testing/desk-with-roles';
import { expectProblem } from '@/testing/expect-problem';
import { type BrowserClient, DEMO_ESHOP, SHOWCASE_ORDER } from '@/testing/stack';

// The session plugin through real HTTP: /api needs a session, and mutating requests need the
// session's CSRF token. The Origin check and roles have files of their own (session-*.test.ts).

const BASE = '/api/v1/pickup-place';
const LIST = `${BASE}?eshopId=${DEMO_ESHOP}`;
const UNKNOWN_ID = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';

const desk = useDeskWithRoles();

/** A request with exactly these headers: no automatic cookie or CSRF token. */
const raw = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  bareRequest(desk.stack, path, init);

/** The client's session cookie with the given extra headers (and no CSRF token unless given). */
const withSession = (client: BrowserClient, headers: Record<string, string> = {}) => ({
  cookie: client.cookie,
  ...headers,
});

describe('every /api request needs a session', () => {
  const image = multipartBody(PNG);
  const requests: [string, string, RequestInit & { json?: unknown }][] = [
    ['GET', LIST, {}],
    ['GET', `${BASE}?eshopId=not-a-uuid`, {}],
    ['GET', `${BASE}/${UNKNOWN_ID}`, {}],
    ['GET', `${BASE}/not-a-uuid`, {}],
    ['POST', BASE, { json: newPlaceBody() }],
    ['POST', BASE, { json: {} }],
    ['PATCH', `${BASE}/${UNKNOWN_ID}`, { json: { name: 'x' } }],
    ['DELETE', `${BASE}/${UNKNOWN_ID}`, {}],
    [
      'POST',
      `${BASE}/${UNKNOWN_ID}/image`,
      { body: image.body, headers: { 'content-type': image.contentType } },
    ],
    ['GET', `/api/v1/order/${SHOWCASE_ORDER}`, {}],
    ['GET', '/api/v1/order/not-a-uuid', {}],
  ];

  it.each(requests)('%s %s without a session → 401 ProblemDetail', async (method, path, init) => {
    expectProblem(await raw(path, { method, ...init }), 401);
  });

  it('treats an unknown session cookie like none, even with some CSRF token', async () => {
    const headers = { cookie: 'pd_session=made-up-value', 'x-csrf-token': 'made-up-token' };
    expectProblem(await raw(LIST, { headers }), 401);
    expectProblem(await raw(BASE, { method: 'POST', headers, json: newPlaceBody() }), 401);
    expectProblem(await raw(`/api/v1/order/${SHOWCASE_ORDER}`, { headers }), 401);
  });

  it('does not call the platform without a session: nothing is created', async () => {
    const body = newPlaceBody({ originPickupPlaceId: 'NO-SESSION-1' });
    expectProblem(await raw(BASE, { method: 'POST', json: body }), 401);
    await desk.expectNoPlaceWithOrigin('NO-SESSION-1');
  });
});

describe('CSRF token on mutating requests', () => {
  const image = multipartBody(PNG);
  const mutations = (): [string, string, RequestInit & { json?: unknown }][] => [
    ['POST', BASE, { json: newPlaceBody({ originPickupPlaceId: 'CSRF-1' }) }],
    ['PATCH', `${BASE}/${desk.placeId}`, { json: { name: 'Changed without a token' } }],
    ['DELETE', `${BASE}/${desk.placeId}`, {}],
    [
      'POST',
      `${BASE}/${desk.placeId}/image`,
      { body: image.body, headers: { 'content-type': image.contentType } },
    ],
    ['POST', '/auth/platform/disconnect', {}],
    ['POST', '/auth/logout', {}],
  ];

  it('refuses every mutation with a session but without X-CSRF-Token (403 ProblemDetail)', async () => {
    for (const [method, path, init] of mutations()) {
      const headers = withSession(desk.staff, (init.headers as Record<string, string>) ?? {});
      const res = await raw(path, { ...init, method, headers });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      expectProblem(res, 403);
    }
    await desk.expectPlaceUntouched();
    expect((await desk.staff.fetch('/auth/session')).status).toBe(200);
  });

  it('refuses a wrong token, another session’s token and an empty one (403)', async () => {
    for (const token of ['wrong-token', desk.admin.csrf, '']) {
      for (const [method, path, init] of mutations()) {
        const headers = withSession(desk.staff, {
          ...((init.headers as Record<string, string>) ?? {}),
          'x-csrf-token': token,
        });
        const res = await raw(path, { ...init, method, headers });
        expect({ token, method, path, status: res.status }).toEqual({ token, method, path, status: 403 });
        expectProblem(res, 403);
      }
    }
    await desk.expectPlaceUntouched();
    expect((await desk.staff.fetch('/auth/session')).status).toBe(200);
  });

  it('does not need the token for reads', async () => {
    expect((await raw(LIST, { headers: withSession(desk.support) })).status).toBe(200);
    expect((await raw('/auth/session', { headers: withSession(desk.support) })).status).toBe(200);
  });

  it('accepts the session’s own token', async () => {
    const res = await desk.staff.fetch('/auth/platform/disconnect', { method: 'POST' });
    expect(res.status).toBe(204);
  });
});
