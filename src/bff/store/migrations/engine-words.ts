// The words the BFF's migrations (bff-migrations.ts) write differently on each engine.

export type MigrationEngine = 'sqlite' | 'postgres';

/** What the engines write differently; a migration takes these words instead of writing either. */
export interface EngineWords {
  /** PostgreSQL only: `e.postgres && <statement>`, a statement the other engine does without. */
  postgres: boolean;
  /**
   * A 64-bit integer: times in milliseconds, counters, ids of BIGSERIAL rows. BIGINT on
   * PostgreSQL (db.ts reads it back as a number); SQLite's INTEGER is 64-bit already.
   */
  bigint: 'INTEGER' | 'BIGINT';
  /** An id the database gives (`id ${serial} PRIMARY KEY`): SQLite's rowid, PostgreSQL's sequence. */
  serial: 'INTEGER' | 'SERIAL';
  /** The same, for tables whose ids can pass 2^31. */
  bigserial: 'INTEGER' | 'BIGSERIAL';
  /**
   * SQLite only, `IF NOT EXISTS `: tables and indexes that earlier versions made themselves on
   * the SQLite file (before Kysely, 0001; before the storage layer, 0003), adopted as they are.
   * On PostgreSQL they were always new.
   */
  adopt: 'IF NOT EXISTS ' | '';
  /** Usernames unique without case: SQLite's column collation; PostgreSQL's is an index of lower(). */
  uniqueNoCase: ' UNIQUE COLLATE NOCASE' | '';
}

export const WORDS: Record<MigrationEngine, EngineWords> = {
  sqlite: {
    postgres: false,
    bigint: 'INTEGER',
    serial: 'INTEGER',
    bigserial: 'INTEGER',
    adopt: 'IF NOT EXISTS ',
    uniqueNoCase: ' UNIQUE COLLATE NOCASE',
  },
  postgres: {
    postgres: true,
    bigint: 'BIGINT',
    serial: 'SERIAL',
    bigserial: 'BIGSERIAL',
    adopt: '',
    uniqueNoCase: '',
  },
};
