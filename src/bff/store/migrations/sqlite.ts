import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The SQLite schema, version by version (Kysely's Migrator records the names it has run in
// kysely_migration). 0001 is the schema the BFF had before Kysely, with IF NOT EXISTS, so a
// database made by an earlier version is adopted as it is.

const run = (statements: string[]) => async (db: Kysely<unknown>) => {
  for (const statement of statements) await sql.raw(statement).execute(db);
};

export const sqliteMigrations: Record<string, Migration> = {
  '0001-initial': {
    up: run([
      `CREATE TABLE IF NOT EXISTS users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'staff', 'support')),
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS sessions (
        id_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        csrf TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS oauth_states (
        state_hash TEXT PRIMARY KEY,
        session_hash TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        return_to TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS platform_tokens (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        access_token TEXT NOT NULL,
        refresh_token TEXT NOT NULL,
        scope TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        username TEXT NOT NULL,
        role TEXT NOT NULL,
        operation TEXT NOT NULL,
        target TEXT,
        status INTEGER NOT NULL,
        outcome TEXT NOT NULL
      )`,
    ]),
  },
  '0002-shared-state': {
    up: run([
      `CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id)`,
      `CREATE TABLE login_counters (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL DEFAULT 0,
        in_flight INTEGER NOT NULL DEFAULT 0,
        window_end INTEGER NOT NULL,
        not_before INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE read_model_generations (
        eshop_id TEXT PRIMARY KEY,
        generation INTEGER NOT NULL
      )`,
    ]),
  },
};
