import type { ImportColumn, ImportFormat, ImportUploadQuery } from '@/contract/desk/import';
import type { ImportsStore, ImportMeta } from '@/bff/store/imports';
import { detectEncoding } from './encoding';
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
      columns = cells.map((header, i) => ({ header: header.trim() || `#${i + 1}`, samples: [] }));
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
    Object.assign(meta, await readXlsxIsolated(file, options.sheet, sink, limits));
  else await readGeojson(file.path, sink);
  // An empty first sheet names the others, so the user can choose one.
  if (!rows) throw fileProblem('empty', 400, meta.sheets.length > 1 ? { sheets: meta.sheets } : {});
  return { format, meta: { ...meta, columns }, rows };
}
