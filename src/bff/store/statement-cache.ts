import type Database from 'better-sqlite3';

// Kysely's SQLite driver prepares every query it runs anew; SQLite's parsing and planning then cost
// more than most of the BFF's queries themselves (a job's bookkeeping, the change log, sessions).
// The same SQL text gets the same prepared statement back. A statement still running (a streamed
// select being iterated) cannot run twice at once, so a busy one is not handed out: that caller
// gets a fresh statement of its own. Hand-written: Kysely has no statement cache for SQLite and
// better-sqlite3 leaves caching to its callers.

/** Distinct SQL texts kept; past it the cache starts again (queries with IN-lists vary in text). */
const MAX_STATEMENTS = 500;

export function withStatementCache(sqlite: Database.Database): Pick<Database.Database, 'prepare' | 'close'> {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(source: string) {
      const cached = statements.get(source);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(source);
      if (!cached) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(source, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      return sqlite.close();
    },
  } as Pick<Database.Database, 'prepare' | 'close'>;
}
