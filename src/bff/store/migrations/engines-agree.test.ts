import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/bff/store/db';
import { postgresForTests } from '@/testing/postgres';
import { useTestDatabases } from '@/testing/test-databases';
import { migrationsFor } from './bff-migrations';

// Every migration is written once (bff-migrations.ts), with the words each engine writes differently
// named (engine-words.ts); what each engine makes of them is still its own. This test migrates a fresh
// SQLite database and a fresh PostgreSQL schema to the latest version, reads what each engine's
// catalogue says was made, brings both into one shape and compares them: tables; their columns
// (type family, NOT NULL, default); primary keys; foreign keys; indexes (columns in order,
// uniqueness, partial predicate). Where they differ the failure lists each difference on a line.
//
// What "the same" means:
// - Types, by family. SQLite keeps the affinity of the declared type (its rules, in order: INT →
//   integer; CHAR, CLOB, TEXT → text; BLOB or none → blob; REAL, FLOA, DOUB → real; anything
//   else → numeric; https://sqlite.org/datatype3.html#determination_of_column_affinity).
//   PostgreSQL: SMALLINT, INTEGER, BIGINT → integer (SQLite has one 64-bit integer, so widths are
//   not compared; times in ms and ids that can pass 2^31 are BIGINT by the rule in engine-words.ts);
//   TEXT, unbounded VARCHAR → text; VARCHAR(n)/CHAR(n) → text(n)/char(n), which match nothing on
//   SQLite (PostgreSQL refuses or pads longer values, SQLite ignores the length); REAL, DOUBLE
//   PRECISION → real; NUMERIC → numeric; BYTEA → blob; BOOLEAN → boolean and JSON/JSONB → json,
//   which match nothing on SQLite either: the driver hands back a boolean or a parsed value where
//   SQLite gives 0/1 or the JSON text, and the store reads 0/1 and JSON text (stored-json.ts).
//   Every other PostgreSQL type (timestamps, uuid, arrays…) is its own family, with no SQLite
//   counterpart.
// - NOT NULL as each catalogue says it, with one rule: SQLite's INTEGER PRIMARY KEY is the rowid,
//   never NULL (a NULL written there takes the next id), so it is NOT NULL with default `auto`,
//   like SERIAL/BIGSERIAL (nextval(…)) on PostgreSQL.
// - Defaults as text without PostgreSQL's casts (`'x'::text` is `'x'`).
// - Indexes by name, except those SQLite makes itself for a UNIQUE constraint (sqlite_autoindex_…)
//   and PostgreSQL's indexes of UNIQUE constraints, both named `unique (columns)`. The indexes of
//   primary keys are the tables' `primaryKey`. A key column with SQLite's COLLATE NOCASE is
//   `lower(column)`, as PostgreSQL writes case-insensitive uniqueness. Expressions and predicates
//   are compared as text, lower-cased outside quotes, without casts, grouping parentheses or
//   spaces around them, so `((operation = 'restore'::text) AND …)` is `operation = 'restore' and …`.
// - Column order is not compared (every statement names its columns).
// Not compared: CHECK constraints and column collations (SQLite keeps them only in the CREATE
// TABLE text), integer widths (above), and PostgreSQL's sequences and operator classes.

type Engine = 'SQLite' | 'PostgreSQL';

/** Kysely's Migrator makes these itself on both engines, each with its own dialect's types
 * (VARCHAR(255) on PostgreSQL): they are Kysely's, not ours. The test only checks that both have them. */
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Tables that exist on one engine only, on purpose, with the reason. None today. */
const ONLY_ON: Record<string, { engine: Engine; reason: string }> = {};

/**
 * Indexes that are the same thing written differently on each engine, with the reason; the SQLite
 * name (as normalised above) is compared as the PostgreSQL one.
 */
const SAME_INDEX: { table: string; sqlite: string; postgres: string; reason: string }[] = [
  {
    table: 'users',
    sqlite: 'unique (lower(username))',
    postgres: 'users_username_lower',
    reason:
      'usernames are unique without case: `username TEXT UNIQUE COLLATE NOCASE` on SQLite, a unique ' +
      'index on lower(username) on PostgreSQL (0001); both look them up by lower(username) (users.ts). ' +
      "The column's own NOCASE (not compared, see above) also makes SQLite sort the users list without case",
  },
];

/**
 * Differences the engines have on purpose or cannot help, each with its reason. The test fails
 * when one of these goes away as well as when a new one appears, so this list stays true.
 */
const KNOWN_DIFFERENCES: { difference: string; reason: string }[] = [
  // SQLite lets a PRIMARY KEY column other than INTEGER PRIMARY KEY hold NULL unless it is declared
  // NOT NULL (a quirk kept for compatibility: https://sqlite.org/lang_createtable.html#the_primary_key);
  // PostgreSQL's primary keys are NOT NULL. The store always writes these keys (plain `string` in
  // tables.ts, never Generated), so no NULL gets in. Making them NOT NULL on SQLite would rebuild
  // each table on every deployed database (SQLite cannot add NOT NULL to a column), and bulk_jobs
  // with its items' ON DELETE CASCADE: not worth the risk for a NULL nobody writes.
  ...[
    'bulk_jobs.id',
    'imports.id',
    'login_counters.key',
    'oauth_states.state_hash',
    'oidc_flows.state_hash',
    'read_model_generations.eshop_id',
    'sessions.id_hash',
  ].map((column) => ({
    difference: `column ${column}: nullable on SQLite, NOT NULL on PostgreSQL`,
    reason: 'SQLite TEXT PRIMARY KEY without NOT NULL (above)',
  })),
  {
    difference: 'column platform_tokens.user_id: default auto on SQLite, none on PostgreSQL',
    reason:
      'INTEGER PRIMARY KEY is the rowid on SQLite, so a row written without user_id would take the ' +
      'next one; on PostgreSQL it is refused. The store always writes user_id (the account whose ' +
      'tokens they are, a foreign key to users), and changing it would rebuild the table',
  },
];

// ---------------------------------------------------------------------------------------------

interface Column {
  type: string;
  notNull: boolean;
  default: string | null;
}
interface Index {
  unique: boolean;
  columns: string[];
  where: string | null;
}
interface Table {
  columns: Record<string, Column>;
  primaryKey: string[];
  foreignKeys: string[];
  indexes: Record<string, Index>;
}
type Schema = Record<string, Table>;

/**
 * An SQL expression as text to compare: casts (`::text`) and grouping parentheses dropped (a
 * function's own are kept), lower case and single spaces outside quoted strings.
 */
function normaliseExpression(expression: string): string {
  const text = expression.replace(/::\s*[a-z_]+( varying| precision)?(\[\])?/gi, '');
  let out = '';
  const grouping: boolean[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      const stop = end === -1 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (c === '(') {
      const isCall = /[\w"]$/.test(out.trimEnd()) && !/\b(and|or|not|in)$/i.test(out.trimEnd());
      grouping.push(!isCall);
      if (isCall) out = out.trimEnd() + '(';
      else out += ' ';
    } else if (c === ')') {
      out += grouping.pop() ? ' ' : ')';
    } else out += /\s/.test(c) ? ' ' : c.toLowerCase();
  }
  return out.replace(/ +/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
}

/** The terms of the list in parentheses after `ON table` of a CREATE INDEX, split at top-level commas. */
function indexTerms(createIndex: string): string[] {
  const start = createIndex.indexOf('(', createIndex.search(/\bON\b/i));
  const terms: string[] = [];
  let depth = 0;
  let term = '';
  for (const c of createIndex.slice(start + 1)) {
    if (c === '(') depth++;
    if (c === ')' && depth-- === 0) break;
    if (c === ',' && depth === 0) {
      terms.push(term);
      term = '';
    } else term += c;
  }
  return [...terms, term].map((t) => t.trim());
}

function sqliteFamily(declared: string): string {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(t)) return 'text';
  if (t === '' || t.includes('BLOB')) return 'blob';
  if (/REAL|FLOA|DOUB/.test(t)) return 'real';
  return 'numeric';
}

function postgresFamily(dataType: string, maxLength: number | null): string {
  switch (dataType) {
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'text':
      return 'text';
    case 'character varying':
      return maxLength === null ? 'text' : `text(${maxLength})`;
    case 'character':
      return `char(${maxLength})`;
    case 'real':
    case 'double precision':
      return 'real';
    case 'numeric':
      return 'numeric';
    case 'bytea':
      return 'blob';
    case 'boolean':
      return 'boolean';
    case 'json':
    case 'jsonb':
      return 'json';
    default:
      return dataType;
  }
}

function normaliseDefault(value: string | null): string | null {
  if (value === null) return null;
  if (/^nextval\(/i.test(value)) return 'auto';
  const plain = value.replace(/::\s*[a-z_]+( varying| precision)?/gi, '').trim();
  const number = /^'(-?\d+(\.\d+)?)'$/.exec(plain);
  return number ? number[1]! : plain;
}

const fkAction = (action: string) => action.toLowerCase();
const foreignKey = (from: string[], table: string, to: string[], onUpdate: string, onDelete: string) =>
  `(${from.join(', ')}) → ${table} (${to.join(', ')})` +
  (onUpdate === 'no action' ? '' : ` on update ${onUpdate}`) +
  (onDelete === 'no action' ? '' : ` on delete ${onDelete}`);

async function readSqlite(db: Db): Promise<Schema> {
  // Without SQLite's own tables (sqlite_sequence, sqlite_stat1…: every name starting sqlite_ is its own).
  const tables = (
    await sql<{ name: string; sql: string }>`
      SELECT name, sql FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_'
    `.execute(db)
  ).rows;
  const schema: Schema = {};
  for (const { name: table, sql: createTable } of tables) {
    const columns = (
      await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
        SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table})
      `.execute(db)
    ).rows;
    const primaryKey = columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const withoutRowid = /\)\s*WITHOUT\s+ROWID\s*$/i.test(createTable);
    const rowid = primaryKey.length === 1 && !withoutRowid ? primaryKey[0] : undefined;
    const entry: Table = { columns: {}, primaryKey, foreignKeys: [], indexes: {} };
    for (const c of columns) {
      const isRowid = c.name === rowid && c.type.toUpperCase() === 'INTEGER';
      entry.columns[c.name] = {
        type: sqliteFamily(c.type),
        notNull: isRowid || c.notnull === 1,
        default: isRowid ? 'auto' : normaliseDefault(c.dflt_value),
      };
    }

    const keys = (
      await sql<{
        id: number;
        seq: number;
        table: string;
        from: string;
        to: string | null;
        on_update: string;
        on_delete: string;
      }>`
        SELECT id, seq, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(${table})
      `.execute(db)
    ).rows;
    for (const id of [...new Set(keys.map((k) => k.id))]) {
      const parts = keys.filter((k) => k.id === id).sort((a, b) => a.seq - b.seq);
      const first = parts[0]!;
      entry.foreignKeys.push(
        foreignKey(
          parts.map((k) => k.from),
          first.table,
          parts.map((k) => k.to ?? '(its primary key)'),
          fkAction(first.on_update),
          fkAction(first.on_delete),
        ),
      );
    }
    entry.foreignKeys.sort();

    const indexes = (
      await sql<{ name: string; unique: number; origin: string; partial: number }>`
        SELECT name, "unique", origin, partial FROM pragma_index_list(${table})
      `.execute(db)
    ).rows;
    for (const index of indexes) {
      if (index.origin === 'pk') continue; // the table's primaryKey
      const createIndex = (
        await sql<{
          sql: string | null;
        }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ${index.name}`.execute(db)
      ).rows[0]?.sql;
      const keyColumns = (
        await sql<{ seqno: number; name: string | null; desc: number; coll: string }>`
          SELECT seqno, name, "desc", coll FROM pragma_index_xinfo(${index.name}) WHERE key = 1 ORDER BY seqno
        `.execute(db)
      ).rows;
      const terms = createIndex ? indexTerms(createIndex) : [];
      const columnTerms = keyColumns.map((k) => {
        let term: string;
        if (k.name === null)
          term = normaliseExpression(
            (terms[k.seqno] ?? '?').replace(/\s+(ASC|DESC)\s*$/i, '').replace(/\s+COLLATE\s+\w+\s*$/i, ''),
          );
        else if (k.coll.toUpperCase() === 'NOCASE') term = `lower(${k.name})`;
        else if (k.coll.toUpperCase() !== 'BINARY') term = `${k.name} collate ${k.coll.toLowerCase()}`;
        else term = k.name;
        return k.desc ? `${term} desc` : term;
      });
      const where = index.partial && createIndex ? /\bWHERE\b([\s\S]*)$/i.exec(createIndex)?.[1] : undefined;
      const name = index.origin === 'u' ? `unique (${columnTerms.join(', ')})` : index.name;
      entry.indexes[name] = {
        unique: index.unique === 1,
        columns: columnTerms,
        where: where ? normaliseExpression(where) : null,
      };
    }
    schema[table] = entry;
  }
  return schema;
}

async function readPostgres(db: Db): Promise<Schema> {
  const columns = (
    await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
    }>`
      SELECT c.table_name, c.column_name, c.data_type, c.character_maximum_length, c.is_nullable, c.column_default
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    `.execute(db)
  ).rows;
  const schema: Schema = {};
  const table = (name: string) =>
    (schema[name] ??= { columns: {}, primaryKey: [], foreignKeys: [], indexes: {} });
  for (const c of columns)
    table(c.table_name).columns[c.column_name] = {
      type: postgresFamily(c.data_type, c.character_maximum_length),
      notNull: c.is_nullable === 'NO',
      default: normaliseDefault(c.column_default),
    };

  const indexes = (
    await sql<{
      table: string;
      name: string;
      unique: boolean;
      primary: boolean;
      constraint: boolean;
      where: string | null;
      columns: string[];
    }>`
      SELECT t.relname AS "table", i.relname AS name, x.indisunique AS "unique", x.indisprimary AS "primary",
        EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype = 'u') AS "constraint",
        pg_get_expr(x.indpred, x.indrelid) AS "where",
        ARRAY(
          SELECT pg_get_indexdef(x.indexrelid, k, true) || CASE WHEN x.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
          FROM generate_series(1, x.indnkeyatts) AS k ORDER BY k
        ) AS columns
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()
    `.execute(db)
  ).rows;
  for (const index of indexes) {
    const columnTerms = index.columns.map(normaliseExpression);
    if (index.primary) {
      table(index.table).primaryKey = columnTerms;
      continue;
    }
    const name = index.constraint ? `unique (${columnTerms.join(', ')})` : index.name;
    table(index.table).indexes[name] = {
      unique: index.unique,
      columns: columnTerms,
      where: index.where === null ? null : normaliseExpression(index.where),
    };
  }

  const actions: Record<string, string> = {
    a: 'no action',
    r: 'restrict',
    c: 'cascade',
    n: 'set null',
    d: 'set default',
  };
  const keys = (
    await sql<{
      table: string;
      from: string[];
      references: string;
      to: string[];
      on_update: string;
      on_delete: string;
    }>`
      SELECT t.relname AS "table", r.relname AS "references",
        ARRAY(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY AS u(attnum, n)
              JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.n)::text[] AS "from",
        ARRAY(SELECT a.attname FROM unnest(k.confkey) WITH ORDINALITY AS u(attnum, n)
              JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum ORDER BY u.n)::text[] AS "to",
        k.confupdtype AS on_update, k.confdeltype AS on_delete
      FROM pg_constraint k
      JOIN pg_class t ON t.oid = k.conrelid
      JOIN pg_class r ON r.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()
    `.execute(db)
  ).rows;
  for (const k of keys)
    table(k.table).foreignKeys.push(
      foreignKey(k.from, k.references, k.to, actions[k.on_update]!, actions[k.on_delete]!),
    );
  for (const t of Object.values(schema)) t.foreignKeys.sort();
  return schema;
}

/** Each difference between the two schemas, one readable line each (SQLite's side first). */
function differences(sqlite: Schema, postgres: Schema): string[] {
  const out: string[] = [];
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const both = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const name of both(sqlite, postgres)) {
    const [s, p] = [sqlite[name], postgres[name]];
    if (!s || !p) {
      out.push(`table ${name}: only on ${s ? 'SQLite' : 'PostgreSQL'}`);
      continue;
    }
    for (const column of both(s.columns, p.columns)) {
      const [sc, pc] = [s.columns[column], p.columns[column]];
      if (!sc || !pc) {
        out.push(`column ${name}.${column}: only on ${sc ? 'SQLite' : 'PostgreSQL'}`);
        continue;
      }
      if (sc.type !== pc.type)
        out.push(`column ${name}.${column}: type ${sc.type} on SQLite, ${pc.type} on PostgreSQL`);
      if (sc.notNull !== pc.notNull) {
        const say = (notNull: boolean) => (notNull ? 'NOT NULL' : 'nullable');
        out.push(`column ${name}.${column}: ${say(sc.notNull)} on SQLite, ${say(pc.notNull)} on PostgreSQL`);
      }
      if (sc.default !== pc.default)
        out.push(
          `column ${name}.${column}: default ${sc.default ?? 'none'} on SQLite, ${pc.default ?? 'none'} on PostgreSQL`,
        );
    }
    if (show(s.primaryKey) !== show(p.primaryKey))
      out.push(
        `table ${name}: primary key (${s.primaryKey.join(', ')}) on SQLite, (${p.primaryKey.join(', ')}) on PostgreSQL`,
      );
    for (const key of s.foreignKeys.filter((k) => !p.foreignKeys.includes(k)))
      out.push(`table ${name}: foreign key ${key} only on SQLite`);
    for (const key of p.foreignKeys.filter((k) => !s.foreignKeys.includes(k)))
      out.push(`table ${name}: foreign key ${key} only on PostgreSQL`);
    for (const index of both(s.indexes, p.indexes)) {
      const [si, pi] = [s.indexes[index], p.indexes[index]];
      if (!si || !pi) {
        const [engine, i] = si ? ['SQLite', si] : ['PostgreSQL', pi!];
        out.push(
          `index ${index} on ${name}: only on ${engine} (${i.unique ? 'unique ' : ''}(${i.columns.join(', ')})${i.where ? ` where ${i.where}` : ''})`,
        );
        continue;
      }
      if (si.unique !== pi.unique)
        out.push(
          `index ${index} on ${name}: ${si.unique ? 'unique' : 'not unique'} on SQLite, ${pi.unique ? 'unique' : 'not unique'} on PostgreSQL`,
        );
      if (show(si.columns) !== show(pi.columns))
        out.push(
          `index ${index} on ${name}: (${si.columns.join(', ')}) on SQLite, (${pi.columns.join(', ')}) on PostgreSQL`,
        );
      if (si.where !== pi.where)
        out.push(
          `index ${index} on ${name}: where ${si.where ?? 'none'} on SQLite, where ${pi.where ?? 'none'} on PostgreSQL`,
        );
    }
  }
  return out.sort();
}

/** Leaves Kysely's own tables out, and renames SQLite's side of SAME_INDEX to PostgreSQL's name. */
function ours(schema: Schema, engine: Engine): Schema {
  const result: Schema = structuredClone(schema);
  for (const table of KYSELY_TABLES) delete result[table];
  for (const [table, only] of Object.entries(ONLY_ON)) if (only.engine === engine) delete result[table];
  if (engine === 'SQLite')
    for (const same of SAME_INDEX) {
      const indexes = result[same.table]?.indexes;
      const index = indexes?.[same.sqlite];
      if (!indexes || !index)
        throw new Error(`SAME_INDEX: no index ${same.sqlite} on ${same.table} on SQLite`);
      delete indexes[same.sqlite];
      indexes[same.postgres] = index;
    }
  return result;
}

it('both engines have the same migrations, by name and in order', () => {
  expect(Object.keys(migrationsFor('postgres'))).toEqual(Object.keys(migrationsFor('sqlite')));
});

it('normalises expressions the way both catalogues write them', () => {
  expect(normaliseExpression("((operation = 'restore'::text) AND (revert_of IS NOT NULL))")).toBe(
    normaliseExpression(`operation = 'restore' AND revert_of IS NOT NULL`),
  );
  expect(normaliseExpression('lower(username)')).toBe('lower(username)');
  expect(normaliseExpression("(kind = 'Upsert'::character varying)")).toBe("kind = 'Upsert'");
});

const pgUrl = postgresForTests().url;
const openFresh = useTestDatabases('engines-agree');

describe.skipIf(!pgUrl)('the schema migrated on SQLite and on PostgreSQL', () => {
  it('has the same tables, columns, keys and indexes on both engines', async () => {
    const [sqliteDb, postgresDb] = await Promise.all([openFresh(undefined), openFresh(pgUrl)]);
    expect(sqliteDb.engine).toBe('sqlite');
    expect(postgresDb.engine).toBe('postgres');
    const sqlite = await readSqlite(sqliteDb.db);
    const postgres = await readPostgres(postgresDb.db);

    // Both at the latest version, by Kysely's record of what ran.
    for (const db of [sqliteDb.db, postgresDb.db]) {
      const ran = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
      expect(ran.rows.map((r) => r.name)).toEqual(Object.keys(migrationsFor('sqlite')).sort());
    }
    for (const table of KYSELY_TABLES) {
      expect(sqlite, `SQLite has Kysely's ${table}`).toHaveProperty(table);
      expect(postgres, `PostgreSQL has Kysely's ${table}`).toHaveProperty(table);
    }
    for (const [table, only] of Object.entries(ONLY_ON))
      expect(only.engine === 'SQLite' ? sqlite : postgres, `${table} on ${only.engine}`).toHaveProperty(
        table,
      );
    // The catalogues were read at all (a query that found nothing would make two equal empty schemas).
    expect(Object.keys(sqlite).length).toBeGreaterThan(10);

    expect(differences(ours(sqlite, 'SQLite'), ours(postgres, 'PostgreSQL'))).toEqual(
      KNOWN_DIFFERENCES.map((d) => d.difference).sort(),
    );
  });
});
