import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrowserClient } from '@/testing/stack';
import { UPSTREAM_TIMEOUT_MS, sandboxOptions, type BenchModule } from './context';
import { figure } from './report';
import { IDLE_MS, MEMORY_BACK_TARGET, memoryBackFigure } from './memory-back';
import type { MemoryMark, MemoryRead } from './server-protocol';
import { spawnServer } from './servers';
import { count, mib, ms, round, sleep } from './util';
import { applyImport, csvFile, uploadImport } from './run-import';
import { newPlaceBody, postPlace, straight } from './straight-calls';

// Imports of issue 14 (the BFF and the sandbox each in a process of its own), from a CSV as Czech
// Excel writes it (run-import.ts):
//  - the dry run of 10 000 rows, from the upload to the answer with its counts (the result table's
//    first page follows from the database);
//  - the dry run of 100 000 rows, with the BFF's RSS growth (peak over the mark after GC);
//  - applying 10 000 new places as a job, places/s against the same POSTs sent straight to the
//    sandbox with the same concurrency (4; the job's adaptive pace is held there).

const CONCURRENCY = 4;
/** Issue 25: the bookkeeping of an import costs at most a fifth of the platform's own pace. */
const APPLY_MIN_RATIO = 0.8;
const MEMORY_BACK_NAME = 'BFF: RSS once idle after a 100 000-row dry run, vs before it';

const ids = {
  dry10: 'import.dryRun10k',
  dry100: 'import.dryRun100k',
  apply: 'import.apply10k',
  memoryBack: 'import.dryRun100k.memoryBack',
} as const;

export const imports: BenchModule = {
  name: 'imports',
  figures: [
    { id: ids.dry10, name: 'BFF: import dry run, 10 000-row CSV, upload to result', target: '< 3 s' },
    {
      id: ids.dry100,
      name: 'BFF: import dry run, 100 000-row CSV, upload to result (RSS growth)',
      target: '< 20 s',
    },
    {
      id: ids.apply,
      name: 'BFF: import apply, 10 000 new places, places/s vs straight POSTs (4 at a time)',
      target: `≥ ${APPLY_MIN_RATIO}× straight POSTs`,
    },
    { id: ids.memoryBack, name: MEMORY_BACK_NAME, target: MEMORY_BACK_TARGET },
  ],
  timeoutMs: 300_000,
  async run(ctx, emit) {
    // The platform in a process of its own, as a remote one is (and as the bulk jobs' bench has
    // it): the BFF's CPU is then its own, and the straight POSTs reach the same sandbox. The job
    // keeps to the baseline's concurrency (its adaptive pace held at 4), so the ratio is the BFF's own
    // cost.
    const platform = await spawnServer({
      role: 'sandbox',
      options: sandboxOptions(join(ctx.tmp, 'imports-platform'), 0),
    });
    const stack = await spawnServer({
      role: 'stack',
      options: {
        upstreamUrl: platform.sandboxUrl,
        bff: {
          upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
          bulkConcurrency: CONCURRENCY,
          bulkConcurrencyMin: CONCURRENCY,
          bulkConcurrencyMax: CONCURRENCY,
        },
      },
    });
    try {
      const client = new BrowserClient(stack.bffUrl!);
      if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
      const upload = (path: string) => uploadImport(client, path);
      await upload(csvFile(ctx.tmp, 'WARM', 100)); // the code loaded, the read model filled

      const ten = await upload(csvFile(ctx.tmp, 'A', 10_000));
      emit(
        figure({
          id: ids.dry10,
          name: 'BFF: import dry run, 10 000-row CSV, upload to result',
          value: ms(ten.elapsed),
          target: '< 3 s',
          pass: ten.elapsed < 3000 && ten.result.counts.create === 10_000,
          note: `${count(ten.result.counts.create)} to create, ${ten.result.counts.error} errors; the first page of rows included`,
        }),
      );

      // Apply the 10 000 new places (before the 100 000-row dry run, whose garbage would weigh on it), then the same creations straight to the sandbox (other ids).
      const { job, rate: jobRate } = await applyImport(client, ten.result.id);
      const bodies = Array.from({ length: 10_000 }, (_, k) => newPlaceBody('DIRECT', k));
      const baseRate = await straight(bodies, CONCURRENCY, (body) => postPlace(platform.sandboxUrl, body));
      emit(
        figure({
          id: ids.apply,
          name: 'BFF: import apply, 10 000 new places, places/s vs straight POSTs (4 at a time)',
          value: `${round(jobRate, 1)} places/s`,
          baseline: `${round(baseRate, 1)} places/s`,
          ratio: round(jobRate / baseRate),
          target: `≥ ${APPLY_MIN_RATIO}× straight POSTs`,
          pass: jobRate / baseRate >= APPLY_MIN_RATIO && job.counts.failed === 0,
          note: `${count(job.counts.done)} created, ${job.counts.failed} failed (a POST, a history entry and a change-log entry each, the bookkeeping written a batch at a time); the platform in a process of its own`,
        }),
      );
      const big = csvFile(ctx.tmp, 'B', 100_000);
      const before = await stack.call<MemoryMark>('memory-mark');
      const hundred = await upload(big);
      await sleep(IDLE_MS);
      const after = await stack.call<MemoryRead>('memory-read');
      const peak = Math.max(after.sampledPeak, before.hwmReset ? after.vmHwm : 0);
      emit(
        figure({
          id: ids.dry100,
          name: 'BFF: import dry run, 100 000-row CSV, upload to result (RSS growth)',
          value: ms(hundred.elapsed),
          target: '< 20 s',
          pass: hundred.elapsed < 20_000 && hundred.result.counts.create === 100_000,
          note: `RSS growth ${mib(peak - before.rss)} (${mib(before.rss)} → peak ${mib(peak)}, V8 heap ${mib(after.heapAfterGc)} after GC), file ${mib(readFileSync(big).length)}`,
        }),
      );
      emit(
        memoryBackFigure(ids.memoryBack, MEMORY_BACK_NAME, before.rss, after.afterGc, {
          before: before.heapUsed,
          after: after.heapAfterGc,
        }),
      );
    } finally {
      await stack.stop();
      await platform.stop();
    }
  },
};
