import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import {
  existsSync,
  linkSync,
  openSync,
  fsyncSync,
  closeSync,
  renameSync,
  rmSync,
  copyFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { bffApplicationName } from './db';

// `npm run db -- backup|restore` (cli/db.ts): the BFF's database copied out and put back whole.
// SQLite: SQLite's online backup (a consistent copy while the BFF writes); a restore replaces the
// file in one rename and takes the old -wal and -shm away with it, since SQLite would otherwise
// replay the old log over the restored file and give back the newer state. PostgreSQL: pg_dump's
// custom format of the BFF's schema, and pg_restore --clean of it (the client tools must be
// installed where this runs; the image has none, see docs/operations.md).

export interface BackupTarget {
  /** postgres://… for PostgreSQL; otherwise SQLite in `sqliteFile`. */
  url?: string | undefined;
  /** PostgreSQL: the schema the BFF uses (tests give each BFF one); default: the user's own. */
  schema?: string | undefined;
  sqliteFile: string;
}

export class RestoreRefused extends Error {}

const isPostgres = (target: BackupTarget) => Boolean(target.url?.startsWith('postgres'));

/** Writes a copy of the database to `file` (replaced whole, never left half-written). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  if (isPostgres(target)) {
    const schema = await schemaOf(target);
    await pgTool(target.url!, 'pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${partial}`]);
  } else {
    if (!existsSync(target.sqliteFile)) throw new RestoreRefused(`No database at ${target.sqliteFile}.`);
    const source = new Database(target.sqliteFile, { fileMustExist: true, timeout: 5_000 });
    try {
      await source.backup(partial);
    } finally {
      source.close();
    }
    checkSqliteBackup(partial);
  }
  syncFile(partial);
  renameSync(partial, file);
  syncFile(dirname(file));
}

/**
 * Puts the backup in `file` back as the database. Refused while a BFF has the database open (stop
 * every instance first): its next writes would land on the replaced state.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ replaced?: string }> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}.`);
  if (isPostgres(target)) {
    const schema = await schemaOf(target);
    const open = await bffConnections(target, schema);
    if (open > 0)
      throw new RestoreRefused(
        `${open} connection(s) of a running BFF use schema ${schema}: stop every instance, then restore.`,
      );
    // --schema: the schema's own objects, never the schema (nor what else it holds) itself.
    await pgTool(target.url!, 'pg_restore', [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--schema=${schema}`,
      `--dbname=${decodeURIComponent(new URL(target.url!).pathname.slice(1))}`,
      file,
    ]);
    return {};
  }
  return restoreSqlite(target.sqliteFile, file);
}

async function restoreSqlite(dbFile: string, file: string): Promise<{ replaced?: string }> {
  checkSqliteBackup(file);
  if (existsSync(dbFile)) assertSqliteUnused(dbFile);
  // A copy through SQLite's backup, so a -wal beside the backup file (opened since) counts too.
  const incoming = `${dbFile}.restoring`;
  rmSync(incoming, { force: true });
  const source = new Database(file, { fileMustExist: true, readonly: true });
  try {
    await source.backup(incoming);
  } finally {
    source.close();
  }
  syncFile(incoming);
  let replaced: string | undefined;
  if (existsSync(dbFile)) {
    // The state being replaced stays beside it, with its log, until the operator deletes it.
    replaced = `${dbFile}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    try {
      linkSync(dbFile, replaced);
    } catch {
      copyFileSync(dbFile, replaced);
    }
    if (existsSync(`${dbFile}-wal`)) renameSync(`${dbFile}-wal`, `${replaced}-wal`);
  }
  rmSync(`${dbFile}-shm`, { force: true });
  renameSync(incoming, dbFile);
  syncFile(dirname(dbFile));
  return replaced ? { replaced } : {};
}

/** A backup SQLite can read whole, of the BFF's database (it has the migrations' record). */
function checkSqliteBackup(file: string) {
  let backup: Database.Database | undefined;
  try {
    backup = new Database(file, { fileMustExist: true, readonly: true });
    const check = backup.pragma('quick_check', { simple: true });
    const migrations = backup
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get() as { n: number };
    if (check !== 'ok' || migrations.n !== 1) throw new Error(String(check));
  } catch (error) {
    throw new RestoreRefused(`${file} is not a readable backup of the BFF's database (${String(error)}).`, {
      cause: error,
    });
  } finally {
    backup?.close();
  }
}

/**
 * SQLite in WAL mode: every open connection (an idle BFF's too) holds a shared lock, so an
 * exclusive one is refused at once while anything has the file open.
 */
function assertSqliteUnused(dbFile: string) {
  const probe = new Database(dbFile, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new RestoreRefused(
        `${dbFile} is open in a running BFF (or another program): stop it, then restore.`,
      );
    throw error;
  } finally {
    probe.close();
  }
}

function syncFile(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function withClient<T>(target: BackupTarget, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: target.url,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The schema the BFF's tables are in: the given one, or the user's current one. */
const schemaOf = (target: BackupTarget) =>
  target.schema ??
  withClient(target, async (client) => {
    const schema = (await client.query<{ schema: string | null }>('SELECT current_schema() AS schema'))
      .rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL: no current schema (check search_path)');
    return schema;
  });

/**
 * Connections of BFFs (named by db.ts) to this database and schema, other than this one: those
 * given the schema by name and, unless the schema was named here, those that use the user's own.
 */
const bffConnections = (target: BackupTarget, schema: string) =>
  withClient(target, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ANY($1) AND pid <> pg_backend_pid()`,
      [target.schema ? [bffApplicationName(schema)] : [bffApplicationName(schema), bffApplicationName()]],
    );
    return rows[0]!.n;
  });

/**
 * Runs pg_dump or pg_restore against DATABASE_URL, its parts passed as libpq's environment
 * variables: the password never appears on a command line (which `ps` shows to everyone).
 */
async function pgTool(url: string, tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', u.searchParams.get('host') ?? decodeURIComponent(u.hostname));
  set('PGPORT', u.port);
  set('PGUSER', decodeURIComponent(u.username));
  set('PGPASSWORD', decodeURIComponent(u.password));
  set('PGDATABASE', decodeURIComponent(u.pathname.slice(1)));
  set('PGSSLMODE', u.searchParams.get('sslmode'));
  try {
    await promisify(execFile)(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { code?: string; stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error(
        `${tool} not found: run this where PostgreSQL's client tools (the server's major version or newer) are installed.`,
        { cause: error },
      );
    throw new Error(`${tool} failed: ${e.stderr?.trim() || String(error)}`, { cause: error });
  }
}
