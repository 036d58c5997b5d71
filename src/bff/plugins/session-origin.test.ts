import { describe, expect, it } from 'vitest';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { raw } from '@/testing/auth-requests';
import { useDeskWithRoles } from '@/testing/desk-with-roles';
import { expectProblem } from '@/testing/expect-problem';

// The session plugin's Origin check: a change (or a sign-in) must come from one of the app's
// public origins, whatever session and CSRF token it carries.

const BASE = '/api/v1/pickup-place';

const desk = useDeskWithRoles();

describe('Origin check', () => {
  it('refuses a cross-origin POST even with a valid session and CSRF token (403)', async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `http://127.0.0.1:1`,
      desk.stack.bffUrl.replace('http:', 'https:'),
    ]) {
      const create = await desk.staff.fetch(BASE, {
        method: 'POST',
        headers: { origin },
        json: newPlaceBody({ originPickupPlaceId: 'EVIL-1' }),
      });
      expect({ origin, status: create.status }).toEqual({ origin, status: 403 });
      expectProblem(create, 403);
    }
    expectProblem(
      await desk.staff.fetch(`${BASE}/${desk.placeId}`, {
        method: 'PATCH',
        headers: { origin: 'http://evil.example' },
        json: { name: 'Evil' },
      }),
      403,
    );
    expectProblem(
      await desk.staff.fetch(`${BASE}/${desk.placeId}`, {
        method: 'DELETE',
        headers: { origin: 'http://evil.example' },
      }),
      403,
    );
    expectProblem(
      await desk.staff.fetch('/auth/platform/disconnect', {
        method: 'POST',
        headers: { origin: 'http://evil.example' },
      }),
      403,
    );
    await desk.expectPlaceUntouched();
    await desk.expectNoPlaceWithOrigin('EVIL-1');
  });

  it('refuses a cross-origin sign-in (login CSRF)', async () => {
    const res = await raw(desk.stack, '/auth/login', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      json: { username: 'admin', password: 'demo' },
    });
    expectProblem(res, 403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('allows a same-origin Origin header', async () => {
    const create = await desk.staff.fetch(BASE, {
      method: 'POST',
      headers: { origin: desk.stack.bffUrl },
      json: newPlaceBody(),
    });
    expect(create.status).toBe(201);
    expect(
      (
        await desk.staff.fetch(`${BASE}/${create.data.id}`, {
          method: 'DELETE',
          headers: { origin: desk.stack.bffUrl },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await desk.staff.fetch('/auth/platform/disconnect', {
          method: 'POST',
          headers: { origin: desk.stack.bffUrl },
        })
      ).status,
    ).toBe(204);
    const login = await raw(desk.stack, '/auth/login', {
      method: 'POST',
      headers: { origin: desk.stack.bffUrl },
      json: { username: 'support', password: 'demo' },
    });
    expect(login.status).toBe(200);
  });
});
