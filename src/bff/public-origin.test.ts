import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseBffEnv, publicOrigins } from './config';
import { configErrorOf } from '../testing/config-error';
import { demoRedirectUris, resolveBffConfig, type DemoUpstream } from './resolve-config';

// PUBLIC_ORIGIN and demo mode's OAuth redirect, as configuration (no server): where the app is
// opened, what the Origin check accepts, and which redirects the embedded sandbox registers.

const KEY = randomBytes(32).toString('base64');
const DEMO: DemoUpstream = {
  url: 'http://127.0.0.1:9999',
  apiKey: 'k',
  basicToken: 't',
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  eshops: [{ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', name: 'Shop' }],
};
const demoConfig = (env: NodeJS.ProcessEnv) =>
  resolveBffConfig(parseBffEnv({ TOKEN_ENCRYPTION_KEY: KEY, ...env }), DEMO);

describe('PUBLIC_ORIGIN', () => {
  it('defaults to both loopback names of PORT on a loopback HOST, 127.0.0.1 first', () => {
    expect(publicOrigins(parseBffEnv({}))).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(publicOrigins(parseBffEnv({ HOST: 'localhost', PORT: '9000' }))).toEqual([
      'http://127.0.0.1:9000',
      'http://localhost:9000',
    ]);
  });

  it('reads one or several origins, comma-separated', () => {
    const env = parseBffEnv({ PUBLIC_ORIGIN: 'https://desk.example.com/, http://10.0.0.5:8080' });
    expect(publicOrigins(env)).toEqual(['https://desk.example.com', 'http://10.0.0.5:8080']);
  });

  it('names PUBLIC_ORIGIN when an entry is not an origin', () => {
    for (const bad of ['desk.example.com', 'https://desk.example.com/app', 'ftp://x.example', ' , ']) {
      expect(configErrorOf({ PUBLIC_ORIGIN: bad }), bad).toContain('PUBLIC_ORIGIN');
    }
  });

  it('is required when HOST is not a loopback address', () => {
    expect(configErrorOf({ HOST: '0.0.0.0' })).toContain('PUBLIC_ORIGIN');
    expect(publicOrigins(parseBffEnv({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'http://desk.lan:8080' }))).toEqual([
      'http://desk.lan:8080',
    ]);
  });
});

describe('demo mode OAuth redirect', () => {
  it('starts with OAUTH_REDIRECT_URI alone (runtime contract: it changes the redirect on both sides)', () => {
    const env = parseBffEnv({ OAUTH_REDIRECT_URI: 'http://localhost:8080/auth/callback' });
    expect(demoRedirectUris(env)).toEqual(['http://localhost:8080/auth/callback']);
    const config = demoConfig({ OAUTH_REDIRECT_URI: 'http://localhost:8080/auth/callback' });
    expect(config.oauth).toMatchObject({ redirectUri: 'http://localhost:8080/auth/callback' });
    expect(config.oauth?.redirectFromOrigin).toBe(false);
  });

  it('by default registers a redirect per public origin, http://127.0.0.1:8080/auth/callback first, and follows the origin used', () => {
    expect(demoRedirectUris(parseBffEnv({}))).toEqual([
      'http://127.0.0.1:8080/auth/callback',
      'http://localhost:8080/auth/callback',
    ]);
    const config = demoConfig({});
    expect(config.oauth).toMatchObject({
      redirectUri: 'http://127.0.0.1:8080/auth/callback',
      redirectFromOrigin: true,
    });
    expect(config.platformPagesUrl).toBe(DEMO.url);
    expect(config.publicOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
  });

  it('still asks for the rest of an OAuth client outside demo mode', () => {
    const message = configErrorOf({
      REST_URL: 'https://api.example.com',
      OAUTH_REDIRECT_URI: 'https://d.example/auth/callback',
    });
    expect(message).toContain('AUTH_URL');
    expect(message).toContain('OAUTH_CLIENT_SECRET');
  });
});
