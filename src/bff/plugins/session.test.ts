import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlaceBody } from '../../sandbox/testing/test-sandbox';
import { BrowserClient, DEMO_ESHOP, SHOWCASE_ORDER, startStack, type Stack } from '../../testing/stack';
import { expectProblem } from '../../testing/expect-problem';

// The session plugin through real HTTP: /api needs a session, mutating requests need the CSRF token
// and a same-site Origin, roles decide what a user may do, and admins can read the audit log.

const BASE = '/api/v1/pickup-place';
const LIST = `${BASE}?eshopId=${DEMO_ESHOP}`;
const UNKNOWN_ID = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';

/** A small multipart body with one PNG-looking file part. */
function multipartImage() {
  const boundary = '----pickupdesk-test-boundary';
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

let stack: Stack;
let admin: BrowserClient;
let staff: BrowserClient;
let support: BrowserClient;
/** A seeded place of the demo e-shop, used as the target of refused changes. */
let placeId: string;
let placeName: string;

beforeAll(async () => {
  stack = await startStack();
  admin = new BrowserClient(stack.bffUrl);
  staff = new BrowserClient(stack.bffUrl);
  support = new BrowserClient(stack.bffUrl);
  await Promise.all([admin.login('admin'), staff.login('staff'), support.login('support')]);
  const list = await admin.fetch(`${LIST}&limit=1`);
  expect(list.status).toBe(200);
  placeId = list.data.items[0].id;
  placeName = list.data.items[0].name;
});
afterAll(() => stack?.close());

/** A request with exactly these headers: no automatic cookie or CSRF token. */
function raw(path: string, init: RequestInit & { json?: unknown } = {}) {
  return new BrowserClient(stack.bffUrl).fetch(path, init);
}

/** The client's session cookie with the given extra headers (and no CSRF token unless given). */
const withSession = (client: BrowserClient, headers: Record<string, string> = {}) => ({
  cookie: client.cookie,
  ...headers,
});

async function expectPlaceUntouched() {
  const res = await admin.fetch(`${BASE}/${placeId}`);
  expect(res.status).toBe(200);
  expect(res.data.name).toBe(placeName);
}

describe('every /api request needs a session', () => {
  const image = multipartImage();
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
    const list = await admin.fetch(`${LIST}&limit=500`);
    expect(
      list.data.items.some((p: { originPickupPlaceId: string }) => p.originPickupPlaceId === 'NO-SESSION-1'),
    ).toBe(false);
  });
});

describe('CSRF token on mutating requests', () => {
  const image = multipartImage();
  const mutations = (): [string, string, RequestInit & { json?: unknown }][] => [
    ['POST', BASE, { json: newPlaceBody({ originPickupPlaceId: 'CSRF-1' }) }],
    ['PATCH', `${BASE}/${placeId}`, { json: { name: 'Changed without a token' } }],
    ['DELETE', `${BASE}/${placeId}`, {}],
    [
      'POST',
      `${BASE}/${placeId}/image`,
      { body: image.body, headers: { 'content-type': image.contentType } },
    ],
    ['POST', '/auth/platform/disconnect', {}],
    ['POST', '/auth/logout', {}],
  ];

  it('refuses every mutation with a session but without X-CSRF-Token (403 ProblemDetail)', async () => {
    for (const [method, path, init] of mutations()) {
      const headers = withSession(staff, (init.headers as Record<string, string>) ?? {});
      const res = await raw(path, { ...init, method, headers });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      expectProblem(res, 403);
    }
    await expectPlaceUntouched();
    expect((await staff.fetch('/auth/session')).status).toBe(200);
  });

  it('refuses a wrong token, another session’s token and an empty one (403)', async () => {
    for (const token of ['wrong-token', admin.csrf, '']) {
      for (const [method, path, init] of mutations()) {
        const headers = withSession(staff, {
          ...((init.headers as Record<string, string>) ?? {}),
          'x-csrf-token': token,
        });
        const res = await raw(path, { ...init, method, headers });
        expect({ token, method, path, status: res.status }).toEqual({ token, method, path, status: 403 });
        expectProblem(res, 403);
      }
    }
    await expectPlaceUntouched();
    expect((await staff.fetch('/auth/session')).status).toBe(200);
  });

  it('does not need the token for reads', async () => {
    expect((await raw(LIST, { headers: withSession(support) })).status).toBe(200);
    expect((await raw('/auth/session', { headers: withSession(support) })).status).toBe(200);
  });

  it('accepts the session’s own token', async () => {
    const res = await staff.fetch('/auth/platform/disconnect', { method: 'POST' });
    expect(res.status).toBe(204);
  });
});

describe('Origin check', () => {
  it('refuses a cross-origin POST even with a valid session and CSRF token (403)', async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `http://127.0.0.1:1`,
      stack.bffUrl.replace('http:', 'https:'),
    ]) {
      const create = await staff.fetch(BASE, {
        method: 'POST',
        headers: { origin },
        json: newPlaceBody({ originPickupPlaceId: 'EVIL-1' }),
      });
      expect({ origin, status: create.status }).toEqual({ origin, status: 403 });
      expectProblem(create, 403);
    }
    expectProblem(
      await staff.fetch(`${BASE}/${placeId}`, {
        method: 'PATCH',
        headers: { origin: 'http://evil.example' },
        json: { name: 'Evil' },
      }),
      403,
    );
    expectProblem(
      await staff.fetch(`${BASE}/${placeId}`, {
        method: 'DELETE',
        headers: { origin: 'http://evil.example' },
      }),
      403,
    );
    expectProblem(
      await staff.fetch('/auth/platform/disconnect', {
        method: 'POST',
        headers: { origin: 'http://evil.example' },
      }),
      403,
    );
    await expectPlaceUntouched();
    const list = await admin.fetch(`${LIST}&limit=500`);
    expect(
      list.data.items.some((p: { originPickupPlaceId: string }) => p.originPickupPlaceId === 'EVIL-1'),
    ).toBe(false);
  });

  it('refuses a cross-origin sign-in (login CSRF)', async () => {
    const res = await raw('/auth/login', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      json: { username: 'admin', password: 'demo' },
    });
    expectProblem(res, 403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('allows a same-origin Origin header', async () => {
    const create = await staff.fetch(BASE, {
      method: 'POST',
      headers: { origin: stack.bffUrl },
      json: newPlaceBody(),
    });
    expect(create.status).toBe(201);
    expect(
      (
        await staff.fetch(`${BASE}/${create.data.id}`, {
          method: 'DELETE',
          headers: { origin: stack.bffUrl },
        })
      ).status,
    ).toBe(204);
    expect(
      (await staff.fetch('/auth/platform/disconnect', { method: 'POST', headers: { origin: stack.bffUrl } }))
        .status,
    ).toBe(204);
    const login = await raw('/auth/login', {
      method: 'POST',
      headers: { origin: stack.bffUrl },
      json: { username: 'support', password: 'demo' },
    });
    expect(login.status).toBe(200);
  });
});

describe('roles', () => {
  let createdByStaff: string;

  it('lets support read places and orders', async () => {
    const list = await support.fetch(LIST);
    expect(list.status).toBe(200);
    expect(list.data.items.length).toBeGreaterThan(0);
    expect((await support.fetch(`${BASE}/${placeId}`)).status).toBe(200);
    expect((await support.fetch(`/api/v1/order/${SHOWCASE_ORDER}`)).status).toBe(200);
  });

  it('refuses support any change to places (403), leaving the place as it was', async () => {
    const image = multipartImage();
    expectProblem(
      await support.fetch(BASE, { method: 'POST', json: newPlaceBody({ originPickupPlaceId: 'SUPPORT-1' }) }),
      403,
    );
    expectProblem(
      await support.fetch(`${BASE}/${placeId}`, { method: 'PATCH', json: { name: 'Changed by support' } }),
      403,
    );
    expectProblem(await support.fetch(`${BASE}/${placeId}`, { method: 'DELETE' }), 403);
    expectProblem(
      await support.fetch(`${BASE}/${placeId}/image`, {
        method: 'POST',
        body: image.body,
        headers: { 'content-type': image.contentType },
      }),
      403,
    );
    await expectPlaceUntouched();
    const list = await admin.fetch(`${LIST}&limit=500`);
    expect(
      list.data.items.some((p: { originPickupPlaceId: string }) => p.originPickupPlaceId === 'SUPPORT-1'),
    ).toBe(false);
  });

  it('refuses support a change even when the body is invalid (403 before validation)', async () => {
    expectProblem(await support.fetch(BASE, { method: 'POST', json: {} }), 403);
  });

  it('lets staff read orders, and create, change and delete places', async () => {
    expect((await staff.fetch(`/api/v1/order/${SHOWCASE_ORDER}`)).status).toBe(200);
    const create = await staff.fetch(BASE, { method: 'POST', json: newPlaceBody({ name: 'Staff výdejna' }) });
    expect(create.status).toBe(201);
    createdByStaff = create.data.id;
    expect(create.headers.get('location')).toContain(createdByStaff);
    const patch = await staff.fetch(`${BASE}/${createdByStaff}`, {
      method: 'PATCH',
      json: { name: 'Staff výdejna 2' },
    });
    expect(patch.status).toBe(200);
    expect(patch.data.name).toBe('Staff výdejna 2');
    const other = await staff.fetch(BASE, { method: 'POST', json: newPlaceBody() });
    expect(other.status).toBe(201);
    expect((await staff.fetch(`${BASE}/${other.data.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await staff.fetch(`${BASE}/${other.data.id}`)).status).toBe(404);
  });

  it('lets admin change places', async () => {
    const create = await admin.fetch(BASE, { method: 'POST', json: newPlaceBody() });
    expect(create.status).toBe(201);
    expect((await admin.fetch(`${BASE}/${create.data.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('applies a role change to a live session at once', async () => {
    await stack.bff.users.add('gina', 'gina-pass-1', 'staff');
    const gina = new BrowserClient(stack.bffUrl);
    expect((await gina.login('gina', 'gina-pass-1')).status).toBe(200);
    stack.bff.users.setRole('gina', 'support');
    expect((await gina.fetch('/auth/session')).data.user).toEqual({ username: 'gina', role: 'support' });
    expectProblem(
      await gina.fetch(`${BASE}/${placeId}`, { method: 'PATCH', json: { name: 'Changed by gina' } }),
      403,
    );
    await expectPlaceUntouched();
  });

  describe('audit log', () => {
    it('is only for signed-in admins: 401 without a session, 403 for staff and support', async () => {
      expectProblem(await raw('/bff/audit'), 401);
      expectProblem(await staff.fetch('/bff/audit'), 403);
      expectProblem(await support.fetch('/bff/audit'), 403);
    });

    it('lists staff’s create with its target, and support’s refused attempts as denied', async () => {
      const res = await admin.fetch('/bff/audit?limit=500');
      expect(res.status).toBe(200);
      const items = res.data.items as {
        username: string;
        role: string;
        operation: string;
        target: string | null;
        status: number;
        outcome: string;
        at: string;
      }[];
      expect(items).toContainEqual(
        expect.objectContaining({
          username: 'staff',
          role: 'staff',
          operation: 'place.create',
          outcome: 'success',
          target: createdByStaff,
          status: 201,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          username: 'staff',
          operation: 'place.update',
          outcome: 'success',
          target: createdByStaff,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          username: 'support',
          role: 'support',
          operation: 'place.create',
          outcome: 'denied',
          status: 403,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          username: 'support',
          operation: 'place.update',
          outcome: 'denied',
          status: 403,
          target: placeId,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          username: 'support',
          operation: 'place.delete',
          outcome: 'denied',
          status: 403,
          target: placeId,
        }),
      );
      for (const item of items) expect(Number.isNaN(Date.parse(item.at))).toBe(false);
      // Newest first.
      const ids = (res.data.items as { id: number }[]).map((i) => i.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('honours limit and before, and rejects a bad limit with 400 ProblemDetail', async () => {
      const one = await admin.fetch('/bff/audit?limit=1');
      expect(one.status).toBe(200);
      expect(one.data.items).toHaveLength(1);
      const newest = one.data.items[0].id as number;
      const older = await admin.fetch(`/bff/audit?limit=500&before=${newest}`);
      expect(older.status).toBe(200);
      expect(older.data.items.length).toBeGreaterThan(0);
      for (const item of older.data.items as { id: number }[]) expect(item.id).toBeLessThan(newest);
      expectProblem(await admin.fetch('/bff/audit?limit=0'), 400);
      expectProblem(await admin.fetch('/bff/audit?limit=abc'), 400);
    });
  });
});
