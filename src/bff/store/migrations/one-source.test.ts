import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DummyDriver,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Migration,
  type RawBuilder,
} from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openBffDatabase } from '@/bff/store/db';
import { postgresForTests } from '@/testing/postgres';
import { postgresMigrations } from './before-one-source/postgres';
import { sqliteMigrations } from './before-one-source/sqlite';
import { migrationStatements, migrationsFor } from './bff-migrations';
import type { MigrationEngine } from './engine-words';

// The migrations were two files, one per engine, until issue 44 made them one source. Deployed
// databases ran the two files, and Kysely's Migrator knows a migration by its name only: so each
// migration of then must make, on each engine, exactly what its file made. Proven here three ways:
// the same SQL text, statement by statement; the same catalogue after migrating (SQLite's CREATE
// texts, PostgreSQL's columns, indexes, constraints and sequences); and a database migrated by the
// two files opened by today's BFF, which finds nothing to run and has the same schema.

const BEFORE: Record<MigrationEngine, Record<string, Migration>> = {
  sqlite: sqliteMigrations,
  postgres: postgresMigrations,
};
const ENGINES = ['sqlite', 'postgres'] as const;

/** The one source's migrations of the names the two files had (later ones are new, not compared). */
const released = (engine: MigrationEngine) =>
  Object.fromEntries(Object.entries(migrationsFor(engine)).filter(([name]) => name in BEFORE[engine]));

/** The SQL a migration runs, recorded by a database that runs nothing (sql.raw passes it as written). */
async function statementsOf(migration: Migration): Promise<string[]> {
  const seen: string[] = [];
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    log: (event) => void seen.push(event.query.sql),
  });
  await migration.up(db);
  await db.destroy();
  return seen;
}

async function migrateWith(db: Kysely<unknown>, migrations: Record<string, Migration>, schema?: string) {
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  expect(error).toBeUndefined();
}

const ran = async (db: Kysely<unknown>) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map(
    (r) => r.name,
  );

describe.each(ENGINES)('the migrations of the two files, on %s', (engine) => {
  it('keep their names and order, first in the one source', () => {
    const names = Object.keys(BEFORE[engine]);
    expect(names.length).toBe(12);
    expect(Object.keys(migrationsFor(engine)).slice(0, names.length)).toEqual(names);
  });

  it('run the same SQL, statement by statement', async () => {
    const now = migrationStatements(engine);
    for (const [name, migration] of Object.entries(BEFORE[engine]))
      expect(now[name], name).toEqual(await statementsOf(migration));
  });
});

// ---------------------------------------------------------------------------------------------

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** SQLite's whole schema: every table, index and trigger with the CREATE text it keeps. */
const sqliteCatalogue = async (db: Kysely<unknown>) =>
  (
    await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
      SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name
    `.execute(db)
  ).rows;

it('on SQLite: a database of the two files is the same as one of the one source, and is adopted', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'one-source-'));
  dirs.push(dir);
  const open = (file: string) =>
    new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(join(dir, file)) }) });
  const [before, now] = [open('before.sqlite'), open('now.sqlite')];
  await migrateWith(before, BEFORE.sqlite);
  await migrateWith(now, released('sqlite'));
  const catalogue = await sqliteCatalogue(before);
  expect(catalogue.length).toBeGreaterThan(30);
  expect(await sqliteCatalogue(now)).toEqual(catalogue);
  await Promise.all([before.destroy(), now.destroy()]);

  // Today's BFF opens the database the two files made: nothing of then runs again.
  const adopted = await openBffDatabase({ sqliteFile: join(dir, 'before.sqlite') });
  const db = adopted.db as unknown as Kysely<unknown>;
  expect(await ran(db)).toEqual(Object.keys(migrationsFor('sqlite')).sort());
  const latest = open('latest.sqlite');
  await migrateWith(latest, migrationsFor('sqlite'));
  expect(await sqliteCatalogue(db)).toEqual(await sqliteCatalogue(latest));
  await Promise.all([adopted.close(), latest.destroy()]);
});

const pgUrl = postgresForTests().url;

/** PostgreSQL's schema as its catalogue says, without the schema's own name. */
async function postgresCatalogue(db: Kysely<unknown>, schema: string) {
  const rows = async (query: RawBuilder<unknown>) =>
    JSON.parse(JSON.stringify((await query.execute(db)).rows).replaceAll(`${schema}.`, '')) as unknown[];
  return {
    columns: await rows(sql`
      SELECT table_name, column_name, ordinal_position, data_type, character_maximum_length,
        numeric_precision, is_nullable, column_default, collation_name
      FROM information_schema.columns WHERE table_schema = current_schema()
      ORDER BY table_name, ordinal_position`),
    indexes: await rows(sql`
      SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
      ORDER BY tablename, indexname`),
    constraints: await rows(sql`
      SELECT t.relname AS "table", k.conname, k.contype, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() ORDER BY t.relname, k.conname`),
    sequences: await rows(sql`
      SELECT sequence_name, data_type, start_value, minimum_value, maximum_value, increment
      FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY sequence_name`),
  };
}

describe.skipIf(!pgUrl)('on PostgreSQL', () => {
  const schemas: { db: Kysely<unknown>; schema: string }[] = [];
  afterAll(async () => {
    for (const { db, schema } of schemas) {
      await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db);
      await db.destroy();
    }
  });
  const freshSchema = async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: pgUrl, max: 1, options: `-c search_path=${schema}` });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(db);
    schemas.push({ db, schema });
    return { db, schema };
  };

  it('a schema of the two files is the same as one of the one source, and is adopted', async () => {
    const [before, now, latest] = [await freshSchema(), await freshSchema(), await freshSchema()];
    await migrateWith(before.db, BEFORE.postgres, before.schema);
    await migrateWith(now.db, released('postgres'), now.schema);
    const catalogue = await postgresCatalogue(before.db, before.schema);
    expect(catalogue.columns.length).toBeGreaterThan(100);
    expect(catalogue.indexes.length).toBeGreaterThan(20);
    expect(await postgresCatalogue(now.db, now.schema)).toEqual(catalogue);

    const adopted = await openBffDatabase({ url: pgUrl, schema: before.schema, sqliteFile: ':memory:' });
    const db = adopted.db as unknown as Kysely<unknown>;
    expect(await ran(db)).toEqual(Object.keys(migrationsFor('postgres')).sort());
    await migrateWith(latest.db, migrationsFor('postgres'), latest.schema);
    expect(await postgresCatalogue(db, before.schema)).toEqual(
      await postgresCatalogue(latest.db, latest.schema),
    );
    await adopted.close();
  });
});
