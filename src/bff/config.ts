import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { UuidSchema } from '../contract/common';
import {
  DEFAULT_IMPORT_MAX_BYTES,
  DEFAULT_IMPORT_MAX_CELLS,
  DEFAULT_IMPORT_MAX_CONCURRENT,
  DEFAULT_IMPORT_MAX_ROWS,
  DEFAULT_IMPORT_MAX_UNPACKED_BYTES,
} from '../contract/desk/import';
import type { LoginLimits } from './security/login-limiter';
import type { RetryPolicy } from './jobs/retry';
import { RoleMapSchema, type RoleMap } from './sso/role-map';
import { RequiredClaimsSchema, isMultiTenantIssuer, type RequiredClaims } from './sso/required-claims';
import { parseTrustProxy, type TrustProxy } from './security/trusted-proxies';
import { isPublishedTokenKey } from './security/published-keys';

// BFF configuration from the environment, validated once at start-up. Secrets may come from files
// (`NAME_FILE`), so they need not sit in the environment of the process.

const SECRET_NAMES = [
  'PICKUP_API_KEY',
  'OAUTH_CLIENT_SECRET',
  'REST_API_TOKEN',
  'TOKEN_ENCRYPTION_KEY',
  'DATABASE_URL', // it carries the database's password
  'OIDC_CLIENT_SECRET',
] as const;

const optionalUrl = z
  .url()
  .transform((u) => u.replace(/\/$/, ''))
  .optional();
const int = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

/** PUBLIC_ORIGIN: one or several origins (`scheme://host[:port]`), comma-separated. */
const OriginsSchema = z.string().transform((text, ctx) => {
  const list = text
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin.toLowerCase()) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://desk.example.com` });
      return z.NEVER;
    }
  }
  if (!list.length) ctx.addIssue({ code: 'custom', message: 'names no origin' });
  return list.map((o) => o.toLowerCase());
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** ESHOPS: `id:Name,id:Name` or a JSON array of {id, name}. */
const EshopsSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      if (text.trim().startsWith('[')) return JSON.parse(text) as unknown;
      return text
        .split(',')
        .filter((s) => s.trim())
        .map((entry) => {
          const [id = '', ...name] = entry.split(':');
          return { id: id.trim(), name: name.join(':').trim() || id.trim() };
        });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be "id:Name,id:Name" or a JSON array of {id, name}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ id: UuidSchema, name: z.string().min(1) })).min(1));

const EnvSchema = z
  .object({
    PORT: int(8080, 0),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_ORIGIN: OriginsSchema.optional(),
    BFF_DATA_DIR: z.string().default('data/bff'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave it unset for SQLite)' })
      .optional(),
    DATABASE_POOL_MAX: int(10),
    PICKUP_BASE_URL: optionalUrl,
    PICKUP_API_KEY: z.string().min(1).optional(),
    REST_URL: optionalUrl,
    AUTH_URL: optionalUrl,
    OAUTH_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
    OAUTH_REDIRECT_URI: z.url().optional(),
    OAUTH_SCOPES: z.string().default('deliveries'),
    REST_API_TOKEN: z.string().min(1).optional(),
    ESHOPS: EshopsSchema.optional(),
    TOKEN_ENCRYPTION_KEY: z
      .string()
      .refine((k) => Buffer.from(k, 'base64').length === 32, { error: 'must be 32 bytes, base64-encoded' })
      .optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const trust = parseTrustProxy(text);
        if (typeof trust === 'object' && !Array.isArray(trust)) {
          ctx.addIssue({ code: 'custom', message: trust.error });
          return z.NEVER;
        }
        return trust;
      }),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    IMAGE_ORIGINS: z.string().default(''),
    MAX_IMAGE_BYTES: int(5 * 1024 * 1024),
    UPSTREAM_TIMEOUT_MS: int(10_000),
    REQUEST_TIMEOUT_MS: int(60_000, 1_000),
    SESSION_IDLE_MINUTES: int(120),
    SESSION_ABSOLUTE_HOURS: int(12),
    DEMO_PASSWORD: z.string().min(1).default('demo'),
    SANDBOX_PORT: int(0, 0),
    // Demo mode against a sandbox that runs on its own (`npm run sandbox`, compose.yaml), so that
    // several instances share one demo platform instead of each embedding its own.
    DEMO_SANDBOX_URL: optionalUrl,
    WEB_DIST_DIR: z.string().default('dist/web'),
    /** The server's render of the places screen (`vite build --ssr`); default: WEB_DIST_DIR + `-ssr`. */
    WEB_SSR_DIR: z.string().min(1).optional(),
    SERVER_RENDER: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default('true')
      .transform((v) => ['true', '1', 'yes'].includes(v)),
    SERVER_RENDER_TIMEOUT_MS: int(2_000),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    BULK_CONCURRENCY: int(4),
    BULK_CONCURRENCY_MAX: int(16),
    BULK_CONCURRENCY_MIN: int(1),
    HISTORY_RETENTION_DAYS: int(180),
    HISTORY_MAX_PER_PLACE: int(200, 1),
    JOB_LEASE_MS: int(30_000),
    PLACES_REFRESH_SECONDS: int(30, 1),
    IMPORT_MAX_BYTES: int(DEFAULT_IMPORT_MAX_BYTES),
    IMPORT_MAX_ROWS: int(DEFAULT_IMPORT_MAX_ROWS),
    IMPORT_MAX_UNPACKED_BYTES: int(DEFAULT_IMPORT_MAX_UNPACKED_BYTES),
    IMPORT_MAX_CELLS: int(DEFAULT_IMPORT_MAX_CELLS),
    IMPORT_MAX_CONCURRENT: int(DEFAULT_IMPORT_MAX_CONCURRENT),
    // Staff single sign-on through an OpenID Connect provider (sso/); unset: local accounts only.
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_REDIRECT_URI: z.url().optional(),
    OIDC_SCOPES: z.string().default('openid profile email'),
    OIDC_ROLE_CLAIM: z.string().min(1).default('groups'),
    OIDC_ROLE_MAP: RoleMapSchema.optional(),
    OIDC_NAME: z.string().min(1).default('single sign-on'),
    // How the BFF authenticates at the token endpoint (RFC 6749, 2.3.1): Basic by default; some
    // providers (glewlwyd, older ADFS) accept only the secret in the form body.
    OIDC_CLIENT_AUTH: z
      .enum(['client_secret_basic', 'client_secret_post'], {
        error: 'must be client_secret_basic or client_secret_post',
      })
      .default('client_secret_basic'),
    // Claims every ID token must carry with these values (the tenant of a multi-tenant issuer).
    OIDC_REQUIRED_CLAIMS: RequiredClaimsSchema.optional(),
    // Sign-in starts a minute per client address (an office behind one NAT address shares it).
    OIDC_STARTS_PER_MINUTE: int(60),
    OIDC_LOGOUT_ID_TOKEN_HINT: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
    LOCAL_LOGIN: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default('true')
      .transform((v) => ['true', '1', 'yes'].includes(v)),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER) {
      for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_MAP'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with OIDC_ISSUER' });
      }
      // Plain http only to a provider on this machine (a test provider): anywhere else a network
      // attacker between the BFF and the provider could answer its discovery and token requests.
      const issuer = new URL(env.OIDC_ISSUER);
      if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname.replace(/^\[|\]$/g, ''))) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_ISSUER'],
          message: 'must be https (plain http only to a provider on this machine)',
        });
      }
      // One issuer for every customer of the provider: without a tenant check, another company's
      // user in a group of the same name would be let in.
      if (isMultiTenantIssuer(env.OIDC_ISSUER) && !env.OIDC_REQUIRED_CLAIMS) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_REQUIRED_CLAIMS'],
          message:
            'is required with a multi-tenant issuer: name your tenant, e.g. hd=example.com (Google) or tid=<tenant id> (Entra ID)',
        });
      }
    }
    // Without a provider, nobody could sign in at all.
    if (!env.LOCAL_LOGIN && !env.OIDC_ISSUER) {
      ctx.addIssue({ code: 'custom', path: ['LOCAL_LOGIN'], message: 'can be false only with OIDC_ISSUER' });
    }
    // Places need both address and key; orders need a REST address and some credential.
    if (env.PICKUP_BASE_URL && !env.PICKUP_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PICKUP_API_KEY'], message: 'is required with PICKUP_BASE_URL' });
    }
    if (env.PICKUP_BASE_URL && !env.ESHOPS) {
      ctx.addIssue({ code: 'custom', path: ['ESHOPS'], message: 'is required with PICKUP_BASE_URL' });
    }
    // The origins the app is opened at must be known to check Origin headers; on a loopback HOST
    // they are the loopback names of PORT.
    if (!env.PUBLIC_ORIGIN && !LOOPBACK_HOSTS.has(env.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: `is required when HOST is not a loopback address (the address the app is opened at, e.g. http://desk.example.com:${env.PORT})`,
      });
    }
    const oauth = [env.AUTH_URL, env.OAUTH_CLIENT_ID, env.OAUTH_CLIENT_SECRET, env.OAUTH_REDIRECT_URI];
    // Demo mode has its own OAuth client (the embedded sandbox): OAUTH_REDIRECT_URI alone only moves
    // its redirect (runtime contract), so it asks for nothing else.
    const demoRedirectOnly =
      isDemoEnv(env) && !env.AUTH_URL && !env.OAUTH_CLIENT_ID && !env.OAUTH_CLIENT_SECRET;
    if (oauth.some(Boolean) && !oauth.every(Boolean) && !demoRedirectOnly) {
      for (const [name, value] of Object.entries({
        AUTH_URL: env.AUTH_URL,
        OAUTH_CLIENT_ID: env.OAUTH_CLIENT_ID,
        OAUTH_CLIENT_SECRET: env.OAUTH_CLIENT_SECRET,
        OAUTH_REDIRECT_URI: env.OAUTH_REDIRECT_URI,
      })) {
        if (!value) ctx.addIssue({ code: 'custom', path: [name], message: 'is required for OAuth connect' });
      }
    }
    if (((oauth.some(Boolean) && !demoRedirectOnly) || env.REST_API_TOKEN) && !env.REST_URL) {
      ctx.addIssue({ code: 'custom', path: ['REST_URL'], message: 'is required for order lookup' });
    }
    if (env.OAUTH_CLIENT_SECRET && !env.TOKEN_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOKEN_ENCRYPTION_KEY'],
        message: 'is required to store OAuth tokens',
      });
    }
    // A key that was shipped in the manifests seals nothing (issue 41); demo mode seals sandbox tokens only.
    if (env.TOKEN_ENCRYPTION_KEY && !isDemoEnv(env) && isPublishedTokenKey(env.TOKEN_ENCRYPTION_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOKEN_ENCRYPTION_KEY'],
        message: 'is the published demo key: make one of your own with `openssl rand -base64 32`',
      });
    }
  });

export type BffEnv = z.infer<typeof EnvSchema>;

/** Demo mode: nothing of the platform is configured, the embedded sandbox stands in. */
export function isDemoEnv(env: { PICKUP_BASE_URL?: string; REST_URL?: string }): boolean {
  return !env.PICKUP_BASE_URL && !env.REST_URL;
}

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

/** Everything the BFF needs, resolved: demo mode fills it from the embedded sandbox. */
export interface BffConfig {
  host: string;
  port: number;
  /** Where the app is opened (Origin check; demo mode: the OAuth redirect follows the one used). */
  publicOrigins: string[];
  dataDir: string;
  /** PostgreSQL (postgres://…) for every piece of state; unset: SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PostgreSQL: a schema of the BFF's own (tests give each BFF one). */
  databaseSchema?: string | undefined;
  /** PostgreSQL connections of this instance (DATABASE_POOL_MAX, 10). */
  databasePoolMax?: number | undefined;
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
  /** Whose X-Forwarded-* and X-Request-Id are believed (TRUST_PROXY; security/trusted-proxies.ts). */
  trustProxy: TrustProxy;
  mapTileUrl: string;
  mapTileAttribution: string;
  imageOrigins: string[];
  maxImageBytes: number;
  upstreamTimeoutMs: number;
  /** A request's headers and body must arrive within this time (a stalled upload is dropped). */
  requestTimeoutMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  demoPassword: string;
  webRoot: string;
  /**
   * The build of the server's render of the places screen (spa-render.ts); unset: the browser
   * renders every page (SERVER_RENDER=false).
   */
  serverRenderDir?: string | undefined;
  /** How long a server render may take before the page is left to the browser and its worker restarted (SERVER_RENDER_TIMEOUT_MS, 2 000). */
  serverRenderTimeoutMs?: number;
  /** GET /metrics on a port of its own (no session); unset: on the app's port, for admins. */
  metricsPort?: number | undefined;
  /** Places a bulk job changes at once when it starts (BULK_CONCURRENCY, 4). */
  bulkConcurrency?: number;
  /**
   * The most it raises that to while the platform keeps its pace (BULK_CONCURRENCY_MAX, 16);
   * unset: it stays at bulkConcurrency.
   */
  bulkConcurrencyMax?: number;
  /** The fewest it cuts that to when the platform slows or throttles (BULK_CONCURRENCY_MIN, 1). */
  bulkConcurrencyMin?: number;
  /** Largest import file (IMPORT_MAX_BYTES, 20 MiB) and most rows (IMPORT_MAX_ROWS, 100 000). */
  importMaxBytes?: number;
  importMaxRows?: number;
  /** An .xlsx's unpacked bytes (IMPORT_MAX_UNPACKED_BYTES, 256 MiB), its cells and its shared
   * strings (IMPORT_MAX_CELLS, 3 000 000 each); imports read at once (IMPORT_MAX_CONCURRENT, 2). */
  importMaxUnpackedBytes?: number;
  importMaxCells?: number;
  importMaxConcurrent?: number;
  /**
   * After how long a places read model is read again from the platform in the background: how stale
   * a change made outside the BFF may be, plus one refresh (PLACES_REFRESH_SECONDS, 30).
   */
  placesRefreshSeconds?: number;
  /** Days a place's history is kept (HISTORY_RETENTION_DAYS, 180). */
  historyRetentionDays?: number;
  /** The newest entries of a place's history kept (HISTORY_MAX_PER_PLACE, 200). */
  historyMaxPerPlace?: number;
  /** How long a bulk job's lease lasts without renewal: another instance takes a dead one's job after it (JOB_LEASE_MS, 30 000). */
  jobLeaseMs?: number;
  /** Tests: how a job's platform calls are retried (jobs/retry.ts DEFAULT_RETRY otherwise). */
  jobRetry?: RetryPolicy;
  /** Staff sign-in through an OpenID Connect provider (OIDC_*); null or unset: none. */
  oidc?: OidcConfig | null;
  /** Local password accounts may sign in (LOCAL_LOGIN, true); false: single sign-on only. */
  localLogin?: boolean;
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
