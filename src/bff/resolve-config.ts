import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDemoEnv, publicOrigins, type BffConfig, type BffEnv, type OidcConfig } from './config';
import { BASE_SETTINGS, TUNING_SETTINGS, settingsFrom } from './settings/env-schema';

/** What demo mode hands the BFF: the embedded sandbox and its demo credentials. */
export interface DemoUpstream {
  url: string;
  apiKey: string;
  basicToken: string;
  clientId: string;
  clientSecret: string;
  eshops: { id: string; name: string }[];
}

/** Demo mode keeps its token key in the data folder, so sealed tokens survive a restart. */
function demoTokenKey(dataDir: string): Buffer {
  const file = join(dataDir, 'token-encryption.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

/**
 * Demo mode's OAuth redirects: OAUTH_REDIRECT_URI on both sides when set, else one per public
 * origin (the first is the default), so that connect works at whichever the app is opened.
 */
export function demoRedirectUris(env: BffEnv): string[] {
  return env.OAUTH_REDIRECT_URI
    ? [env.OAUTH_REDIRECT_URI]
    : publicOrigins(env).map((origin) => `${origin}/auth/callback`);
}

/** Single sign-on when OIDC_ISSUER is set (config.ts has checked what it needs). */
function oidcConfig(env: BffEnv): OidcConfig | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET || !env.OIDC_ROLE_MAP) return null;
  const origin = publicOrigins(env)[0]!;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    redirectUri: env.OIDC_REDIRECT_URI ?? `${origin}/auth/oidc/callback`,
    scopes: env.OIDC_SCOPES.split(/[ ,+]+/).filter(Boolean),
    roleClaim: env.OIDC_ROLE_CLAIM,
    roleMap: env.OIDC_ROLE_MAP,
    name: env.OIDC_NAME,
    postLogoutRedirectUri: `${origin}/`,
    logoutIdTokenHint: env.OIDC_LOGOUT_ID_TOKEN_HINT,
    clientAuth: env.OIDC_CLIENT_AUTH,
    requiredClaims: env.OIDC_REQUIRED_CLAIMS ?? {},
    startsPerMinute: env.OIDC_STARTS_PER_MINUTE,
  };
}

export function resolveBffConfig(env: BffEnv, demo?: DemoUpstream): BffConfig {
  const scopes = env.OAUTH_SCOPES.split(/[ ,+]+/).filter(Boolean);
  const common = {
    ...settingsFrom(BASE_SETTINGS, env),
    ...settingsFrom(TUNING_SETTINGS, env),
    publicOrigins: publicOrigins(env),
    imageOrigins: env.IMAGE_ORIGINS.split(/[ ,]+/).filter(Boolean),
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    serverRenderDir: env.SERVER_RENDER ? (env.WEB_SSR_DIR ?? `${env.WEB_DIST_DIR}-ssr`) : undefined,
    bulkConcurrencyMax: Math.max(env.BULK_CONCURRENCY, env.BULK_CONCURRENCY_MAX),
    bulkConcurrencyMin: Math.min(env.BULK_CONCURRENCY, env.BULK_CONCURRENCY_MIN),
    oidc: oidcConfig(env),
  };
  if (demo) {
    return {
      ...common,
      sandbox: true,
      eshops: demo.eshops,
      pickup: { baseUrl: demo.url, apiKey: demo.apiKey },
      rest: { url: demo.url, basicToken: demo.basicToken },
      oauth: {
        authUrl: demo.url,
        clientId: demo.clientId,
        clientSecret: demo.clientSecret,
        redirectUri: demoRedirectUris(env)[0]!,
        redirectFromOrigin: !env.OAUTH_REDIRECT_URI,
        scopes,
      },
      // The sandbox listens on loopback only: its sign-in and consent pages come through the app.
      platformPagesUrl: demo.url,
      tokenKey: env.TOKEN_ENCRYPTION_KEY
        ? Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64')
        : demoTokenKey(env.BFF_DATA_DIR),
    };
  }
  return {
    ...common,
    sandbox: false,
    eshops: env.ESHOPS ?? [],
    pickup:
      env.PICKUP_BASE_URL && env.PICKUP_API_KEY
        ? { baseUrl: env.PICKUP_BASE_URL, apiKey: env.PICKUP_API_KEY }
        : null,
    rest: env.REST_URL
      ? { url: env.REST_URL, ...(env.REST_API_TOKEN ? { basicToken: env.REST_API_TOKEN } : {}) }
      : null,
    oauth:
      env.AUTH_URL && env.OAUTH_CLIENT_ID && env.OAUTH_CLIENT_SECRET && env.OAUTH_REDIRECT_URI
        ? {
            authUrl: env.AUTH_URL,
            clientId: env.OAUTH_CLIENT_ID,
            clientSecret: env.OAUTH_CLIENT_SECRET,
            redirectUri: env.OAUTH_REDIRECT_URI,
            scopes,
          }
        : null,
    // Without OAuth nothing is sealed, so a throw-away key will do.
    tokenKey: env.TOKEN_ENCRYPTION_KEY ? Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64') : randomBytes(32),
    tokenKeyThrowaway: !env.TOKEN_ENCRYPTION_KEY,
  };
}

/** Demo mode: nothing of the platform is configured. */
export const isDemo = (env: BffEnv) => isDemoEnv(env);
