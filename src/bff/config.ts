import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { LoginLimits } from './security/login-limiter';
import type { RetryPolicy } from './jobs/retry';
import type { RoleMap } from './sso/role-map';
import type { RequiredClaims } from './sso/required-claims';
import type { BASE_SETTINGS, TUNING_SETTINGS, SettingsOf } from './settings/env-schema';
import { EnvFieldsSchema } from './settings/env-schema';
import { checkEnv } from './settings/env-rules';

export { isDemoEnv } from './settings/env-rules';

// BFF configuration from the environment, validated once at start-up. Secrets may come from files
// (`NAME_FILE`), so they need not sit in the environment of the process. The variables are in
// settings/env-schema.ts; a setting read as is from one is one line there (see its comment).

const SECRET_NAMES = [
  'PICKUP_API_KEY',
  'OAUTH_CLIENT_SECRET',
  'REST_API_TOKEN',
  'TOKEN_ENCRYPTION_KEY',
  'DATABASE_URL', // it carries the database's password
  'OIDC_CLIENT_SECRET',
] as const;

const EnvSchema = EnvFieldsSchema.superRefine(checkEnv);

export type BffEnv = z.infer<typeof EnvSchema>;

/** PUBLIC_ORIGIN, or on a loopback HOST both loopback names of PORT (127.0.0.1 first). */
export function publicOrigins(env: Pick<BffEnv, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string[] {
  if (env.PUBLIC_ORIGIN?.length) return env.PUBLIC_ORIGIN;
  const hosts = env.HOST === '::1' ? ['127.0.0.1', 'localhost', '[::1]'] : ['127.0.0.1', 'localhost'];
  return hosts.map((h) => `http://${h}:${env.PORT}`);
}

export class ConfigError extends Error {}

/** Reads `NAME_FILE` into `NAME` for every secret, so both ways of passing one work. */
function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of SECRET_NAMES) {
    const file = env[`${name}_FILE`];
    if (file && !env[name]) {
      try {
        out[name] = readFileSync(file, 'utf8').trim();
      } catch {
        throw new ConfigError(`Invalid BFF configuration:\n  ${name}_FILE: cannot read ${file}`);
      }
    }
  }
  return out;
}

export function parseBffEnv(env: NodeJS.ProcessEnv = process.env): BffEnv {
  const parsed = EnvSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid BFF configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Everything the BFF needs, resolved: demo mode fills it from the embedded sandbox. The settings
 * read as is from one variable are inferred from their tables; the rest resolve-config.ts makes.
 */
export type BffConfig = SettingsOf<typeof BASE_SETTINGS> &
  Partial<SettingsOf<typeof TUNING_SETTINGS>> &
  ResolvedSettings;

/** The settings made of several variables, derived from one, or given only by tests. */
export interface ResolvedSettings {
  /** Where the app is opened (Origin check; demo mode: the OAuth redirect follows the one used). */
  publicOrigins: string[];
  /** PostgreSQL: a schema of the BFF's own (tests give each BFF one). */
  databaseSchema?: string | undefined;
  sandbox: boolean;
  eshops: { id: string; name: string }[];
  pickup: { baseUrl: string; apiKey: string } | null;
  rest: { url: string; basicToken?: string } | null;
  oauth: {
    authUrl: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    scopes: string[];
    /** Demo mode: the redirect is `<the configured origin the request came in on>/auth/callback`. */
    redirectFromOrigin?: boolean;
  } | null;
  /** Demo mode: the sandbox whose browser pages (/oauth/authorize, /oauth/approvals) the BFF serves. */
  platformPagesUrl?: string;
  tokenKey: Buffer;
  /** A key made for this process alone (nothing sealed outlives it): not checked against the database's. */
  tokenKeyThrowaway?: boolean;
  imageOrigins: string[];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * The build of the server's render of the places screen (spa-render.ts); unset: the browser
   * renders every page (SERVER_RENDER=false).
   */
  serverRenderDir?: string | undefined;
  /**
   * The most a bulk job raises its concurrency to while the platform keeps its pace
   * (BULK_CONCURRENCY_MAX, 16); unset: it stays at bulkConcurrency.
   */
  bulkConcurrencyMax?: number;
  /** The fewest it cuts that to when the platform slows or throttles (BULK_CONCURRENCY_MIN, 1). */
  bulkConcurrencyMin?: number;
  /** Tests: how a job's platform calls are retried (jobs/retry.ts DEFAULT_RETRY otherwise). */
  jobRetry?: RetryPolicy;
  /** Staff sign-in through an OpenID Connect provider (OIDC_*); null or unset: none. */
  oidc?: OidcConfig | null;
  /** Overrides of the sign-in limits (tests); the documented defaults otherwise. */
  loginLimits?: Partial<LoginLimits>;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string[];
  /** The ID token's (or userinfo's) claim with the groups or roles; a dotted path reaches nested ones. */
  roleClaim: string;
  roleMap: RoleMap;
  /** Shown on the sign-in button: "Sign in with <name>". */
  name: string;
  /** Where the provider sends the browser after its sign-out (RP-initiated logout). */
  postLogoutRedirectUri: string;
  /**
   * The sign-out redirect carries the ID token as `id_token_hint` (providers such as Okta require
   * it); off by default, so no token ever passes through the browser (`client_id` names the client).
   */
  logoutIdTokenHint: boolean;
  /** Seconds added to this server's clock when checking ID tokens (tests: an expired token). */
  clockSkewS?: number;
  /** How the client secret is sent to the token endpoint. */
  clientAuth: 'client_secret_basic' | 'client_secret_post';
  /** Claims every ID token must carry (a tenant); empty: none. */
  requiredClaims: RequiredClaims;
  /** Sign-in starts a minute per client address; default 60. */
  startsPerMinute?: number;
}
