import { describe, expect, it } from 'vitest';
import { PNG, multipartBody } from '@/sandbox/testing/images';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { raw } from '@/testing/auth-requests';
import { useDeskWithRoles } from '@/testing/desk-with-roles';
import { expectProblem } from '@/testing/expect-problem';
import { BrowserClient, DEMO_ESHOP, SHOWCASE_ORDER } from '@/testing/stack';

// Roles decide what a signed-in user may do (support reads, staff and admin change places), a
// role change applies at once, and admins read the audit log of what was done and refused.

const BASE = '/api/v1/pickup-place';
const LIST = `${BASE}?eshopId=${DEMO_ESHOP}`;

const desk = useDeskWithRoles();

describe('roles', () => {
  let createdByStaff: string;

  it('lets support read places and orders', async () => {
    const list = await desk.support.fetch(LIST);
    expect(list.status).toBe(200);
    expect(list.data.items.length).toBeGreaterThan(0);
    expect((await desk.support.fetch(`${BASE}/${desk.placeId}`)).status).toBe(200);
    expect((await desk.support.fetch(`/api/v1/order/${SHOWCASE_ORDER}`)).status).toBe(200);
  });

  it('refuses support any change to places (403), leaving the place as it was', async () => {
    const image = multipartBody(PNG);
    expectProblem(
      await desk.support.fetch(BASE, {
        method: 'POST',
        json: newPlaceBody({ originPickupPlaceId: 'SUPPORT-1' }),
      }),
      403,
    );
    expectProblem(
      await desk.support.fetch(`${BASE}/${desk.placeId}`, {
        method: 'PATCH',
        json: { name: 'Changed by support' },
      }),
      403,
    );
    expectProblem(await desk.support.fetch(`${BASE}/${desk.placeId}`, { method: 'DELETE' }), 403);
    expectProblem(
      await desk.support.fetch(`${BASE}/${desk.placeId}/image`, {
        method: 'POST',
        body: image.body,
        headers: { 'content-type': image.contentType },
      }),
      403,
    );
    await desk.expectPlaceUntouched();
    await desk.expectNoPlaceWithOrigin('SUPPORT-1');
  });

  it('refuses support a change even when the body is invalid (403 before validation)', async () => {
    expectProblem(await desk.support.fetch(BASE, { method: 'POST', json: {} }), 403);
  });

  it('lets staff read orders, and create, change and delete places', async () => {
    expect((await desk.staff.fetch(`/api/v1/order/${SHOWCASE_ORDER}`)).status).toBe(200);
    const create = await desk.staff.fetch(BASE, {
      method: 'POST',
      json: newPlaceBody({ name: 'Staff výdejna' }),
    });
    expect(create.status).toBe(201);
    createdByStaff = create.data.id;
    expect(create.headers.get('location')).toContain(createdByStaff);
    const patch = await desk.staff.fetch(`${BASE}/${createdByStaff}`, {
      method: 'PATCH',
      json: { name: 'Staff výdejna 2' },
    });
    expect(patch.status).toBe(200);
    expect(patch.data.name).toBe('Staff výdejna 2');
    const other = await desk.staff.fetch(BASE, { method: 'POST', json: newPlaceBody() });
    expect(other.status).toBe(201);
    expect((await desk.staff.fetch(`${BASE}/${other.data.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await desk.staff.fetch(`${BASE}/${other.data.id}`)).status).toBe(404);
  });

  it('lets admin change places', async () => {
    const create = await desk.admin.fetch(BASE, { method: 'POST', json: newPlaceBody() });
    expect(create.status).toBe(201);
    expect((await desk.admin.fetch(`${BASE}/${create.data.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('applies a role change to a live session at once', async () => {
    await desk.stack.bff.users.add('gina', 'gina-pass-1', 'staff');
    const gina = new BrowserClient(desk.stack.bffUrl);
    expect((await gina.login('gina', 'gina-pass-1')).status).toBe(200);
    await desk.stack.bff.users.setRole('gina', 'support');
    expect((await gina.fetch('/auth/session')).data.user).toEqual({ username: 'gina', role: 'support' });
    expectProblem(
      await gina.fetch(`${BASE}/${desk.placeId}`, { method: 'PATCH', json: { name: 'Changed by gina' } }),
      403,
    );
    await desk.expectPlaceUntouched();
  });

  describe('audit log', () => {
    it('is only for signed-in admins: 401 without a session, 403 for staff and support', async () => {
      expectProblem(await raw(desk.stack, '/bff/audit'), 401);
      expectProblem(await desk.staff.fetch('/bff/audit'), 403);
      expectProblem(await desk.support.fetch('/bff/audit'), 403);
    });

    it('lists staff’s create with its target, and support’s refused attempts as denied', async () => {
      const res = await desk.admin.fetch('/bff/audit?limit=500');
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
          target: desk.placeId,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          username: 'support',
          operation: 'place.delete',
          outcome: 'denied',
          status: 403,
          target: desk.placeId,
        }),
      );
      for (const item of items) expect(Number.isNaN(Date.parse(item.at))).toBe(false);
      // Newest first.
      const ids = (res.data.items as { id: number }[]).map((i) => i.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('honours limit and before, and rejects a bad limit with 400 ProblemDetail', async () => {
      const one = await desk.admin.fetch('/bff/audit?limit=1');
      expect(one.status).toBe(200);
      expect(one.data.items).toHaveLength(1);
      const newest = one.data.items[0].id as number;
      const older = await desk.admin.fetch(`/bff/audit?limit=500&before=${newest}`);
      expect(older.status).toBe(200);
      expect(older.data.items.length).toBeGreaterThan(0);
      for (const item of older.data.items as { id: number }[]) expect(item.id).toBeLessThan(newest);
      expectProblem(await desk.admin.fetch('/bff/audit?limit=0'), 400);
      expectProblem(await desk.admin.fetch('/bff/audit?limit=abc'), 400);
    });
  });
});
