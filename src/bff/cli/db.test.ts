import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../app';
import type { BffConfig } from '../config';
import type { Db } from '../store/db';
import { placesIn, startJob, waitForJob } from '@/testing/bulk-jobs';
import { imported } from '@/testing/imports';
import { connect, connected } from '@/testing/platform-connect';
import { postgresForTests } from '@/testing/postgres';
import { signedIn } from '@/testing/signed-in';
import { SHOWCASE_ORDER, startStack, type Stack } from '@/testing/stack';

// Issue 41: `npm run db -- backup|restore|rekey` run as an operator runs them, as processes, against
// a running BFF with rows in every table: backup while it runs, more writes, restore, start. The
// restored database holds exactly the backup's rows, the platform connections still work, a start
// with another key is refused and leaves the tokens alone, and (SQLite) an old -wal and -shm left
// beside the database do not bring the newer state back.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;

// On the unit run: SQLite, and PostgreSQL where it can be had; on the PostgreSQL subset
// (DATABASE_URL set) PostgreSQL alone.
const pg = postgresForTests();
const engines = [
  ...(process.env.DATABASE_URL ? [] : [{ name: 'SQLite', url: undefined as string | undefined }]),
  ...(pg.url ? [{ name: 'PostgreSQL', url: pg.url as string | undefined }] : []),
];

/** The CLI with the BFF's database and key, as the operator's environment gives them. */
async function db(config: BffConfig, args: string[], extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BFF_DATA_DIR: config.dataDir,
    TOKEN_ENCRYPTION_KEY: config.tokenKey.toString('base64'),
    ...extra,
  };
  delete env.DATABASE_URL;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    url.searchParams.set('options', `-c search_path=${config.databaseSchema}`);
    env.DATABASE_URL = url.toString();
  }
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/bff/cli/db.ts', ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

async function tableNames(database: Db, postgres: boolean): Promise<string[]> {
  const rows = postgres
    ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(database)
    : await sql<{ name: string }>`SELECT name FROM sqlite_master
        WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_'`.execute(database);
  return rows.rows.map((r) => r.name).sort();
}

/** Every table's rows, in an order of their own (JSON text), so two snapshots compare whole. */
async function snapshot(database: Db, postgres: boolean) {
  const out: Record<string, string[]> = {};
  for (const table of await tableNames(database, postgres)) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(database);
    out[table] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/**
 * Rows for the tables no quick request leaves a row in: a sign-in in progress, single sign-on, and
 * on SQLite the shared sign-in counts and change log (one process keeps those in memory).
 */
async function fillTheRest(database: Db, userId: number) {
  const later = Date.now() + 3_600_000;
  const empty = async (
    table:
      | 'oauth_states'
      | 'oidc_flows'
      | 'user_identities'
      | 'login_counters'
      | 'read_model_generations'
      | 'read_model_changes',
  ) => !(await database.selectFrom(table).selectAll().limit(1).executeTakeFirst());
  if (await empty('read_model_generations'))
    await database.insertInto('read_model_generations').values({ eshop_id: 'e-1', generation: 1 }).execute();
  if (await empty('read_model_changes'))
    await database
      .insertInto('read_model_changes')
      .values({ eshop_id: 'e-1', generation: 1, place_id: 'p-1', kind: 'delete', place: null, created_ms: 1 })
      .execute();
  if (await empty('oauth_states'))
    await database
      .insertInto('oauth_states')
      .values({
        state_hash: 'st',
        session_hash: 'se',
        user_id: userId,
        return_to: '/orders',
        expires_at: later,
      })
      .execute();
  if (await empty('oidc_flows'))
    await database
      .insertInto('oidc_flows')
      .values({ state_hash: 'of', nonce: 'n', code_verifier: 'v', expires_at: later })
      .execute();
  if (await empty('user_identities'))
    await database
      .insertInto('user_identities')
      .values({ issuer: 'https://sso.example', subject: 's-1', user_id: userId })
      .execute();
  if (await empty('login_counters'))
    await database
      .insertInto('login_counters')
      .values({ key: 'u:nobody', failures: 1, in_flight: 0, window_end: later, not_before: 0 })
      .execute();
}

describe.each(engines)('npm run db on $name', { timeout: 240_000 }, ({ url }) => {
  const postgres = Boolean(url);
  let stack: Stack;
  let bff: Bff | undefined;
  const backupFile = () => join(stack.config.dataDir, '..', postgres ? 'desk.dump' : 'desk.sqlite');

  beforeAll(async () => {
    stack = await startStack({
      bff: {
        databaseUrl: url,
        databaseSchema: url ? `test_${randomBytes(6).toString('hex')}` : undefined,
      },
    });
    bff = stack.bff;
  });
  afterAll(async () => {
    if (bff?.app.server.listening) {
      await bff.database.dropSchema();
      await bff.app.close();
    }
    await stack?.close();
  });

  /** A BFF on the stack's port, as the next start of the process. */
  const start = async (config: BffConfig = stack.config) => {
    bff = await buildBff(config);
    await bff.app.listen({ host: '127.0.0.1', port: config.port });
    return bff;
  };

  it('backup while running, more writes, restore, start: every row as backed up, the connection works', async () => {
    const staff = await signedIn(stack, 'staff');
    await signedIn(stack, 'admin');
    await connect(stack, staff);
    expect((await staff.fetch(ORDER)).status).toBe(200);
    const ids = await placesIn(staff, 'Zálohov', 2);
    const job = await startJob(staff, {
      selection: { ids },
      action: { kind: 'weeklyHours', regular: { monday: [{ from: '07:00', to: '19:00' }] } },
    });
    await waitForJob(staff, job.id);
    await imported(staff, 'ordinary-cz.csv');
    const staffId = (await stack.bff.users.byName('staff'))!.id;
    await fillTheRest(stack.bff.db, staffId);

    const before = await snapshot(stack.bff.db, postgres);
    const empty = Object.entries(before).filter(
      ([table, rows]) => !rows.length && table !== 'kysely_migration_lock',
    );
    expect(empty.map(([table]) => table)).toEqual([]);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['platform_tokens', 'settings', 'place_history']),
    );

    const backup = await db(stack.config, ['backup', backupFile()]);
    expect(backup.out).toContain('Keep TOKEN_ENCRYPTION_KEY with it');
    expect(backup.code).toBe(0);
    // Nothing moved while it ran, so `before` is what the backup holds.
    expect(await snapshot(stack.bff.db, postgres)).toEqual(before);
    if (!postgres) {
      const copy = new Database(backupFile(), { readonly: true });
      const { Kysely, SqliteDialect } = await import('kysely');
      const copyDb = new Kysely<never>({ dialect: new SqliteDialect({ database: copy }) }) as unknown as Db;
      expect(await snapshot(copyDb, false)).toEqual(before);
      await copyDb.destroy();
    }

    // More writes after the backup: a place, a sign-out, a user, rows gone.
    await placesIn(staff, 'Pozdějov', 1);
    await stack.bff.users.add('later', 'later-password-1', 'support');
    await stack.bff.db.deleteFrom('import_rows').execute();
    expect(await snapshot(stack.bff.db, postgres)).not.toEqual(before);

    const refused = await db(stack.config, ['restore', backupFile()]);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/running BFF.*stop/);

    await stack.bff.app.close();
    const restored = await db(stack.config, ['restore', backupFile()]);
    expect(restored.out).toContain('TOKEN_ENCRYPTION_KEY is the restored database’s key');
    expect(restored.code).toBe(0);

    // Orders only with the user's own Bearer token: the restored platform tokens.
    stack.config.rest = { url: stack.config.rest!.url };
    const again = await start();
    expect(await snapshot(again.db, postgres)).toEqual(before);
    expect(await connected(staff)).toBe(true);
    expect((await staff.fetch(ORDER)).status).toBe(200);
  });

  it('a start with another key is refused by name, and the tokens stay', async () => {
    const tokensBefore = await bff!.db.selectFrom('platform_tokens').selectAll().execute();
    expect(tokensBefore.length).toBeGreaterThan(0);
    await bff!.app.close();
    await expect(start({ ...stack.config, tokenKey: randomBytes(32) })).rejects.toThrow(
      /TOKEN_ENCRYPTION_KEY: is not the key this database was sealed with/,
    );
    const wrongRestore = await db(stack.config, ['restore', backupFile()], {
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(wrongRestore.out).toContain('TOKEN_ENCRYPTION_KEY is not the key of the restored database');
    expect(wrongRestore.code).not.toBe(0);

    const again = await start();
    expect(await again.db.selectFrom('platform_tokens').selectAll().execute()).toEqual(tokensBefore);
  });

  it('rekey: the BFF starts with the new key and the connection still works; the old key is refused', async () => {
    const staff = await signedIn(stack, 'staff');
    await bff!.app.close();
    const newKey = randomBytes(32);
    const rekey = await db(stack.config, ['rekey'], { TOKEN_ENCRYPTION_KEY_NEW: newKey.toString('base64') });
    expect(rekey.out).toContain("1 users' platform tokens");
    expect(rekey.code).toBe(0);
    await expect(start()).rejects.toThrow(/TOKEN_ENCRYPTION_KEY/);
    stack.config.tokenKey = newKey;
    await start();
    expect((await staff.fetch(ORDER)).status).toBe(200);
  });

  it.skipIf(postgres)(
    'an old -wal and -shm beside the database do not bring the newer state back',
    async () => {
      const dbFile = join(stack.config.dataDir, 'bff.sqlite');
      const staff = await signedIn(stack, 'staff');
      expect((await db(stack.config, ['backup', backupFile()])).code).toBe(0);
      await placesIn(staff, 'Novějov', 1);
      await bff!.users.add('newer', 'newer-password-1', 'support');
      // What a BFF that died leaves: its log with the newer writes not yet in the database file.
      for (const suffix of ['-wal', '-shm']) copyFileSync(`${dbFile}${suffix}`, `${dbFile}.stale${suffix}`);
      await bff!.app.close();
      for (const suffix of ['-wal', '-shm']) copyFileSync(`${dbFile}.stale${suffix}`, `${dbFile}${suffix}`);

      // The operator's copy of the backup over the file, with the old log beside it: the newer state.
      const naive = join(stack.config.dataDir, 'naive.sqlite');
      copyFileSync(backupFile(), naive);
      for (const suffix of ['-wal', '-shm']) copyFileSync(`${dbFile}.stale${suffix}`, `${naive}${suffix}`);
      const opened = new Database(naive);
      expect(opened.prepare("SELECT count(*) AS n FROM users WHERE username = 'newer'").get()).toEqual({
        n: 1,
      });
      opened.close();

      const restored = await db(stack.config, ['restore', backupFile()]);
      expect(restored.code).toBe(0);
      expect(existsSync(`${dbFile}-wal`)).toBe(false);
      const kept = readdirSync(stack.config.dataDir).filter((f) => f.startsWith('bff.sqlite.replaced-'));
      expect(kept.length).toBeGreaterThan(0);
      const again = await start();
      expect(await again.users.byName('newer')).toBeUndefined();
      const copy = new Database(backupFile(), { readonly: true });
      const { Kysely, SqliteDialect } = await import('kysely');
      const copyDb = new Kysely<never>({ dialect: new SqliteDialect({ database: copy }) }) as unknown as Db;
      expect(await snapshot(again.db, false)).toEqual(await snapshot(copyDb, false));
      await copyDb.destroy();
    },
  );
});
