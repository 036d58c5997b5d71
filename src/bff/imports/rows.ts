import type { ImportRowError } from '@/contract/desk/import';

// What every reader hands on: the header once, then the data rows in batches, each with the number
// a spreadsheet shows for it (the header is row 1), so that memory holds one batch at a time.

export interface FileRow {
  row: number;
  cells: string[];
  /** What makes the row unreadable as a place, found while reading it (a feature that is not a
   * point): that row's error, not the whole file's. */
  problem?: ImportRowError;
}

export interface RowSink {
  header(cells: string[]): void;
  rows(batch: FileRow[]): Promise<void>;
}

/** Rows written to the database at a time. */
export const ROW_BATCH = 1000;

export const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
