import { z } from 'zod';
import { DIALECTS, type Dialect } from './dialect';

// Configuration of the sandbox from the environment, validated once at start-up.

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  SANDBOX_PORT: int(8090),
  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_DATA_DIR: z.string().default('data/sandbox'),
  SANDBOX_MAX_IMAGE_BYTES: int(5 * 1024 * 1024, 1),
  SANDBOX_TOKEN_TTL_S: int(3600, 1),
  SANDBOX_CODE_TTL_S: int(90, 1),
  SANDBOX_SEED_PLACES: int(0),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  SANDBOX_LATENCY_MS: int(0),
  /** What the platform speaks (dialect.ts): as documented, or as a real platform that moved on. */
  SANDBOX_DIALECT: z.enum(DIALECTS, { error: `must be one of ${DIALECTS.join(', ')}` }).default('documented'),
  OAUTH_REDIRECT_URI: z.url().default('http://127.0.0.1:8080/auth/callback'),
});

export interface SandboxOptions {
  dataDir: string;
  maxImageBytes: number;
  tokenTtlS: number;
  codeTtlS: number;
  seedPlaces: number;
  redirectUri: string;
  /** Further registered redirect addresses (demo mode registers one per public origin of the app). */
  redirectUris?: string[];
  /** Base of the image URLs; defaults to the address each request came to. */
  publicUrl?: string;
  logger?: boolean;
  /** Every API call answered this much later (a far or busy platform); 0: at once. */
  latencyMs?: number;
  /** What the platform speaks (dialect.ts); default `documented`. */
  dialect?: Dialect;
}

export function sandboxConfigFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid sandbox configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const options: SandboxOptions = {
    dataDir: e.SANDBOX_DATA_DIR,
    maxImageBytes: e.SANDBOX_MAX_IMAGE_BYTES,
    tokenTtlS: e.SANDBOX_TOKEN_TTL_S,
    codeTtlS: e.SANDBOX_CODE_TTL_S,
    seedPlaces: e.SANDBOX_SEED_PLACES,
    redirectUri: e.OAUTH_REDIRECT_URI,
    latencyMs: e.SANDBOX_LATENCY_MS,
    dialect: e.SANDBOX_DIALECT,
    ...(e.SANDBOX_PUBLIC_URL ? { publicUrl: e.SANDBOX_PUBLIC_URL.replace(/\/$/, '') } : {}),
  };
  return { port: e.SANDBOX_PORT, host: e.SANDBOX_HOST, options };
}
