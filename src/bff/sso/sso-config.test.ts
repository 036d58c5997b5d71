import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseBffEnv } from '../config';
import { resolveBffConfig } from '../resolve-config';

// The OIDC_* and LOCAL_LOGIN variables as config.ts reads them and resolve-config.ts resolves them.

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

  it('reads the client secret from OIDC_CLIENT_SECRET_FILE, and redirects to the public origin', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'oidc-secret-')), 'secret');
    writeFileSync(file, 'from-a-file\n');
    const { OIDC_CLIENT_SECRET: _inline, ...rest } = sso;
    const env = parseBffEnv({
      ...rest,
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://desk.example.com',
      OIDC_CLIENT_SECRET_FILE: file,
    });
    const oidc = resolveBffConfig(env).oidc!;
    expect(oidc).toMatchObject({
      clientSecret: 'from-a-file',
      redirectUri: 'https://desk.example.com/auth/oidc/callback',
      postLogoutRedirectUri: 'https://desk.example.com/',
      roleMap: { 'desk-admins': 'admin' },
      scopes: ['openid', 'profile', 'email'],
      logoutIdTokenHint: false,
    });
  });
});
