import type { Worker } from 'node:worker_threads';
import { Problem } from '../problem';
import { fileProblem } from './file-problem';
import type { RowSink } from './rows';
import { tsWorker } from './ts-worker';
import type { XlsxLimits } from './xlsx-bounds';
import type { XlsxWorkerInput, XlsxWorkerMessage } from './xlsx-worker';

// An .xlsx is read in a worker thread of bounded heap: a workbook that needs more memory than that
// ends the worker (answered 413 `too_complex`), never the server. The worker is ended on every
// outcome before the answer, so nothing of it holds the upload's files.

/** The worker's heap: enough for the largest workbook the limits admit, far from the server's. */
export const XLSX_WORKER_HEAP_MB = 160;

export function readXlsxIsolated(
  file: { path: string; dir: string },
  sheet: string | undefined,
  sink: RowSink,
  limits: XlsxLimits,
  heapMb = XLSX_WORKER_HEAP_MB,
): Promise<{ sheets: string[]; sheet: string }> {
  const input: XlsxWorkerInput = { path: file.path, dir: file.dir, sheet, limits };
  const worker: Worker = tsWorker(new URL('./xlsx-worker.ts', import.meta.url), {
    workerData: input,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const end = (settle: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate().then(settle, settle);
    };
    worker.on('message', (message: XlsxWorkerMessage) => {
      if (message.type === 'header') sink.header(message.cells);
      else if (message.type === 'rows')
        sink.rows(message.batch).then(
          () => worker.postMessage('ack'),
          (error: unknown) => end(() => reject(error)),
        );
      else if (message.type === 'done') end(() => resolve(message.result));
      else {
        const p = message.problem;
        end(() =>
          reject(
            p ? new Problem(p.status, p.kind, p.title, p.message, p.extra) : fileProblem('unreadable_xlsx'),
          ),
        );
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      end(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? fileProblem('too_complex', 413, { limit: heapMb * 1024 * 1024 })
            : fileProblem('unreadable_xlsx'),
        ),
      ),
    );
    worker.on('exit', () => end(() => reject(fileProblem('unreadable_xlsx'))));
  });
}
