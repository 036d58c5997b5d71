import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openBffDatabase } from '@/bff/store/db';
import { startSandbox } from '@/sandbox/app';
import { TEST_DIALECT } from '@/sandbox/testing/dialect';
import {
  DEMO_ESHOPS,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
} from '@/sandbox/store/demo-ids';
import { freePort } from '../free-port';
import { postgresForTests } from '../postgres';
import { nginxForTests, startNginx, stopChild, type Exit } from './nginx';

// A cluster as an operator runs one: one sandbox platform, one PostgreSQL database (a fresh schema
// of the test database), two BFF processes started as `npm start` starts one (src/main.ts, real
// processes, so one can be killed) and nginx in front of them, round robin.

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * What a cluster test needs, PostgreSQL and nginx (each installed first where it can be), as the
 * first options of startCluster; undefined, with `what` named as skipped, where either is missing.
 */
export function clusterPrerequisites(what: string, postgresClusterName?: string) {
  const pg = postgresForTests(postgresClusterName);
  const nginx = pg.url ? nginxForTests() : undefined;
  if (pg.url && nginx) return { postgresUrl: pg.url, nginx };
  console.warn(`${what} skipped: it needs PostgreSQL and nginx (see above).`);
  return undefined;
}

export interface ClusterOptions {
  postgresUrl: string;
  nginx: string;
  /** Access-token lifetime of the sandbox (refresh tests). */
  tokenTtlS?: number;
  instances?: number;
  /** Where the instances find the pickup place service (a proxy in front of the sandbox). */
  pickupUrl?: (sandboxUrl: string) => string;
  /** More settings for every instance. */
  env?: Record<string, string>;
}

export interface Instance {
  port: number;
  url: string;
  /**
   * Ends the process with `signal` (SIGKILL: no chance to finish anything) and answers how it
   * ended; one that has not exited `forceAfterMs` after the signal is killed (SIGKILL).
   */
  stop(signal?: NodeJS.Signals, forceAfterMs?: number): Promise<Exit | undefined>;
  /** Starts it again on its port. */
  start(): Promise<void>;
  /** Whether its process is running (not exited, not killed). */
  alive(): boolean;
  /** What the process wrote to stderr (why it died). */
  stderr(): string;
}

export async function startCluster(options: ClusterOptions) {
  const dir = await mkdtemp(join(tmpdir(), 'cluster-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const sandbox = await startSandbox(
    {
      dataDir: join(dir, 'sandbox'),
      maxImageBytes: 5 * 1024 * 1024,
      tokenTtlS: options.tokenTtlS ?? 3600,
      codeTtlS: 90,
      seedPlaces: 0,
      redirectUri: `${url}/auth/callback`,
      dialect: TEST_DIALECT,
    },
    0,
  );
  // The schema is made (and migrated) here; every instance then finds it through search_path.
  const database = await openBffDatabase({ url: options.postgresUrl, schema, sqliteFile: '' });
  const databaseUrl = new URL(options.postgresUrl);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  const env = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: url,
    DATABASE_URL: databaseUrl.toString(),
    PICKUP_BASE_URL: options.pickupUrl?.(sandbox.url) ?? sandbox.url,
    PICKUP_API_KEY: DEMO_KEY,
    ESHOPS: JSON.stringify(DEMO_ESHOPS),
    REST_URL: sandbox.url,
    REST_API_TOKEN: DEMO_REST_TOKEN,
    AUTH_URL: sandbox.url,
    OAUTH_CLIENT_ID,
    OAUTH_CLIENT_SECRET,
    OAUTH_REDIRECT_URI: `${url}/auth/callback`,
    // Shared by every instance: a token sealed by one is opened by the others.
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WEB_DIST_DIR: join(dir, 'no-web-build'),
    UPSTREAM_TIMEOUT_MS: '5000',
    ...options.env,
  };
  const instances: (Instance & { process?: Started })[] = [];
  for (let i = 0; i < (options.instances ?? 2); i++) {
    const port = await freePort();
    const instance: Instance & { process?: Started } = {
      port,
      url: `http://127.0.0.1:${port}`,
      stop: async (signal, forceAfterMs) =>
        instance.process && stopChild(instance.process.child, signal, forceAfterMs),
      alive: () => {
        const child = instance.process?.child;
        return Boolean(child && child.exitCode === null && child.signalCode === null);
      },
      stderr: () => instance.process?.stderr() ?? '',
      start: async () => {
        instance.process = await startInstance(
          { ...env, PORT: String(port), BFF_DATA_DIR: join(dir, `bff-${i}`) },
          port,
        );
      },
    };
    instances.push(instance);
  }
  await Promise.all(instances.map((i) => i.start()));
  const nginx = await startNginx(
    options.nginx,
    join(dir, 'nginx'),
    nginxPort,
    instances.map((i) => i.port),
  );
  return {
    url,
    sandboxUrl: sandbox.url,
    sandboxDb: sandbox.db,
    database,
    instances: instances as Instance[],
    /** What nginx logged (warnings and errors: each request it could not pass to an instance). */
    nginxLog: () => readFile(join(dir, 'nginx', 'error.log'), 'utf8').catch(() => ''),
    async close() {
      await nginx.stop();
      await Promise.all(instances.map((i) => i.stop()));
      await sandbox.app.close();
      await database.dropSchema().catch(() => {});
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

interface Started {
  child: ChildProcess;
  stderr: () => string;
}

/** One BFF process, as src/main.ts runs (compiled on the fly by tsx); resolves once it is ready. */
async function startInstance(env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`BFF instance on ${port} exited: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`BFF instance on ${port} did not start: ${stderr}`);
}
