import { sql } from 'kysely';
import { z } from 'zod';
import {
  ImportCountsSchema,
  ImportDefaultsSchema,
  ImportFormatSchema,
  ImportMappingSchema,
  ImportOutcomeSchema,
  ImportRowErrorSchema,
  ImportRowSchema,
  ImportSchema,
  NO_IMPORT_COUNTS,
  type Import,
  type ImportCounts,
  type ImportDefaults,
  type ImportMapping,
  type ImportOutcome,
  type ImportRow,
  type ImportRowError,
} from '@/contract/desk/import';
import type { FieldChange } from '@/contract/desk/place-fields';
import type { Db } from './db';
import { storedEnum, storedJson } from '@/server/stored-json';

// Imports of places (issue 14): the file's rows as uploaded and the dry run of each under the
// current mapping, kept in the BFF's database so that any instance pages the result and applies
// it. Tables imports, import_rows, import_results (migration 0005); every query is Kysely's.

/** Rows per INSERT: 10 parameters a row stays under SQLite's 32 766. */
const CHUNK = 500;
/** Imports are kept this long, then deleted with their rows. */
export const IMPORT_RETENTION_MS = 7 * 24 * 3_600_000;

export type ImportMeta = Pick<Import, 'encoding' | 'delimiter' | 'sheets' | 'sheet' | 'columns'>;
/** The meta column also keeps the defaults of the mapping (no column of their own). */
const STORED_META = ImportSchema.pick({
  encoding: true,
  delimiter: true,
  sheets: true,
  sheet: true,
  columns: true,
}).extend({ defaults: ImportDefaultsSchema.optional() });
const CELLS = z.array(z.string());
const ROW = ImportRowSchema;
const PROBLEM = ImportRowErrorSchema;
export type NewImport = Pick<Import, 'id' | 'eshopId' | 'fileName' | 'format' | 'createdAt'> & {
  createdBy: string;
  createdById: number;
  meta: ImportMeta;
};
export type StoredResult = ImportRow & { seq: number; changes: FieldChange[] };

export function createImportsStore(db: Db) {
  return { ...importRecords(db), ...importRows(db), ...importResults(db) };
}

/** A list cut into INSERTs of CHUNK rows each. */
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, k) => list.slice(k * CHUNK, (k + 1) * CHUNK));

/** The import itself: its file's meta, mapping and counts, and the job that applies it. */
function importRecords(db: Db) {
  return {
    async create(i: NewImport): Promise<void> {
      await db
        .insertInto('imports')
        .values({
          id: i.id,
          eshop_id: i.eshopId,
          created_by: i.createdBy,
          created_by_id: i.createdById,
          created_at: i.createdAt,
          file_name: i.fileName,
          format: i.format,
          meta: JSON.stringify(i.meta),
          mapping: '[]',
          counts: JSON.stringify(NO_IMPORT_COUNTS),
        })
        .execute();
    },

    async setMeta(importId: string, meta: ImportMeta) {
      await db
        .updateTable('imports')
        .set({ meta: JSON.stringify(meta) })
        .where('id', '=', importId)
        .execute();
    },

    async get(id: string): Promise<(Import & { createdBy: string; createdById: number | null }) | undefined> {
      const r = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) return undefined;
      const { defaults, ...meta } = storedJson(STORED_META, r.meta, 'imports.meta');
      return {
        id: r.id,
        eshopId: r.eshop_id,
        fileName: r.file_name,
        format: storedEnum(ImportFormatSchema, r.format, 'imports.format'),
        ...meta,
        mapping: storedJson(ImportMappingSchema, r.mapping, 'imports.mapping'),
        defaults: defaults ?? {},
        counts: storedJson(ImportCountsSchema, r.counts, 'imports.counts'),
        createdAt: r.created_at,
        createdBy: r.created_by,
        createdById: r.created_by_id,
        jobId: r.job_id,
      };
    },

    async setMapping(
      importId: string,
      mapping: ImportMapping,
      counts: ImportCounts,
      defaults: ImportDefaults = {},
    ) {
      const r = await db.selectFrom('imports').select('meta').where('id', '=', importId).executeTakeFirst();
      const meta = { ...(r ? storedJson(STORED_META, r.meta, 'imports.meta') : {}), defaults };
      await db
        .updateTable('imports')
        .set({ mapping: JSON.stringify(mapping), counts: JSON.stringify(counts), meta: JSON.stringify(meta) })
        .where('id', '=', importId)
        .execute();
    },

    /** Marks the import applied by this job; false when another apply came first. */
    async setJob(importId: string, jobId: string): Promise<boolean> {
      const done = await db
        .updateTable('imports')
        .set({ job_id: jobId })
        .where('id', '=', importId)
        .where('job_id', 'is', null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /** An import whose file could not be read: its rows go. */
    async remove(importId: string) {
      await db.deleteFrom('import_rows').where('import_id', '=', importId).execute();
      await db.deleteFrom('import_results').where('import_id', '=', importId).execute();
      await db.deleteFrom('imports').where('id', '=', importId).execute();
    },

    /** Deletes imports older than the retention, with their rows. */
    async prune(now = Date.now()) {
      const before = new Date(now - IMPORT_RETENTION_MS).toISOString();
      const old = db.selectFrom('imports').select('id').where('created_at', '<', before);
      await db.deleteFrom('import_rows').where('import_id', 'in', old).execute();
      await db.deleteFrom('import_results').where('import_id', 'in', old).execute();
      await db.deleteFrom('imports').where('created_at', '<', before).execute();
    },
  };
}

/** The file's rows as uploaded. */
function importRows(db: Db) {
  return {
    async addRows(
      importId: string,
      firstSeq: number,
      rows: readonly { row: number; cells: string[]; problem?: ImportRowError | undefined }[],
    ) {
      for (const [k, chunk] of chunks(rows).entries())
        await db
          .insertInto('import_rows')
          .values(
            chunk.map((r, i) => ({
              import_id: importId,
              seq: firstSeq + k * CHUNK + i,
              row_no: r.row,
              cells: JSON.stringify(r.cells),
              problem: r.problem ? JSON.stringify(r.problem) : null,
            })),
          )
          .execute();
    },

    /** The rows' cells in order, a batch at a time. */
    async *cells(importId: string, batch = 1000) {
      for (let after = -1; ;) {
        const rows = await db
          .selectFrom('import_rows')
          .select(['seq', 'row_no', 'cells', 'problem'])
          .where('import_id', '=', importId)
          .where('seq', '>', after)
          .orderBy('seq')
          .limit(batch)
          .execute();
        if (!rows.length) return;
        yield rows.map((r) => ({
          seq: r.seq,
          row: r.row_no,
          cells: storedJson(CELLS, r.cells, 'import_rows.cells'),
          problem: r.problem === null ? undefined : storedJson(PROBLEM, r.problem, 'import_rows.problem'),
        }));
        after = rows.at(-1)!.seq;
      }
    },
  };
}

/** The dry run of each row under the current mapping. */
function importResults(db: Db) {
  return {
    async clearResults(importId: string) {
      await db.deleteFrom('import_results').where('import_id', '=', importId).execute();
    },

    async addResults(importId: string, results: readonly StoredResult[]) {
      for (const chunk of chunks(results))
        await db
          .insertInto('import_results')
          .values(
            chunk.map((r) => ({
              import_id: importId,
              seq: r.seq,
              row_no: r.row,
              outcome: r.outcome,
              place_id: r.placeId,
              name: r.name,
              origin_id: r.originPickupPlaceId,
              fields: JSON.stringify(r.fields),
              errors: JSON.stringify(r.errors),
              changes: JSON.stringify(r.changes),
              notes: JSON.stringify(r.notes),
            })),
          )
          .execute();
    },

    /** A page of results, errors first, then in the file's order. */
    async results(importId: string, outcomes: readonly ImportOutcome[], page: number, size: number) {
      let query = db.selectFrom('import_results').where('import_id', '=', importId);
      if (outcomes.length) query = query.where('outcome', 'in', [...outcomes]);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy(sql`case when outcome = 'error' then 0 else 1 end`)
        .orderBy('seq')
        .offset(page * size)
        .limit(size)
        .execute();
      return {
        total: Number(total?.n ?? 0),
        items: rows.map((r): ImportRow => ({
          row: r.row_no,
          outcome: storedEnum(ImportOutcomeSchema, r.outcome, 'import_results.outcome'),
          placeId: r.place_id,
          name: r.name,
          originPickupPlaceId: r.origin_id,
          fields: storedJson(ROW.shape.fields, r.fields, 'import_results.fields'),
          errors: storedJson(ROW.shape.errors, r.errors, 'import_results.errors'),
          notes: storedJson(ROW.shape.notes, r.notes, 'import_results.notes'),
          // Old → new for the rows that change a place; a creation's would be the whole row.
          changes:
            r.outcome === 'update' ? storedJson(ROW.shape.changes, r.changes, 'import_results.changes') : [],
        })),
      };
    },

    /** The rows an apply writes (creations and updates), in the file's order, a batch at a time. */
    async *writable(importId: string, batch = 1000) {
      for (let after = -1; ;) {
        const rows = await db
          .selectFrom('import_results')
          .select(['seq', 'place_id', 'name', 'changes'])
          .where('import_id', '=', importId)
          .where('outcome', 'in', ['create', 'update'])
          .where('seq', '>', after)
          .orderBy('seq')
          .limit(batch)
          .execute();
        if (!rows.length) return;
        yield rows.map((r) => ({
          placeId: r.place_id,
          name: r.name,
          changes: storedJson(ROW.shape.changes, r.changes, 'import_results.changes'),
        }));
        after = rows.at(-1)!.seq;
      }
    },
  };
}

export type ImportsStore = ReturnType<typeof createImportsStore>;
