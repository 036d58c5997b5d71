import ExcelJS from 'exceljs';
import { fileProblem } from './file-problem';
import { ROW_BATCH, isBlank, type FileRow, type RowSink } from './rows';

// An .xlsx streamed with ExcelJS's WorkbookReader: the first sheet, or the one named. Every cell
// becomes text; a formula is taken as its text (`=HYPERLINK(…)`), never evaluated.

type CellValue = ExcelJS.CellValue;

function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value) return textOf((value.result ?? '') as CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}

/** Columns a row may hold: a stray cell at column XFD would make every row 16 384 wide. */
export const MAX_COLUMNS = 1000;

function cellsOf(values: CellValue[] | Record<string, CellValue>): string[] {
  const list = Array.isArray(values) ? values.slice(1) : []; // ExcelJS's row values start at 1
  const cells = Array.from(list, (v) => (textOf(v).trim() === '' ? '' : textOf(v)));
  if (cells.length <= MAX_COLUMNS) return cells;
  while (cells.length > MAX_COLUMNS && cells.at(-1) === '') cells.pop();
  if (cells.length > MAX_COLUMNS) throw fileProblem('too_many_cells', 413, { columns: MAX_COLUMNS });
  return cells;
}

export async function readXlsx(
  path: string,
  wanted: string | undefined,
  sink: RowSink,
): Promise<{ sheets: string[]; sheet: string }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let chosen: string | null = null;
  let header: string[] | null = null;
  try {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name: string }).name;
      if (chosen !== null || (wanted !== undefined && name !== wanted)) continue;
      chosen = name;
      let batch: FileRow[] = [];
      for await (const row of worksheet) {
        const cells = cellsOf(row.values);
        if (!header) {
          if (isBlank(cells)) continue;
          header = cells;
          sink.header(cells);
          continue;
        }
        if (isBlank(cells)) continue;
        // A sheet's row ends at its last filled cell: the empty ones after it are still columns.
        while (cells.length < header.length) cells.push('');
        batch.push({ row: row.number, cells });
        if (batch.length >= ROW_BATCH) {
          await sink.rows(batch);
          batch = [];
        }
      }
      if (batch.length) await sink.rows(batch);
    }
  } catch (error) {
    if (error instanceof Error && 'status' in error) throw error; // a Problem from the sink
    throw fileProblem('unreadable_xlsx');
  } finally {
    (reader as unknown as { stream?: { destroy(): void } }).stream?.destroy();
  }
  const sheets = ((reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets ?? []).map(
    (s) => s.name,
  );
  if (chosen === null) throw fileProblem(wanted === undefined ? 'empty' : 'sheet_not_found', 400, { sheets });
  if (!header) throw fileProblem('empty', 400, { sheets });
  return { sheets: sheets.length ? sheets : [chosen], sheet: chosen };
}
