import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openBffDatabase } from './db';
import { migrationsFor } from './migrations/bff-migrations';

// Migration 0006 gives the jobs and imports made before it the account of their username, so their
// makers keep control of them; one whose account is gone has no owner (admins only).

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

it('gives earlier jobs and imports the account of their username', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'owners-'));
  dirs.push(dir);
  const file = join(dir, 'bff.sqlite');
  const before = Object.fromEntries(
    Object.entries(migrationsFor('sqlite')).filter(([name]) => name < '0006'),
  );
  const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(file) }) });
  const { error } = await new Migrator({
    db: old,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  expect(error).toBeUndefined();
  await sql`INSERT INTO users (username, password_hash, role, created_at) VALUES ('Staff', 'x', 'staff', 0)`.execute(
    old,
  );
  for (const [id, by] of [
    ['j1', 'staff'],
    ['j2', 'gone'],
  ])
    await sql`INSERT INTO bulk_jobs (id, eshop_id, action, state, created_by, created_role, created_at, started_ms)
      VALUES (${id}, 'e', '{}', 'finished', ${by}, 'staff', '2026-01-01', 0)`.execute(old);
  await sql`INSERT INTO imports (id, eshop_id, created_by, created_at, file_name, format, meta, mapping, counts)
    VALUES ('i1', 'e', 'STAFF', '2026-01-01', 'a.csv', 'csv', '{}', '[]', '{}')`.execute(old);
  await old.destroy();

  const database = await openBffDatabase({ sqliteFile: file });
  const staffId = (await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  const jobs = await database.db
    .selectFrom('bulk_jobs')
    .select(['id', 'created_by_id'])
    .orderBy('id')
    .execute();
  expect(jobs).toEqual([
    { id: 'j1', created_by_id: staffId },
    { id: 'j2', created_by_id: null },
  ]);
  const imports = await database.db.selectFrom('imports').select('created_by_id').execute();
  expect(imports).toEqual([{ created_by_id: staffId }]);
  await database.close();
});
