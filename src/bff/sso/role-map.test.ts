import { describe, expect, it } from 'vitest';
import { RoleMapSchema, claimValues, mappedRole } from './role-map';

describe('OIDC_ROLE_MAP and the role claim', () => {
  const map = RoleMapSchema.parse('desk-admins:admin, desk-staff:staff,desk-support:support,urn:x:ops:staff');

  it('reads value:role pairs; a value may hold colons', () => {
    expect(map).toEqual({
      'desk-admins': 'admin',
      'desk-staff': 'staff',
      'desk-support': 'support',
      'urn:x:ops': 'staff',
    });
  });

  it.each(['desk-admins:root', 'no-role', ':admin', ''])('refuses %j', (text) => {
    expect(RoleMapSchema.safeParse(text).success).toBe(false);
  });

  it('gives the highest mapped role, or none', () => {
    expect(mappedRole(['desk-support', 'desk-admins'], map)).toBe('admin');
    expect(mappedRole(['urn:x:ops', 'desk-support'], map)).toBe('staff');
    expect(mappedRole(['other'], map)).toBeNull();
    expect(mappedRole([], map)).toBeNull();
  });

  it('reads a list, a space-separated string or a nested claim', () => {
    expect(claimValues({ groups: ['a', 'b', 3] }, 'groups')).toEqual(['a', 'b']);
    expect(claimValues({ roles: 'a b' }, 'roles')).toEqual(['a', 'b']);
    expect(claimValues({ realm_access: { roles: ['x'] } }, 'realm_access.roles')).toEqual(['x']);
    expect(claimValues({}, 'groups')).toEqual([]);
  });
});
