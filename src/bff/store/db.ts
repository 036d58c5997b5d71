import Database from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type Migration,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { migrationsFor } from './migrations/bff-migrations';
import { withStatementCache } from './statement-cache';
import type { BffTables } from './tables';

// The one place that opens the BFF's database and brings its schema up to date: an embedded
// SQLite file by default, PostgreSQL with DATABASE_URL (every instance of a cluster then shares
// it). Every table has its own file beside this one (users.ts, sessions.ts, …) that takes `db`;
// the migrations, written once for both engines (migrations/bff-migrations.ts), run at start-up
// by Kysely's Migrator, which on PostgreSQL holds an advisory lock meanwhile, so instances that
// start together migrate once.

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<BffTables>;

/** Advisory locks of the cluster, by purpose (the first key of pg_advisory_xact_lock(int, int)). */
export const LOCK = { tokenRefresh: 1501, loginCounters: 1502 } as const;

export interface BffDatabase {
  db: Db;
  engine: Engine;
  /**
   * Runs `fn` while holding the lock (`lock`, `id`) across every instance (a PostgreSQL advisory
   * lock, released at the end of its transaction, also when the instance dies). On SQLite there is
   * one process, and its callers already serialise in memory: `fn` simply runs. `fn` gets the
   * lock's own connection to work with (a second one from the pool could deadlock a full pool).
   */
  withLock<T>(lock: number, id: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * A read made on nearly every request (the session), built by Kysely once and prepared once: a
   * better-sqlite3 statement, a named PostgreSQL statement (parsed once per connection). Building
   * the query and SQLite's parsing of it cost more than the read itself. The returned function
   * takes the query's parameters in the order of its placeholders.
   */
  prepared<R>(name: string, query: Compilable<R>): (parameters: readonly unknown[]) => Promise<R[]>;
  /** Throws when the database does not answer (readiness). */
  ping(): Promise<void>;
  /**
   * PostgreSQL: the pool's connections now (metrics). SQLite has no pool (one connection in the
   * process, never waited for), so nothing.
   */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
  /** Tests: drops the schema this database was opened in (DATABASE_URL with `schema`). */
  dropSchema(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise SQLite in `sqliteFile`. */
  url?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL: a schema of its own (created when missing) instead of the user's default. */
  schema?: string | undefined;
  /** PostgreSQL: connections per instance. */
  poolMax?: number | undefined;
  /** PostgreSQL: how long a connection beyond the warm ones may sit idle before it is closed. */
  poolIdleMs?: number | undefined;
}

/**
 * PostgreSQL connections an instance keeps open however quiet it is. pg's pool closes every
 * connection idle for 10 s, and the first query after a quiet spell then paid for a new one (11 ms
 * median, up to 167 ms measured): a sign-in or a search after a pause should not.
 */
export const WARM_CONNECTIONS = 2;

/**
 * Whether an error means the database cannot be reached just now (a restart, a failover, a cut
 * connection, SQLite busy past its timeout): the request answers 503 and the next one tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // PostgreSQL's connection exceptions (08…) and operator interventions (57P…: shutdown, starting up).
    if (/^(08|57P)/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'SQLITE_BUSY'].includes(code))
      return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed/i.test(
    error.message,
  );
}

export async function openBffDatabase(options: DatabaseOptions): Promise<BffDatabase> {
  const opened = options.url?.startsWith('postgres')
    ? openPostgres(options.url, options)
    : openSqlite(options.sqliteFile);
  try {
    await migrate(opened.db, opened.migrations, opened.prepare);
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  return opened.database;
}

async function migrate(
  db: Db,
  migrations: Record<string, Migration>,
  prepare: () => Promise<string | undefined>,
) {
  const schema = await prepare();
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Named, so that the migration tables of another schema in the same database are not taken for ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

function openSqlite(file: string) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000'); // `npm run user` may write while the BFF runs
  const db = new Kysely<BffTables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const database: BffDatabase = {
    db,
    engine: 'sqlite',
    withLock: (_lock, _id, fn) => fn(db),
    prepared: <R>(_name: string, query: Compilable<R>) => {
      const statement = sqlite.prepare(query.compile().sql);
      return async (parameters: readonly unknown[]) => statement.all(...parameters) as R[];
    },
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    close: () => db.destroy(),
    dropSchema: async () => {},
  };
  return { db, database, migrations: migrationsFor('sqlite'), prepare: async () => undefined };
}

/** The PostgreSQL application_name of a BFF's connections (of one in `schema`). */
export const bffApplicationName = (schema?: string) =>
  schema ? `pickup-desk bff ${schema}` : 'pickup-desk bff';

/** BIGINT (milliseconds, ids) read as numbers: every value the BFF keeps fits in 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, options: DatabaseOptions) {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    min: Math.min(WARM_CONNECTIONS, options.poolMax ?? 10),
    idleTimeoutMillis: options.poolIdleMs ?? 10_000,
    // A server that is away refuses at once (503); this bounds the wait for a free connection of
    // the pool under a burst, and for a server that does not answer at all.
    connectionTimeoutMillis: 20_000,
    types,
    // So that `npm run db -- restore` can tell a BFF that still uses this schema (store/backup.ts).
    application_name: bffApplicationName(schema),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection lost while idle (a server restart) is dropped from the pool; the next query opens
  // a new one. Without a listener the error would end the process.
  pool.on('error', () => {});
  // The same for one lost while checked out: the server's 57P01 between a transaction's queries,
  // or "Connection terminated unexpectedly" after the query it ended, is emitted on the client,
  // which the pool no longer listens to then. The work on it fails with its own error (503); the
  // pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<BffTables>({ dialect: new PostgresDialect({ pool }) });
  const database: BffDatabase = {
    db,
    engine: 'postgres',
    withLock: (lock, id, fn) =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${lock}::integer, ${id}::integer)`.execute(trx);
        return fn(trx);
      }),
    prepared: <R>(name: string, query: Compilable<R>) => {
      const text = query.compile().sql;
      return async (parameters: readonly unknown[]) =>
        (await pool.query({ name, text, values: [...parameters] })).rows as R[];
    },
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolMax ?? 10,
    }),
    close: () => db.destroy(),
    dropSchema: async () => {
      if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
    },
  };
  const prepare = async () => {
    if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
    const row = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    const current = row.rows[0]?.schema;
    if (!current) throw new Error('PostgreSQL: no schema to create the tables in (check search_path)');
    return current;
  };
  return { db, database, migrations: migrationsFor('postgres'), prepare };
}
