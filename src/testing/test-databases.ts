import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openBffDatabase, type BffDatabase } from '@/bff/store/db';
import { postgresForTests } from './postgres';

// The BFF's database on both engines for tests of the storage layer: SQLite always, PostgreSQL
// where it can be had (the reason is printed where not). Each database opened is a fresh SQLite
// file or a fresh PostgreSQL schema, dropped after the file's tests.

/** The engines to run a `describe.each` over. */
export function testEngines() {
  const pg = postgresForTests();
  return [
    { name: 'SQLite', url: undefined as string | undefined },
    ...(pg.url ? [{ name: 'PostgreSQL', url: pg.url }] : []),
  ];
}

/** Call at the top of a test file: answers an opener of fresh databases, all closed afterwards. */
export function useTestDatabases(prefix: string) {
  const opened: { database: BffDatabase; dir: string }[] = [];
  afterAll(async () => {
    for (const { database, dir } of opened) {
      await database.dropSchema();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
  return async (url: string | undefined): Promise<BffDatabase> => {
    const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    const database = await openBffDatabase({
      url,
      schema: `test_${randomBytes(6).toString('hex')}`,
      sqliteFile: join(dir, 'bff.sqlite'),
    });
    opened.push({ database, dir });
    return database;
  };
}
