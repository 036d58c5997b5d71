// What every reader hands on: the header once, then the data rows in batches, each with the number
// a spreadsheet shows for it (the header is row 1), so that memory holds one batch at a time.

export interface FileRow {
  row: number;
  cells: string[];
}

export interface RowSink {
  header(cells: string[]): void;
  rows(batch: FileRow[]): Promise<void>;
}

/** Rows written to the database at a time. */
export const ROW_BATCH = 1000;

export const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
