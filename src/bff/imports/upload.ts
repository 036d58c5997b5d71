import type { ImportColumn, ImportFormat, ImportUploadQuery } from '@/contract/desk/import';
import type { ImportsStore, ImportMeta } from '@/bff/store/imports';
import { detectEncoding } from './encoding';
import { Problem } from '@/bff/problem';
import { fileProblem } from './file-problem';
import { readCsv } from './read-csv';
import { readGeojson } from './read-geojson';
import type { FileRow, RowSink } from './rows';
import type { ReceivedFile } from './receive';
import { sniffFormat } from './sniff';
import type { XlsxLimits } from './xlsx-bounds';
import { readXlsxIsolated } from './xlsx-isolated';

// An uploaded file read into an import's rows: its format sniffed, a CSV's encoding detected (or
// the one chosen), the rows stored as they are parsed, a few sample values kept per column, and
// the row limit enforced while reading. An .xlsx is read in a worker thread (xlsx-isolated.ts).

const SAMPLES = 3;

export interface ReadFile {
  format: ImportFormat;
  meta: ImportMeta;
  rows: number;
}

export async function readUpload(
  file: ReceivedFile,
  options: Required<Pick<ImportUploadQuery, 'encoding' | 'delimiter'>> & { sheet?: string | undefined },
  store: ImportsStore,
  importId: string,
  limits: XlsxLimits & { maxRows: number },
): Promise<ReadFile> {
  const { maxRows } = limits;
  const format = await sniffFormat(file.path, file.name, file.size);
  let columns: ImportColumn[] = [];
  let rows = 0;
  const sink: RowSink = {
    header(cells) {
      columns = cells.map((header, i) => ({
        header: header.trim() || `#${i + 1}`,
        samples: [],
        offered: null,
      }));
    },
    async rows(batch: FileRow[]) {
      rows += batch.length;
      if (rows > maxRows) throw fileProblem('too_many_rows', 413, { limit: maxRows });
      for (const { cells } of batch)
        columns.forEach((c, i) => {
          const value = cells[i]?.trim();
          if (value && c.samples.length < SAMPLES) c.samples.push(value.slice(0, 100));
        });
      await store.addRows(importId, rows - batch.length, batch);
    },
  };
  const meta: ImportMeta = { encoding: null, delimiter: null, sheets: [], sheet: null, columns };
  if (format === 'csv') {
    meta.encoding = options.encoding === 'auto' ? await detectEncoding(file.path) : options.encoding;
    const chosen = options.delimiter === 'auto' ? undefined : options.delimiter === 'comma' ? ',' : ';';
    meta.delimiter = (
      await readCsv(file.path, { encoding: meta.encoding, ...(chosen ? { delimiter: chosen } : {}) }, sink)
    ).delimiter;
  } else if (format === 'xlsx')
    Object.assign(meta, await readFilledSheet(file, options.sheet, sink, limits, () => rows));
  else await readGeojson(file.path, sink);
  // A workbook with no rows on any sheet names its sheets all the same.
  if (!rows) throw fileProblem('empty', 400, meta.sheets.length > 1 ? { sheets: meta.sheets } : {});
  return { format, meta: { ...meta, columns }, rows };
}

const emptySheets = (error: unknown): string[] | null =>
  error instanceof Problem && error.extra.reason === 'empty' && Array.isArray(error.extra.sheets)
    ? (error.extra.sheets as string[])
    : null;

/**
 * The sheet named; else the first sheet that holds rows, so that a workbook opening on a note or a
 * cover is read from its data, with every sheet listed to choose another (issue 29: an empty first
 * sheet said "The file holds no rows" with no sheet to choose).
 */
async function readFilledSheet(
  file: ReceivedFile,
  wanted: string | undefined,
  sink: RowSink,
  limits: XlsxLimits,
  rows: () => number,
): Promise<Pick<ImportMeta, 'sheets' | 'sheet'>> {
  const readXlsx = (sheet: string | undefined) => readXlsxIsolated(file, sheet, sink, limits);
  if (wanted !== undefined) return readXlsx(wanted);
  let first: Pick<ImportMeta, 'sheets' | 'sheet'>;
  try {
    first = await readXlsx(undefined);
  } catch (error) {
    const sheets = emptySheets(error);
    if (!sheets) throw error;
    first = { sheets, sheet: sheets[0] ?? null };
  }
  if (rows() > 0) return first;
  for (const name of first.sheets.filter((s) => s !== first.sheet)) {
    try {
      const read = await readXlsx(name);
      if (rows() > 0) return read;
    } catch (error) {
      if (!emptySheets(error)) throw error;
    }
  }
  return first;
}
