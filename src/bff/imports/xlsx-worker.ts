import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { Problem } from '../problem';
import { ofExcelJs } from './of-exceljs';
import { readXlsx } from './read-xlsx';
import type { FileRow, RowSink } from './rows';
import { checkXlsxBounds, type XlsxLimits } from './xlsx-bounds';

// The worker thread that reads an .xlsx (see xlsx-isolated.ts): its bounds first, then its rows,
// handed to the server a batch at a time, each batch waiting for the server to store the last.

export interface XlsxWorkerInput {
  path: string;
  /** The upload's own temporary folder, deleted with it whatever happens. */
  dir: string;
  sheet: string | undefined;
  limits: XlsxLimits;
}

export type XlsxWorkerMessage =
  | { type: 'header'; cells: string[] }
  | { type: 'rows'; batch: FileRow[] }
  | { type: 'done'; result: { sheets: string[]; sheet: string } }
  | { type: 'failed'; problem: Pick<Problem, 'status' | 'kind' | 'title' | 'message' | 'extra'> | null };

const port = parentPort!;
const input = workerData as XlsxWorkerInput;

// ExcelJS parks a worksheet met before the shared strings in a temporary file: here, in the
// upload's folder, not in the system's, where a failed read used to leave it. It is deleted with
// that folder, not when ExcelJS is done with it: ExcelJS lets go of a sheet it skipped before the
// sheet's stream has opened the file.
type FileCallback = (err: null, path: string, fd: undefined, cleanup: () => void) => void;
const tmp = ofExcelJs('tmp') as { file(callback: FileCallback): void };
let parked = 0;
tmp.file = (callback) => callback(null, join(input.dir, `sheet-${++parked}.xml`), undefined, () => {});

let acknowledged: (() => void) | null = null;
port.on('message', () => acknowledged?.());
const post = (message: XlsxWorkerMessage) => port.postMessage(message);

const sink: RowSink = {
  header: (cells) => post({ type: 'header', cells }),
  rows: (batch) =>
    new Promise<void>((resolve) => {
      acknowledged = resolve;
      post({ type: 'rows', batch });
    }),
};

try {
  await checkXlsxBounds(input.path, input.limits);
  post({ type: 'done', result: await readXlsx(input.path, input.sheet, sink) });
} catch (error) {
  const problem =
    error instanceof Problem
      ? {
          status: error.status,
          kind: error.kind,
          title: error.title,
          message: error.message,
          extra: error.extra,
        }
      : null;
  post({ type: 'failed', problem });
}
