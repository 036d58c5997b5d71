import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';

// A frozen copy of migrations/sqlite.ts as it was when the migrations became one source (issue 44,
// bff-migrations.ts): deployed databases ran these. Only one-source.test.ts reads it, to prove the
// one source makes the same; never edit it, and add no migration here.

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
  // Issue 12: bulk jobs and their places, and every change the BFF made to a place. Before the
  // storage layer these tables made themselves on the same SQLite file (CREATE TABLE IF NOT EXISTS):
  // IF NOT EXISTS here too, so such a database is adopted as it is.
  '0003-bulk-jobs-history': {
    up: run([
      `CREATE TABLE IF NOT EXISTS bulk_jobs (
        id TEXT PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        action TEXT NOT NULL,
        state TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_role TEXT NOT NULL,
        created_at TEXT NOT NULL,
        started_ms INTEGER NOT NULL,
        finished_at TEXT,
        undo_of TEXT,
        retry_of TEXT,
        skipped INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX IF NOT EXISTS bulk_jobs_eshop ON bulk_jobs (eshop_id, created_at)`,
      `CREATE INDEX IF NOT EXISTS bulk_jobs_state ON bulk_jobs (state)`,
      `CREATE TABLE IF NOT EXISTS bulk_job_items (
        job_id TEXT NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        place_id TEXT NOT NULL,
        name TEXT NOT NULL,
        state TEXT NOT NULL,
        status INTEGER,
        message TEXT,
        changes TEXT,
        settled_ms INTEGER,
        PRIMARY KEY (job_id, seq)
      )`,
      `CREATE INDEX IF NOT EXISTS bulk_job_items_state ON bulk_job_items (job_id, state, seq)`,
      `CREATE TABLE IF NOT EXISTS place_history (
        id INTEGER PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        place_id TEXT NOT NULL,
        at TEXT NOT NULL,
        username TEXT NOT NULL,
        role TEXT NOT NULL,
        operation TEXT NOT NULL,
        job_id TEXT,
        revert_of INTEGER,
        fields TEXT NOT NULL,
        changes TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS place_history_place ON place_history (place_id, id)`,
      `CREATE INDEX IF NOT EXISTS place_history_job ON place_history (job_id, place_id)`,
      `CREATE INDEX IF NOT EXISTS place_history_at ON place_history (at)`,
    ]),
  },
  // A job runs on the instance that holds its lease (renewed while it runs); a lease that ran out
  // (its instance died) or was handed back (a stop) lets another instance take the job over.
  '0004-job-leases': {
    up: run([
      `ALTER TABLE bulk_jobs ADD COLUMN lease_owner TEXT`,
      `ALTER TABLE bulk_jobs ADD COLUMN lease_until_ms INTEGER NOT NULL DEFAULT 0`,
    ]),
  },
  // Issue 14: imports of places from a file, their rows and the dry run of each row, so that any
  // instance can page the result and apply it.
  '0005-imports': {
    up: run([
      `CREATE TABLE imports (
        id TEXT PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        file_name TEXT NOT NULL,
        format TEXT NOT NULL,
        meta TEXT NOT NULL,
        mapping TEXT NOT NULL,
        counts TEXT NOT NULL,
        job_id TEXT
      )`,
      `CREATE INDEX imports_created ON imports (created_at)`,
      `CREATE TABLE import_rows (
        import_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        row_no INTEGER NOT NULL,
        cells TEXT NOT NULL,
        PRIMARY KEY (import_id, seq)
      )`,
      `CREATE TABLE import_results (
        import_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        row_no INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        place_id TEXT,
        name TEXT NOT NULL,
        origin_id TEXT NOT NULL,
        fields TEXT NOT NULL,
        errors TEXT NOT NULL,
        changes TEXT NOT NULL,
        PRIMARY KEY (import_id, seq)
      )`,
      `CREATE INDEX import_results_outcome ON import_results (import_id, outcome, seq)`,
    ]),
  },
  // Issue 27: who made a job or an import, by account (a username could be taken again after an
  // account is gone); only that account or an administrator may cancel, retry, undo or apply it.
  // Earlier rows take the account of their username; one whose account is gone has none (admins only).
  '0006-owners': {
    up: run([
      `ALTER TABLE bulk_jobs ADD COLUMN created_by_id INTEGER`,
      `ALTER TABLE imports ADD COLUMN created_by_id INTEGER`,
      `UPDATE bulk_jobs SET created_by_id =
        (SELECT id FROM users WHERE lower(users.username) = lower(bulk_jobs.created_by))`,
      `UPDATE imports SET created_by_id =
        (SELECT id FROM users WHERE lower(users.username) = lower(imports.created_by))`,
    ]),
  },
  // Issue 29: what a history entry holds beside its field changes (an uploaded image, the place a
  // deleted one was restored as, JSON text); a deleted place is restored at most once: its restore
  // entry names the deletion it undoes in revert_of, and a second one is refused by this index.
  '0007-history-details': {
    up: run([
      `ALTER TABLE place_history ADD COLUMN details TEXT`,
      `CREATE UNIQUE INDEX place_history_restore ON place_history (place_id, revert_of)
        WHERE operation = 'restore' AND revert_of IS NOT NULL`,
    ]),
  },
  // Issue 25: every change of a place made through any instance, as the platform answered it, so
  // the other instances apply it to their read models instead of refilling them. `generation` is
  // the e-shop's counter in read_model_generations after the change (one row per step).
  '0008-read-model-changes': {
    up: run([
      `CREATE TABLE read_model_changes (
        id INTEGER PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        generation INTEGER NOT NULL,
        place_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        place TEXT,
        created_ms INTEGER NOT NULL
      )`,
      `CREATE UNIQUE INDEX read_model_changes_generation ON read_model_changes (eshop_id, generation)`,
      `CREATE INDEX read_model_changes_created ON read_model_changes (created_ms)`,
    ]),
  },
  // Issue 26: staff single sign-on. An account signed in through a provider is found by the
  // provider's issuer and subject (never by a username a local account could share); a sign-in in
  // progress keeps its PKCE verifier and nonce here until its one callback; a session started by
  // the provider keeps its ID token (sealed) for the provider's sign-out.
  '0009-oidc': {
    up: run([
      `CREATE TABLE user_identities (
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (issuer, subject)
      )`,
      `CREATE TABLE oidc_flows (
        state_hash TEXT PRIMARY KEY,
        nonce TEXT NOT NULL,
        code_verifier TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      )`,
      `ALTER TABLE sessions ADD COLUMN id_token TEXT`,
    ]),
  },
  // Issue 41: a flood of sign-in starts left a row each; the sweep of expired flows finds them by
  // their expiry instead of reading the whole table.
  '0010-oidc-flows-expiry': {
    up: run([`CREATE INDEX oidc_flows_expires ON oidc_flows (expires_at)`]),
  },
  // Issue 41: the installation's own settings, one row a name. `token_key_check` is an HMAC of a
  // fixed label under TOKEN_ENCRYPTION_KEY (store/token-key.ts): a start, a restore or a rekey
  // with another key is refused by name instead of every sealed token being unreadable.
  '0011-settings': {
    up: run([
      `CREATE TABLE settings (
        name TEXT NOT NULL PRIMARY KEY,
        value TEXT NOT NULL
      )`,
    ]),
  },
  // Issue 43: a row's problem found while reading the file (a GeoJSON feature that is not a point)
  // is that row's error, not the whole file's; and the dry run notes per row what came from a
  // default and which coordinate was rounded.
  '0012-import-notes': {
    up: run([
      `ALTER TABLE import_rows ADD COLUMN problem TEXT`,
      `ALTER TABLE import_results ADD COLUMN notes TEXT NOT NULL DEFAULT '[]'`,
    ]),
  },
};
