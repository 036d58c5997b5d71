import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBff, type Bff } from '../bff/app';
import type { BffConfig } from '../bff/config';
import type { LogOptions } from '../bff/logging';
import { startSandbox } from '../sandbox/app';
import type { SandboxOptions } from '../sandbox/config';
import { TEST_DIALECT } from '../sandbox/testing/dialect';
import { onFreePort } from './free-port';
import {
  DEMO_ESHOPS,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
} from '../sandbox/store/demo-ids';

// The whole server side for integration tests: a real sandbox and a real BFF on free loopback
// ports, each with a fresh data folder, wired as demo mode wires them (see src/main.ts).

export {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  EMPTY_ESHOP,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  OTHER_ESHOP,
  SHOWCASE_ORDER,
} from '../sandbox/store/demo-ids';
/** Every credential the browser must never see. */
export const SECRETS = [DEMO_KEY, DEMO_REST_TOKEN, OAUTH_CLIENT_SECRET];

export interface StackOptions {
  sandbox?: Partial<SandboxOptions>;
  /** The BFF's settings; a function of the BFF's address for those that name it (an OIDC redirect). */
  bff?: Partial<BffConfig> | ((bffUrl: string) => Partial<BffConfig>);
  /** Point the BFF at another upstream (a stopped or slow server) instead of the sandbox. */
  upstreamUrl?: string;
  /**
   * Wire OAuth as `npm start`'s demo mode does: the sandbox's pages served on the app's origin, a
   * redirect registered for each public origin (127.0.0.1 and localhost) and chosen per request.
   */
  demoOAuth?: boolean;
  /** The BFF's log (off otherwise): level, access lines and a stream to capture them. */
  log?: LogOptions;
  /** Adds routes or hooks to the BFF before it listens (tests of failure paths). */
  beforeListen?: (app: Bff['app']) => void;
}

/** Starts the stack; the BFF's port is known before it listens, so a taken one means a new start. */
export async function startStack(options: StackOptions = {}) {
  return onFreePort((bffPort) => startStackOn(bffPort, options));
}

async function startStackOn(bffPort: number, options: StackOptions) {
  const dir = await mkdtemp(join(tmpdir(), 'stack-test-'));
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const redirectUri = `${bffUrl}/auth/callback`;
  const publicOrigins = [bffUrl, `http://localhost:${bffPort}`];
  const sandbox = await startSandbox(
    {
      dataDir: join(dir, 'sandbox'),
      maxImageBytes: 5 * 1024 * 1024,
      tokenTtlS: 3600,
      codeTtlS: 90,
      seedPlaces: 0,
      redirectUri,
      ...(options.demoOAuth ? { redirectUris: publicOrigins.map((o) => `${o}/auth/callback`) } : {}),
      publicUrl: bffUrl,
      dialect: TEST_DIALECT,
      ...options.sandbox,
    },
    0,
  );
  const upstream = options.upstreamUrl ?? sandbox.url;
  const config: BffConfig = {
    host: '127.0.0.1',
    port: bffPort,
    publicOrigins,
    dataDir: join(dir, 'bff'),
    // DATABASE_URL set: the whole suite runs on PostgreSQL, each BFF in a fresh schema of its own.
    ...(process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: `test_${randomBytes(6).toString('hex')}` }
      : {}),
    sandbox: true,
    eshops: DEMO_ESHOPS,
    pickup: { baseUrl: upstream, apiKey: DEMO_KEY },
    rest: { url: upstream, basicToken: DEMO_REST_TOKEN },
    oauth: {
      authUrl: upstream,
      clientId: OAUTH_CLIENT_ID,
      clientSecret: OAUTH_CLIENT_SECRET,
      redirectUri,
      scopes: ['deliveries'],
      ...(options.demoOAuth ? { redirectFromOrigin: true } : {}),
    },
    ...(options.demoOAuth ? { platformPagesUrl: sandbox.url } : {}),
    tokenKey: randomBytes(32),
    trustProxy: false,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: '© OpenStreetMap contributors',
    imageOrigins: [],
    maxImageBytes: 5 * 1024 * 1024,
    upstreamTimeoutMs: 5000,
    requestTimeoutMs: 60_000,
    sessionIdleMs: 3_600_000,
    sessionAbsoluteMs: 12 * 3_600_000,
    demoPassword: 'demo',
    webRoot: join(dir, 'no-web-build'),
    ...(typeof options.bff === 'function' ? options.bff(bffUrl) : options.bff),
  };
  const bff: Bff = await buildBff(config, options.log ? { log: options.log } : {});
  options.beforeListen?.(bff.app);
  try {
    await bff.app.listen({ host: '127.0.0.1', port: bffPort });
  } catch (error) {
    // Release everything, so a retry on another port starts clean.
    await bff.database.dropSchema();
    await bff.app.close();
    await sandbox.app.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let sandboxOpen = true;
  return {
    bffUrl,
    sandboxUrl: sandbox.url,
    sandboxDb: sandbox.db,
    bff,
    config,
    async stopSandbox() {
      if (sandboxOpen) await sandbox.app.close();
      sandboxOpen = false;
    },
    async close() {
      // A test that closed the BFF itself (a restart) drops the schema through the BFF it started next.
      if (bff.app.server.listening) {
        await bff.database.dropSchema();
        await bff.app.close();
      }
      await this.stopSandbox();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** A browser-like client of the BFF: keeps the session cookie, sends the CSRF token and an Origin. */
export class BrowserClient {
  cookie = '';
  csrf = '';
  /** Every response body and header seen, for the leak test. */
  readonly seen: string[] = [];

  /** The page's origin, sent on mutating requests: another address of the same app keeps it. */
  origin: string;

  constructor(readonly baseUrl: string) {
    this.origin = new URL(baseUrl).origin;
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    if (this.csrf && !headers.has('x-csrf-token')) headers.set('x-csrf-token', this.csrf);
    // As a browser does (Node's fetch does not): every request but GET and HEAD names its origin.
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', this.origin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { ...init, headers, body, redirect: 'manual' });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair = ''] = c.split(';');
      if (pair.startsWith('pd_session=')) this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    this.seen.push(JSON.stringify([...res.headers.entries()]), text);
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: res.status, headers: res.headers, data: data as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  async login(username: string, password = 'demo') {
    const res = await this.fetch('/auth/login', { method: 'POST', json: { username, password } });
    if (res.status === 200) this.csrf = res.data.csrfToken;
    return res;
  }
}
