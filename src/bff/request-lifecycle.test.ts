import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { contractRoutes } from '@/server/contract-routes';
import { raw } from '../testing/auth-requests';
import { expectProblem } from '../testing/expect-problem';
import { signedIn } from '../testing/signed-in';
import type { BrowserClient } from '../testing/stack';
import { useStack } from '../testing/use-stack';
import { proxyInput } from './invalid-input';
import { requireRole } from './plugins/session';

// One request lifecycle for every route of the BFF: its sign-in and role are hooks of the route,
// checked before its input, and its input is checked by its schema before its handler, which never
// sees input that does not match (the handlers below would crash on it). The BFF's one error
// handler answers with the ProblemDetail of the wording the route declares.

/** What the test routes' handlers were run with. */
const ran: string[] = [];

const stack = useStack({
  beforeListen(app) {
    const api = contractRoutes(app);
    const body = z.object({ name: z.string().min(1) });
    const change = {
      schema: { params: z.object({ id: UuidSchema }), body },
      preValidation: requireRole('places:write'),
    };
    api.post('/bff/test-lifecycle/:id', change, async (request) => {
      ran.push(request.params.id);
      return { name: request.body.name.toUpperCase() };
    });
    const read = {
      schema: { querystring: z.object({ eshopId: UuidSchema }) },
      preValidation: requireRole('places:read'),
      config: { invalidInput: proxyInput },
    };
    api.get('/bff/test-lifecycle', read, async (request) => {
      ran.push(request.query.eshopId.toLowerCase());
      return { eshopId: request.query.eshopId };
    });
  },
});

const ID = '6f1c4a4e-6b8e-4f5f-9c39-2f1f0b1c7d2a';

describe('the request lifecycle', () => {
  let admin: BrowserClient;
  let staff: BrowserClient;
  let support: BrowserClient;
  beforeAll(async () => {
    admin = await signedIn(stack(), 'admin');
    staff = await signedIn(stack(), 'staff');
    support = await signedIn(stack(), 'support');
  });

  const post = (client: BrowserClient, path: string, json: unknown) =>
    client.fetch(path, { method: 'POST', json });
  const fields = (res: { data: { properties?: { errors?: { field: string }[] } } }) =>
    res.data.properties?.errors?.map((e) => e.field);

  it('never runs a handler with input that does not match its schema: a 400 names the field', async () => {
    ran.length = 0;
    const badBody = await post(staff, `/bff/test-lifecycle/${ID}`, { name: 42 });
    expectProblem(badBody, 400, '/problems/validation-error');
    expect(badBody.data.detail).toBe('The request is invalid.');
    expect(fields(badBody)).toEqual(['name']);
    const badPath = await post(staff, '/bff/test-lifecycle/not-a-uuid', { name: 'x' });
    expectProblem(badPath, 400, '/problems/validation-error');
    expect(fields(badPath)).toEqual(['id']);
    expect(ran).toEqual([]);
    const ok = await post(staff, `/bff/test-lifecycle/${ID}`, { name: 'box' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.data).toEqual({ name: 'BOX' });
    expect(ran).toEqual([ID]);
  });

  it('refuses by the role hook before the input is checked, and never runs the handler', async () => {
    ran.length = 0;
    expectProblem(await post(support, `/bff/test-lifecycle/${ID}`, { name: 42 }), 403, '/problems/forbidden');
    expectProblem(await post(support, '/bff/test-lifecycle/not-a-uuid', {}), 403, '/problems/forbidden');
    expectProblem(await raw(stack(), '/bff/test-lifecycle?eshopId=nope'), 401, '/problems/unauthenticated');
    expect(ran).toEqual([]);
  });

  it('answers in the wording the route declares (the proxy’s: the part, fields in the language asked)', async () => {
    ran.length = 0;
    const res = await support.fetch('/bff/test-lifecycle?eshopId=nope', {
      headers: { 'accept-language': 'cs' },
    });
    expectProblem(res, 400, '/problems/validation-error');
    expect(res.data.detail).toBe('The query is invalid.');
    expect(res.data.properties.errors).toEqual([{ field: 'eshopId', message: 'musí být UUID' }]);
    expect(ran).toEqual([]);
  });

  it('audits a change its hooks refuse as one its handler refuses; a bad path is not a change', async () => {
    const PLACES = '/api/v1/pickup-place';
    const OTHER_ESHOP = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb9';
    const place = (await staff.fetch(`${PLACES}?eshopId=${newPlaceBody().eshopId}&size=1`)).data.items[0];
    expectProblem(await support.fetch(`${PLACES}/${place.id}`, { method: 'DELETE' }), 403);
    const patch = (id: string, json: unknown) => staff.fetch(`${PLACES}/${id}`, { method: 'PATCH', json });
    expectProblem(await patch(place.id, { phone: 'call me' }), 400, '/problems/validation-error');
    expectProblem(await patch('not-a-uuid', { phone: 'call me' }), 400, '/problems/validation-error');
    const other = newPlaceBody({ eshopId: OTHER_ESHOP });
    expectProblem(await staff.fetch(PLACES, { method: 'POST', json: other }), 404);
    const audit = (await admin.fetch('/bff/audit?limit=3')).data.items;
    expect(audit).toMatchObject([
      { username: 'staff', operation: 'place.create', target: null, status: 404 },
      { username: 'staff', operation: 'place.update', target: place.id, status: 400 },
      { username: 'support', operation: 'place.delete', target: place.id, status: 403, outcome: 'denied' },
    ]);
  });
});
