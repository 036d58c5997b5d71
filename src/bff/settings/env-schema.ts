import { z } from 'zod';
import {
  DEFAULT_IMPORT_MAX_BYTES,
  DEFAULT_IMPORT_MAX_CELLS,
  DEFAULT_IMPORT_MAX_CONCURRENT,
  DEFAULT_IMPORT_MAX_ROWS,
  DEFAULT_IMPORT_MAX_UNPACKED_BYTES,
} from '@/contract/desk/import';
import { GEOCODERS } from '@/contract/desk/geocoding';
import { RoleMapSchema } from '../sso/role-map';
import { PLATFORM_MIDNIGHTS } from '../upstream/platform-midnight';
import { RequiredClaimsSchema } from '../sso/required-claims';
import { EshopsSchema, OriginsSchema, TrustProxySchema, flag, int, optionalUrl } from './env-values';

// The environment's variables, once. A setting read as is from one variable is a line of
// BASE_SETTINGS or TUNING_SETTINGS: its name in BffConfig, its variable and its schema, and that one
// line is the whole of it (config.ts infers the type, resolve-config.ts copies the value). The
// variables that several settings are made of (OAuth, OIDC, the platform) are in ENV_ONLY.

/** A setting read as is from one variable. */
const from = <const E extends string, S extends z.ZodType>(env: E, schema: S) => ({ env, schema });

type SettingTable = Record<string, { env: string; schema: z.ZodType }>;

/** The config's fields of a table (their comments are the table's). */
export type SettingsOf<T extends SettingTable> = { [K in keyof T]: z.output<T[K]['schema']> };

/** Every BffConfig has these (a test's config writes them out). */
export const BASE_SETTINGS = {
  host: from('HOST', z.string().default('127.0.0.1')),
  port: from('PORT', int(8080, 0)),
  dataDir: from('BFF_DATA_DIR', z.string().default('data/bff')),
  /** Whose X-Forwarded-* and X-Request-Id are believed (TRUST_PROXY; security/trusted-proxies.ts). */
  trustProxy: from('TRUST_PROXY', TrustProxySchema),
  mapTileUrl: from('MAP_TILE_URL', z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')),
  mapTileAttribution: from('MAP_TILE_ATTRIBUTION', z.string().default('© OpenStreetMap contributors')),
  maxImageBytes: from('MAX_IMAGE_BYTES', int(5 * 1024 * 1024)),
  upstreamTimeoutMs: from('UPSTREAM_TIMEOUT_MS', int(10_000)),
  /** A request's headers and body must arrive within this time (a stalled upload is dropped). */
  requestTimeoutMs: from('REQUEST_TIMEOUT_MS', int(60_000, 1_000)),
  demoPassword: from('DEMO_PASSWORD', z.string().min(1).default('demo')),
  webRoot: from('WEB_DIST_DIR', z.string().default('dist/web')),
};

/** Optional in BffConfig: the module that reads one falls back to the same default. */
export const TUNING_SETTINGS = {
  /** PostgreSQL (postgres://…) for every piece of state; unset: SQLite in `dataDir`. */
  databaseUrl: from(
    'DATABASE_URL',
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave it unset for SQLite)' })
      .optional(),
  ),
  /** PostgreSQL connections of this instance (DATABASE_POOL_MAX, 10). */
  databasePoolMax: from('DATABASE_POOL_MAX', int(10)),
  /** GET /metrics on a port of its own (no session); unset: on the app's port, for admins. */
  metricsPort: from('METRICS_PORT', z.coerce.number().int().min(0).max(65535).optional()),
  /** How long a server render may take before the page is left to the browser and its worker restarted (SERVER_RENDER_TIMEOUT_MS, 2 000). */
  serverRenderTimeoutMs: from('SERVER_RENDER_TIMEOUT_MS', int(2_000)),
  /** Places a bulk job changes at once when it starts (BULK_CONCURRENCY, 4). */
  bulkConcurrency: from('BULK_CONCURRENCY', int(4)),
  /** Days a place's history is kept (HISTORY_RETENTION_DAYS, 180). */
  historyRetentionDays: from('HISTORY_RETENTION_DAYS', int(180)),
  /** The newest entries of a place's history kept (HISTORY_MAX_PER_PLACE, 200). */
  historyMaxPerPlace: from('HISTORY_MAX_PER_PLACE', int(200, 1)),
  /** How long a bulk job's lease lasts without renewal: another instance takes a dead one's job after it (JOB_LEASE_MS, 30 000). */
  jobLeaseMs: from('JOB_LEASE_MS', int(30_000)),
  /**
   * After how long a places read model is read again from the platform in the background: how stale
   * a change made outside the BFF may be, plus one refresh (PLACES_REFRESH_SECONDS, 30).
   */
  placesRefreshSeconds: from('PLACES_REFRESH_SECONDS', int(30, 1)),
  /** Largest import file (IMPORT_MAX_BYTES, 20 MiB). */
  importMaxBytes: from('IMPORT_MAX_BYTES', int(DEFAULT_IMPORT_MAX_BYTES)),
  /** Most rows of an import (IMPORT_MAX_ROWS, 100 000). */
  importMaxRows: from('IMPORT_MAX_ROWS', int(DEFAULT_IMPORT_MAX_ROWS)),
  /** An .xlsx's unpacked bytes (IMPORT_MAX_UNPACKED_BYTES, 256 MiB). */
  importMaxUnpackedBytes: from('IMPORT_MAX_UNPACKED_BYTES', int(DEFAULT_IMPORT_MAX_UNPACKED_BYTES)),
  /** An .xlsx's cells and its shared strings (IMPORT_MAX_CELLS, 3 000 000 each). */
  importMaxCells: from('IMPORT_MAX_CELLS', int(DEFAULT_IMPORT_MAX_CELLS)),
  /** Imports read at once (IMPORT_MAX_CONCURRENT, 2). */
  importMaxConcurrent: from('IMPORT_MAX_CONCURRENT', int(DEFAULT_IMPORT_MAX_CONCURRENT)),
  /** How the platform writes "until midnight": `24:00` (as written) or `23:59` (PLATFORM_MIDNIGHT; upstream/platform-midnight.ts). */
  platformMidnight: from('PLATFORM_MIDNIGHT', z.enum(PLATFORM_MIDNIGHTS).optional()),
  /** Local password accounts may sign in (LOCAL_LOGIN, true); false: single sign-on only. */
  localLogin: from('LOCAL_LOGIN', flag('true')),
  /** Who answers the editor's address search (GEOCODER: embedded, nominatim or photon; issue 46). */
  geocoder: from('GEOCODER', z.enum(GEOCODERS).optional()),
  /** The Nominatim or Photon server (GEOCODER_URL); Nominatim's public one by default. */
  geocoderUrl: from('GEOCODER_URL', optionalUrl),
  /** Who runs this installation, for the provider's User-Agent (GEOCODER_CONTACT; public Nominatim requires one). */
  geocoderContact: from('GEOCODER_CONTACT', z.string().min(3).optional()),
};

type EnvShapeOf<T extends SettingTable> = { [K in keyof T as T[K]['env']]: T[K]['schema'] };

/** A table's variables as a zod shape. */
function envShapeOf<T extends SettingTable>(table: T): EnvShapeOf<T> {
  return Object.fromEntries(Object.values(table).map((s) => [s.env, s.schema])) as EnvShapeOf<T>;
}

/** A table's settings read from the parsed environment. */
export function settingsFrom<T extends SettingTable>(table: T, env: Record<string, unknown>): SettingsOf<T> {
  return Object.fromEntries(Object.entries(table).map(([key, s]) => [key, env[s.env]])) as SettingsOf<T>;
}

/** Variables that several settings are made of, or that resolve-config.ts derives a setting from. */
const ENV_ONLY = {
  PUBLIC_ORIGIN: OriginsSchema.optional(),
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
  IMAGE_ORIGINS: z.string().default(''),
  SESSION_IDLE_MINUTES: int(120),
  SESSION_ABSOLUTE_HOURS: int(12),
  SANDBOX_PORT: int(0, 0),
  // Demo mode against a sandbox that runs on its own (`npm run sandbox`, compose.yaml), so that
  // several instances share one demo platform instead of each embedding its own.
  DEMO_SANDBOX_URL: optionalUrl,
  /** The server's render of the places screen (`vite build --ssr`); default: WEB_DIST_DIR + `-ssr`. */
  WEB_SSR_DIR: z.string().min(1).optional(),
  SERVER_RENDER: flag('true'),
  BULK_CONCURRENCY_MAX: int(16),
  BULK_CONCURRENCY_MIN: int(1),
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
};

/** Every variable, each checked alone (env-rules.ts checks them together). */
export const EnvFieldsSchema = z.object({
  ...envShapeOf(BASE_SETTINGS),
  ...envShapeOf(TUNING_SETTINGS),
  ...ENV_ONLY,
});

export type EnvFields = z.infer<typeof EnvFieldsSchema>;
