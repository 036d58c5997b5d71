import { describe, expect, it } from 'vitest';
import { ConfigError, parseBffEnv } from '../config';
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

describe('single sign-on configuration', () => {
  const base = { HOST: '127.0.0.1', PORT: '8080' };
  const sso = {
    OIDC_ISSUER: 'https://login.example.com/realms/desk/',
    OIDC_CLIENT_ID: 'desk',
    OIDC_CLIENT_SECRET: 's3cret',
    OIDC_ROLE_MAP: 'desk-admins:admin',
  };

  it('reads the provider with its defaults', () => {
    const env = parseBffEnv({ ...base, ...sso });
    expect(env).toMatchObject({
      OIDC_ISSUER: 'https://login.example.com/realms/desk',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_SCOPES: 'openid profile email',
      LOCAL_LOGIN: true,
    });
  });

  it('asks for the client and the role map with an issuer', () => {
    expect(() => parseBffEnv({ ...base, OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(
      /OIDC_CLIENT_ID: is required with OIDC_ISSUER[\s\S]*OIDC_CLIENT_SECRET[\s\S]*OIDC_ROLE_MAP/,
    );
  });

  it('switches local accounts off only when single sign-on is there', () => {
    expect(parseBffEnv({ ...base, ...sso, LOCAL_LOGIN: 'false' }).LOCAL_LOGIN).toBe(false);
    expect(() => parseBffEnv({ ...base, LOCAL_LOGIN: 'false' })).toThrow(ConfigError);
  });
});
