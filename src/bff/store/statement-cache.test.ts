import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the SQLite statement cache', () => {
  const opened: Database.Database[] = [];
  const open = () => {
    const sqlite = new Database(':memory:');
    opened.push(sqlite);
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    return sqlite;
  };
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
  });

  it('hands the same SQL its prepared statement back', () => {
    const cache = withStatementCache(open());
    const a = cache.prepare('SELECT * FROM t WHERE id = ?');
    expect(cache.prepare('SELECT * FROM t WHERE id = ?')).toBe(a);
    expect(cache.prepare('SELECT name FROM t')).not.toBe(a);
  });

  it('gives a statement that is still being iterated to nobody else', () => {
    const sqlite = open();
    sqlite.exec("INSERT INTO t (name) VALUES ('a'), ('b'), ('c')");
    const cache = withStatementCache(sqlite);
    const source = 'SELECT name FROM t ORDER BY id';
    const names: string[] = [];
    for (const row of cache.prepare(source).iterate() as Iterable<{ name: string }>) {
      // The same query again while the first one is mid-way: a statement of its own.
      names.push(`${row.name}:${(cache.prepare(source).all() as unknown[]).length}`);
    }
    expect(names).toEqual(['a:3', 'b:3', 'c:3']);
  });

  it('serves Kysely: reads and writes see each other through the cached statements', async () => {
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    for (const name of ['x', 'y'])
      await db
        .insertInto('t')
        .values({ name } as never)
        .execute();
    const read = () => db.selectFrom('t').select('name').orderBy('id').execute();
    expect(await read()).toEqual([{ name: 'x' }, { name: 'y' }]);
    await db.updateTable('t').set({ name: 'z' }).where('name', '=', 'x').execute();
    expect(await read()).toEqual([{ name: 'z' }, { name: 'y' }]);
    // A schema change: SQLite prepares the cached statement again by itself.
    await sql`ALTER TABLE t ADD COLUMN extra TEXT`.execute(db);
    expect(await read()).toEqual([{ name: 'z' }, { name: 'y' }]);
    await db.destroy();
  });
});
