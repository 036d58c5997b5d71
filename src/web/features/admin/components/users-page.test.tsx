// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/contract/desk/users';
import { fakeBff, type Answer } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { UsersPage } from './users-page';

// The users for administrators: one's own account neither disabled nor demoted, an account of
// single sign-on marked and offered no password reset, a user added through the dialog, and the
// BFF's refusal shown.

const user = (username: string, fields: Partial<AdminUser> = {}): AdminUser => ({
  username,
  role: 'staff',
  disabled: false,
  sso: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...fields,
});

describe('the users screen', () => {
  it('marks oneself and single sign-on, and offers no reset to single sign-on', async () => {
    fakeBff((): Answer => [200, { items: [user('admin', { role: 'admin' }), user('eva', { sso: true })] }]);
    await renderInApp(<UsersPage self="admin" />);
    const self = await screen.findByRole('listitem', { name: 'admin' });
    expect(within(self).getByText('You')).toBeTruthy();
    expect(within(self).getByRole('button', { name: 'Disable admin' }).hasAttribute('disabled')).toBe(true);
    const eva = screen.getByRole('listitem', { name: 'eva' });
    expect(within(eva).getByText('Single sign-on')).toBeTruthy();
    expect(within(eva).queryByRole('button', { name: /Reset/ })).toBeNull();
    expect(within(eva).getByRole('button', { name: 'Disable eva' }).hasAttribute('disabled')).toBe(false);
  });

  it('adds a user, and disables one, each sent to the BFF', async () => {
    let items = [user('admin', { role: 'admin' })];
    const sent = fakeBff(({ method, body }): Answer => {
      if (method === 'POST') {
        items = [...items, user((body as { username: string }).username)];
        return [201, items.at(-1)];
      }
      if (method === 'PATCH') {
        items = items.map((u) => (u.username === 'jana' ? { ...u, disabled: true } : u));
        return [200, items[1]];
      }
      return [200, { items }];
    });
    const { user: person } = await renderInApp(<UsersPage self="admin" />);
    await person.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a user' });
    await person.type(within(dialog).getByLabelText(/Username/), 'jana');
    await person.type(within(dialog).getByLabelText(/Password/), 'heslo-12345');
    await person.click(within(dialog).getByRole('button', { name: 'Add user' }));
    const jana = await screen.findByRole('listitem', { name: 'jana' });
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      username: 'jana',
      role: 'staff',
      password: 'heslo-12345',
    });
    await person.click(within(jana).getByRole('button', { name: 'Disable jana' }));
    expect(await within(jana).findByText('Disabled')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/bff/users/jana',
      body: { disabled: true },
    });
  });

  it('shows the refusal of a change', async () => {
    fakeBff(({ method }): Answer =>
      method === 'PATCH'
        ? [
            409,
            {
              status: 409,
              title: 'Cannot change this account',
              detail: 'This is the last enabled administrator.',
            },
          ]
        : [200, { items: [user('admin', { role: 'admin' }), user('petr', { role: 'admin' })] }],
    );
    const { user: person } = await renderInApp(<UsersPage self="admin" />);
    const petr = await screen.findByRole('listitem', { name: 'petr' });
    await person.click(within(petr).getByRole('button', { name: 'Disable petr' }));
    expect(await within(petr).findByText('This is the last enabled administrator.')).toBeTruthy();
  });
});
