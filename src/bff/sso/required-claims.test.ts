import { describe, expect, it } from 'vitest';
import { parseBffEnv } from '../config';
import { resolveBffConfig } from '../resolve-config';
import { RequiredClaimsSchema, isMultiTenantIssuer, missingClaim } from './required-claims';

// OIDC_REQUIRED_CLAIMS and the other settings that keep a provider's answer trustworthy: the tenant
// of a multi-tenant issuer, https to the provider, and how the client authenticates.

const base = {
  HOST: '127.0.0.1',
  PORT: '8080',
  OIDC_CLIENT_ID: 'desk',
  OIDC_CLIENT_SECRET: 's3cret',
  OIDC_ROLE_MAP: 'desk-admins:admin',
};

describe('required claims', () => {
  it('reads claim=value pairs, a claim named twice taking either value', () => {
    expect(RequiredClaimsSchema.parse('hd=example.com, tid=a , tid=b')).toEqual({
      hd: ['example.com'],
      tid: ['a', 'b'],
    });
    expect(RequiredClaimsSchema.safeParse('hd').success).toBe(false);
    expect(RequiredClaimsSchema.safeParse('=x').success).toBe(false);
    expect(RequiredClaimsSchema.safeParse(' , ').success).toBe(false);
  });

  it('names the first claim a token lacks or has with another value', () => {
    const required = { hd: ['example.com'], tid: ['t1'] };
    expect(missingClaim({ hd: 'example.com', tid: 't1' }, required)).toBeUndefined();
    expect(missingClaim({ hd: 'rival.example', tid: 't1' }, required)).toBe('hd');
    expect(missingClaim({ hd: 'example.com' }, required)).toBe('tid');
    expect(missingClaim({ hd: ['example.com'], tid: 't1' }, required)).toBeUndefined();
    expect(missingClaim({}, {})).toBeUndefined();
  });

  it('knows the issuers that sign for every tenant alike', () => {
    expect(isMultiTenantIssuer('https://accounts.google.com')).toBe(true);
    expect(isMultiTenantIssuer('https://login.microsoftonline.com/common/v2.0/')).toBe(true);
    expect(isMultiTenantIssuer('https://login.microsoftonline.com/organizations/v2.0')).toBe(true);
    expect(
      isMultiTenantIssuer('https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0'),
    ).toBe(false);
    expect(isMultiTenantIssuer('https://login.example.com/realms/desk')).toBe(false);
  });
});

describe('single sign-on settings that keep the provider trustworthy', () => {
  it('refuses a multi-tenant issuer without the tenant, and takes it with one', () => {
    expect(() => parseBffEnv({ ...base, OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(
      /OIDC_REQUIRED_CLAIMS: is required with a multi-tenant issuer/,
    );
    const env = parseBffEnv({
      ...base,
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_REQUIRED_CLAIMS: 'hd=example.com',
    });
    expect(resolveBffConfig(env).oidc?.requiredClaims).toEqual({ hd: ['example.com'] });
  });

  it('refuses a plain-http issuer anywhere but on this machine', () => {
    expect(() => parseBffEnv({ ...base, OIDC_ISSUER: 'http://login.example.com/realms/desk' })).toThrow(
      /OIDC_ISSUER: must be https/,
    );
    expect(parseBffEnv({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9000' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:9000',
    );
    expect(parseBffEnv({ ...base, OIDC_ISSUER: 'http://localhost:9000' }).OIDC_ISSUER).toBe(
      'http://localhost:9000',
    );
  });

  it('sends the secret as Basic by default, in the form body when asked, and refuses anything else', () => {
    const issuer = { OIDC_ISSUER: 'https://login.example.com/realms/desk' };
    expect(resolveBffConfig(parseBffEnv({ ...base, ...issuer })).oidc).toMatchObject({
      clientAuth: 'client_secret_basic',
      requiredClaims: {},
      startsPerMinute: 60,
    });
    const post = parseBffEnv({ ...base, ...issuer, OIDC_CLIENT_AUTH: 'client_secret_post' });
    expect(resolveBffConfig(post).oidc?.clientAuth).toBe('client_secret_post');
    expect(() => parseBffEnv({ ...base, ...issuer, OIDC_CLIENT_AUTH: 'private_key_jwt' })).toThrow(
      /OIDC_CLIENT_AUTH: must be client_secret_basic or client_secret_post/,
    );
  });
});
