import { request } from 'undici';
import type { BrowserClient } from '@/testing/stack';
import type { spawnAppStack } from './app-stack';
import { DEMO_ESHOP, type Emit } from './context';
import { figure } from './report';
import type { MemoryMark, MemoryRead } from './server-protocol';
import { count, mib, ms } from './util';

// The CSV export figures of the places-search bench (places-search.ts): the export of every place
// through the BFF, its time to the last byte and the BFF's peak RSS growth meanwhile.

const EXPORT_TARGET_MS = 10_000;
const EXPORT_MEMORY_TARGET = 100 * 1024 * 1024;

type Stack = Awaited<ReturnType<typeof spawnAppStack>>;

/** The CSV export of every place: time to the last byte and the BFF's peak RSS growth. */
export async function measureExport(stack: Stack, client: BrowserClient, total: number, emit: Emit) {
  const before = await stack.call<MemoryMark>('memory-mark');
  const started = performance.now();
  const res = await request(
    `${stack.bffUrl}/bff/places/export.csv?eshopId=${DEMO_ESHOP}&separator=semicolon`,
    {
      headers: { cookie: client.cookie },
    },
  );
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) rows++;
  }
  const elapsed = performance.now() - started;
  const after = await stack.call<MemoryRead>('memory-read');
  const peak = Math.max(after.sampledPeak, before.hwmReset ? after.vmHwm : 0);
  const growth = peak - before.rss;
  const complete = res.statusCode === 200 && rows - 1 >= total;
  emit(
    figure({
      id: 'export.csv.time',
      name: 'BFF: CSV export of 100 000 places',
      value: ms(elapsed),
      target: '< 10 s',
      pass: elapsed < EXPORT_TARGET_MS && complete,
      note: `${count(rows - 1)} rows (some places hold line breaks in quoted fields), ${mib(bytes)}, status ${res.statusCode}`,
    }),
  );
  emit(
    figure({
      id: 'export.csv.memory',
      name: 'BFF: CSV export of 100 000 places, RSS growth (peak)',
      value: mib(growth),
      target: '< 100 MiB',
      pass: growth < EXPORT_MEMORY_TARGET && complete,
      note: `RSS ${mib(before.rss)} before (after GC), peak ${mib(peak)}${before.hwmReset ? '' : ' (sampled only)'}`,
      data: { before, after, peak, growth },
    }),
  );
}
