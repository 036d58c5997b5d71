import { sql, type Kysely, type Migration } from 'kysely';
import { WORDS, type EngineWords, type MigrationEngine } from './engine-words';

// The BFF's schema, version by version, written once for both engines. Kysely's Migrator records
// the names it has run in kysely_migration, so a migration keeps its name and its SQL once
// released: a deployed database has run it. The words the engines write differently are named in
// EngineWords; everything else is the same text on both. The SQL each migration makes on each
// engine is exactly what the two files of before-one-source/ made (one-source.test.ts).
//
// A new migration: the next number and a name saying what it is for, at the end of MIGRATIONS,
// with a comment of why (the issue); a word the engines write differently goes in EngineWords.

/** A migration: its statements in the words of an engine (false: none on this engine). */
type Statements = (e: EngineWords) => (string | false)[];

/** The SQL each migration runs on `engine`, by name, in order. */
export function migrationStatements(engine: MigrationEngine): Record<string, string[]> {
  const words = WORDS[engine];
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, statements]) => [
      name,
      statements(words).filter((s): s is string => s !== false),
    ]),
  );
}

/** The migrations Kysely's Migrator runs on `engine` (on PostgreSQL in one transaction, under its lock). */
export function migrationsFor(engine: MigrationEngine): Record<string, Migration> {
  const run = (statements: string[]) => async (db: Kysely<unknown>) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  return Object.fromEntries(
    Object.entries(migrationStatements(engine)).map(([name, statements]) => [name, { up: run(statements) }]),
  );
}

const MIGRATIONS: Record<string, Statements> = {
  '0001-initial': (e) => [
    `CREATE TABLE ${e.adopt}users (
        id ${e.serial} PRIMARY KEY,
        username TEXT NOT NULL${e.uniqueNoCase},
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'staff', 'support')),
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at ${e.bigint} NOT NULL
      )`,
    // SQLite's COLLATE NOCASE: usernames are unique without case (and looked up by lower()).
    e.postgres && `CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`,
    `CREATE TABLE ${e.adopt}sessions (
        id_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        csrf TEXT NOT NULL,
        created_at ${e.bigint} NOT NULL,
        last_seen_at ${e.bigint} NOT NULL
      )`,
    `CREATE TABLE ${e.adopt}oauth_states (
        state_hash TEXT PRIMARY KEY,
        session_hash TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        return_to TEXT NOT NULL,
        expires_at ${e.bigint} NOT NULL
      )`,
    `CREATE TABLE ${e.adopt}platform_tokens (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        access_token TEXT NOT NULL,
        refresh_token TEXT NOT NULL,
        scope TEXT NOT NULL,
        expires_at ${e.bigint} NOT NULL,
        updated_at ${e.bigint} NOT NULL
      )`,
    `CREATE TABLE ${e.adopt}audit_log (
        id ${e.bigserial} PRIMARY KEY,
        at TEXT NOT NULL,
        username TEXT NOT NULL,
        role TEXT NOT NULL,
        operation TEXT NOT NULL,
        target TEXT,
        status INTEGER NOT NULL,
        outcome TEXT NOT NULL
      )`,
  ],
  '0002-shared-state': (e) => [
    `CREATE INDEX ${e.adopt}sessions_user_id ON sessions (user_id)`,
    `CREATE TABLE login_counters (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL DEFAULT 0,
        in_flight INTEGER NOT NULL DEFAULT 0,
        window_end ${e.bigint} NOT NULL,
        not_before ${e.bigint} NOT NULL DEFAULT 0
      )`,
    `CREATE TABLE read_model_generations (
        eshop_id TEXT PRIMARY KEY,
        generation ${e.bigint} NOT NULL
      )`,
  ],
  // Issue 12: bulk jobs and their places, and every change the BFF made to a place. Before the
  // storage layer these tables made themselves on the same SQLite file (CREATE TABLE IF NOT EXISTS):
  // adopted there as they are (e.adopt); on PostgreSQL they are new.
  '0003-bulk-jobs-history': (e) => [
    `CREATE TABLE ${e.adopt}bulk_jobs (
        id TEXT PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        action TEXT NOT NULL,
        state TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_role TEXT NOT NULL,
        created_at TEXT NOT NULL,
        started_ms ${e.bigint} NOT NULL,
        finished_at TEXT,
        undo_of TEXT,
        retry_of TEXT,
        skipped INTEGER NOT NULL DEFAULT 0
      )`,
    `CREATE INDEX ${e.adopt}bulk_jobs_eshop ON bulk_jobs (eshop_id, created_at)`,
    `CREATE INDEX ${e.adopt}bulk_jobs_state ON bulk_jobs (state)`,
    `CREATE TABLE ${e.adopt}bulk_job_items (
        job_id TEXT NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        place_id TEXT NOT NULL,
        name TEXT NOT NULL,
        state TEXT NOT NULL,
        status INTEGER,
        message TEXT,
        changes TEXT,
        settled_ms ${e.bigint},
        PRIMARY KEY (job_id, seq)
      )`,
    `CREATE INDEX ${e.adopt}bulk_job_items_state ON bulk_job_items (job_id, state, seq)`,
    `CREATE TABLE ${e.adopt}place_history (
        id ${e.bigserial} PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        place_id TEXT NOT NULL,
        at TEXT NOT NULL,
        username TEXT NOT NULL,
        role TEXT NOT NULL,
        operation TEXT NOT NULL,
        job_id TEXT,
        revert_of ${e.bigint},
        fields TEXT NOT NULL,
        changes TEXT NOT NULL
      )`,
    `CREATE INDEX ${e.adopt}place_history_place ON place_history (place_id, id)`,
    `CREATE INDEX ${e.adopt}place_history_job ON place_history (job_id, place_id)`,
    `CREATE INDEX ${e.adopt}place_history_at ON place_history (at)`,
  ],
  // A job runs on the instance that holds its lease (renewed while it runs); a lease that ran out
  // (its instance died) or was handed back (a stop) lets another instance take the job over.
  '0004-job-leases': (e) => [
    `ALTER TABLE bulk_jobs ADD COLUMN lease_owner TEXT`,
    `ALTER TABLE bulk_jobs ADD COLUMN lease_until_ms ${e.bigint} NOT NULL DEFAULT 0`,
  ],
  // Issue 14: imports of places from a file, their rows and the dry run of each row, so that any
  // instance can page the result and apply it.
  '0005-imports': () => [
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
  ],
  // Issue 27: who made a job or an import, by account (a username could be taken again after an
  // account is gone); only that account or an administrator may cancel, retry, undo or apply it.
  // Earlier rows take the account of their username; one whose account is gone has none (admins only).
  '0006-owners': () => [
    `ALTER TABLE bulk_jobs ADD COLUMN created_by_id INTEGER`,
    `ALTER TABLE imports ADD COLUMN created_by_id INTEGER`,
    `UPDATE bulk_jobs SET created_by_id =
        (SELECT id FROM users WHERE lower(users.username) = lower(bulk_jobs.created_by))`,
    `UPDATE imports SET created_by_id =
        (SELECT id FROM users WHERE lower(users.username) = lower(imports.created_by))`,
  ],
  // Issue 29: what a history entry holds beside its field changes (an uploaded image, the place a
  // deleted one was restored as, JSON text); a deleted place is restored at most once: its restore
  // entry names the deletion it undoes in revert_of, and a second one is refused by this index.
  '0007-history-details': () => [
    `ALTER TABLE place_history ADD COLUMN details TEXT`,
    `CREATE UNIQUE INDEX place_history_restore ON place_history (place_id, revert_of)
        WHERE operation = 'restore' AND revert_of IS NOT NULL`,
  ],
  // Issue 25: every change of a place made through any instance, as the platform answered it, so
  // the other instances apply it to their read models instead of refilling them. `generation` is
  // the e-shop's counter in read_model_generations after the change (one row per step).
  '0008-read-model-changes': (e) => [
    `CREATE TABLE read_model_changes (
        id ${e.bigserial} PRIMARY KEY,
        eshop_id TEXT NOT NULL,
        generation ${e.bigint} NOT NULL,
        place_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        place TEXT,
        created_ms ${e.bigint} NOT NULL
      )`,
    `CREATE UNIQUE INDEX read_model_changes_generation ON read_model_changes (eshop_id, generation)`,
    `CREATE INDEX read_model_changes_created ON read_model_changes (created_ms)`,
  ],
  // Issue 26: staff single sign-on. An account signed in through a provider is found by the
  // provider's issuer and subject (never by a username a local account could share); a sign-in in
  // progress keeps its PKCE verifier and nonce here until its one callback; a session started by
  // the provider keeps its ID token (sealed) for the provider's sign-out.
  '0009-oidc': (e) => [
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
        expires_at ${e.bigint} NOT NULL
      )`,
    `ALTER TABLE sessions ADD COLUMN id_token TEXT`,
  ],
  // Issue 41: a flood of sign-in starts left a row each; the sweep of expired flows finds them by
  // their expiry instead of reading the whole table.
  '0010-oidc-flows-expiry': () => [`CREATE INDEX oidc_flows_expires ON oidc_flows (expires_at)`],
  // Issue 41: the installation's own settings, one row a name. `token_key_check` is an HMAC of a
  // fixed label under TOKEN_ENCRYPTION_KEY (store/token-key.ts): a start, a restore or a rekey
  // with another key is refused by name instead of every sealed token being unreadable.
  '0011-settings': () => [
    `CREATE TABLE settings (
        name TEXT NOT NULL PRIMARY KEY,
        value TEXT NOT NULL
      )`,
  ],
  // Issue 43: a row's problem found while reading the file (a GeoJSON feature that is not a point)
  // is that row's error, not the whole file's; and the dry run notes per row what came from a
  // default and which coordinate was rounded.
  '0012-import-notes': () => [
    `ALTER TABLE import_rows ADD COLUMN problem TEXT`,
    `ALTER TABLE import_results ADD COLUMN notes TEXT NOT NULL DEFAULT '[]'`,
  ],
  // Issue 45: the Activity screen pages an e-shop's jobs newest first (the index is that order, so
  // a page is read from it, however many jobs there are; it replaces the one of eshop_id, created_at), filtered by kind (a column of its own,
  // so the filter needs no JSON function); a page's counts are read from the items' index alone.
  '0013-job-activity': (e) => [
    `ALTER TABLE bulk_jobs ADD COLUMN action_kind TEXT`,
    `UPDATE bulk_jobs SET action_kind = ${e.postgres ? "action::json->>'kind'" : "json_extract(action, '$.kind')"}`,
    `CREATE INDEX bulk_jobs_page ON bulk_jobs (eshop_id, created_at, started_ms, id)`,
    `DROP INDEX bulk_jobs_eshop`,
    `CREATE INDEX bulk_job_items_counts ON bulk_job_items (job_id, state, settled_ms)`,
  ],
  // Issue 45: the recently deleted places are read newest first from the e-shop's deletions
  // alone. Without an index of their own they were found by walking the whole history backwards,
  // every entry of every e-shop, until a page of deletions was found (bench/deleted-places.ts).
  '0014-history-deletions': () => [
    `CREATE INDEX place_history_deletions ON place_history (eshop_id, id) WHERE operation = 'delete'`,
  ],
};
