import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { NO_PASSWORD } from '../store/users';

// The accounts for administrators through HTTP: added with a password that then signs in, a role
// changed, disabled (its sessions end) and enabled, a password reset; never oneself disabled or
// demoted, nor the last administrator, nor a password set on an account of single sign-on; 400
// naming the field, 403 for staff, a CSRF token needed, and every change in the audit log.

const stack = useStack();
const USERS = '/bff/users';

describe('the accounts (admins)', () => {
  let admin: BrowserClient;
  beforeAll(async () => {
    admin = await signedIn(stack(), 'admin');
  });
  const add = (json: unknown) => admin.fetch(USERS, { method: 'POST', json });
  const change = (name: string, json: unknown, client = admin) =>
    client.fetch(`${USERS}/${name}`, { method: 'PATCH', json });

  it('adds an account that signs in, changes its role, disables and enables it, resets its password', async () => {
    const made = await add({ username: 'jana.nova', role: 'staff', password: 'heslo-12345' });
    expect(made.status, made.text).toBe(201);
    expect(made.data).toMatchObject({ username: 'jana.nova', role: 'staff', disabled: false, sso: false });
    expectProblem(await add({ username: 'Jana.Nova', role: 'staff', password: 'heslo-12345' }), 409);
    const jana = await signedIn(stack(), 'jana.nova', 'heslo-12345');

    expect((await change('jana.nova', { role: 'support' })).data.role).toBe('support');
    const disabled = await change('jana.nova', { disabled: true });
    expect(disabled.data.disabled).toBe(true);
    expect((await jana.fetch('/auth/session')).status).toBe(401);
    expect((await new BrowserClient(stack().bffUrl).login('jana.nova', 'heslo-12345')).status).toBe(401);
    await change('jana.nova', { disabled: false });

    const reset = await admin.fetch(`${USERS}/jana.nova/password`, {
      method: 'POST',
      json: { password: 'nove-heslo-678' },
    });
    expect(reset.status, reset.text).toBe(204);
    await signedIn(stack(), 'jana.nova', 'nove-heslo-678');

    const list = await admin.fetch(USERS);
    expect(list.data.items.find((u: { username: string }) => u.username === 'jana.nova')).toMatchObject({
      role: 'support',
      disabled: false,
    });
    const audit = await admin.fetch('/bff/audit?operation=user&limit=20');
    expect(
      audit.data.items.map((e: { operation: string; target: string }) => `${e.operation} ${e.target}`),
    ).toEqual([
      'user.password jana.nova',
      'user.change jana.nova: enabled',
      'user.change jana.nova: disabled',
      'user.change jana.nova: role support',
      'user.add Jana.Nova (staff)',
      'user.add jana.nova (staff)',
    ]);
  });

  it('never disables or demotes oneself or the last administrator', async () => {
    expectProblem(await change('admin', { disabled: true }), 409, '/problems/conflict');
    expectProblem(await change('admin', { role: 'staff' }), 409, '/problems/conflict');
    expect((await change('admin', { role: 'admin', disabled: false })).status).toBe(200);
    // A second administrator may not take the first's place as the last one either.
    await add({ username: 'druhy', role: 'admin', password: 'heslo-12345' });
    const second = await signedIn(stack(), 'druhy', 'heslo-12345');
    expect((await change('druhy', { disabled: true })).status).toBe(200);
    expect((await second.fetch('/auth/session')).status).toBe(401);
    await change('druhy', { disabled: false });
    const again = await signedIn(stack(), 'druhy', 'heslo-12345');
    expect((await change('druhy', { role: 'staff' })).status).toBe(200);
    expectProblem(await change('admin', { role: 'staff' }, again), 403);
  });

  it('offers no password to an account of single sign-on', async () => {
    const db = stack().bff.db;
    await add({ username: 'sso.user', role: 'staff', password: 'heslo-12345' });
    await db
      .updateTable('users')
      .set({ password_hash: NO_PASSWORD })
      .where('username', '=', 'sso.user')
      .execute();
    const listed = (await admin.fetch(USERS)).data.items.find(
      (u: { username: string }) => u.username === 'sso.user',
    );
    expect(listed.sso).toBe(true);
    const reset = await admin.fetch(`${USERS}/sso.user/password`, {
      method: 'POST',
      json: { password: 'x'.repeat(9) },
    });
    expectProblem(reset, 409, '/problems/conflict');
  });

  it('answers 400 naming the field, 404 for no such user, 403 for staff and without CSRF', async () => {
    const short = await add({ username: 'kratke', role: 'staff', password: 'short' });
    expectProblem(short, 400);
    expect(short.data.properties.errors.map((e: { field: string }) => e.field)).toEqual(['password']);
    const role = await add({ username: 'x y', role: 'boss', password: 'heslo-12345' });
    expect(role.data.properties.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'role',
      'username',
    ]);
    const empty = await change('admin', {});
    expectProblem(empty, 400);
    expect(empty.data.properties.errors[0].field).toBe('role');
    expectProblem(await change('nikdo', { disabled: true }), 404);
    const staff = await signedIn(stack(), 'staff');
    expectProblem(await staff.fetch(USERS), 403);
    expectProblem(await change('support', { disabled: true }, staff), 403);
    const denied = await admin.fetch('/bff/audit?username=staff&operation=user&limit=1');
    expect(denied.data.items[0]).toMatchObject({ operation: 'user.change', status: 403, outcome: 'denied' });
    const noCsrf = await fetch(`${stack().bffUrl}${USERS}`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: admin.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bez.csrf', role: 'staff', password: 'heslo-12345' }),
    });
    expect(noCsrf.status).toBe(403);
  });
});
