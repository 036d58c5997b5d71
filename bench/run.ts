import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bffProxy } from './bff-proxy';
import { bulkJobs } from './bulk-jobs';
import { cluster } from './cluster';
import { deletedPlaces } from './deleted-places';
import { clusterSearch } from './cluster-search';
import { bundle } from './bundle';
import { farPlatform } from './far-platform';
import { imports } from './imports';
import { disposeAll } from './cleanup';
import type { BenchContext, BenchModule } from './context';
import { mapRender } from './map-render';
import { mapSelection } from './map-selection';
import { pageJobBench } from './page-job';
import { lighthouseBench } from './lighthouse';
import { listLoad } from './list-page';
import { placesSearch } from './places-search';
import { readModelRefresh } from './read-model-refresh';
import { formatTable, notMeasured, writeReport, type Figure } from './report';
import { sandboxList } from './sandbox-list';
import { sandboxSeed } from './sandbox-seed';
import { searchLoad } from './search-load';
import { tokenRefresh } from './token-refresh';
import { uploadMemory } from './upload-memory';
import { errorText, round, withTimeout } from './util';

// `npm run bench`: every performance figure of the issue in one run, printed as one table and
// written to bench-results.json. Each module runs on its own with a time limit; a module that
// fails or overruns yields "n/a" rows with the reason, and the others go on. Progress goes to
// stderr, the table to stdout. Modules can be picked by name for a partial run:
// `npx tsx bench/run.ts list bff`.

const MODULES: BenchModule[] = [
  bundle,
  sandboxSeed,
  sandboxList,
  bffProxy,
  cluster,
  clusterSearch,
  uploadMemory,
  tokenRefresh,
  mapRender,
  mapSelection,
  listLoad,
  placesSearch,
  searchLoad,
  readModelRefresh,
  bulkJobs,
  farPlatform,
  pageJobBench,
  imports,
  deletedPlaces,
  lighthouseBench,
];
/** The whole run stays within this, whatever happens (the issue asks for about ten minutes). */
const BUDGET_MS = 9.5 * 60_000;
const RESULTS = fileURLToPath(new URL('../bench-results.json', import.meta.url));

const started = Date.now();
const loadAtStart = loadavg()[0]!;
const log = (line: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);

async function runModule(module: BenchModule, ctx: BenchContext): Promise<Figure[]> {
  const emitted = new Map<string, Figure>();
  const emit = (f: Figure) => {
    // A failure late in a module never hides a row it had measured already.
    if (f.status === 'n/a' && emitted.has(f.id)) return;
    emitted.set(f.id, f);
    log(`  ${f.name}: ${f.value}${f.ratio === undefined ? '' : ` (${f.ratio}×)`} ${f.status}`);
  };
  const left = started + BUDGET_MS - Date.now();
  let reason: string | undefined;
  if (left < 15_000) reason = 'skipped: the run’s time budget is spent';
  else {
    log(`${module.name}…`);
    const timeout = Math.min(module.timeoutMs, left);
    ctx.deadline = Date.now() + timeout;
    try {
      await withTimeout(module.run(ctx, emit), timeout, module.name);
    } catch (error) {
      reason = errorText(error);
      log(`  ${module.name} failed: ${reason}`);
    }
  }
  // Whatever the module left running (after a failure or a timeout) ends here.
  await disposeAll();
  return module.figures.map((spec) => emitted.get(spec.id) ?? notMeasured(spec, reason ?? 'not measured'));
}

async function main() {
  const only = process.argv.slice(2);
  const modules = only.length ? MODULES.filter((m) => only.some((o) => m.name.includes(o))) : MODULES;
  const ctx: BenchContext = {
    tmp: await mkdtemp(join(tmpdir(), 'pickup-desk-bench-')),
    seeded: new Map(),
    deadline: 0,
    log,
  };
  // Interrupted: stop what was started and leave no scratch data behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void disposeAll(2_000)
        .then(() => rm(ctx.tmp, { recursive: true, force: true }))
        .finally(() => process.exit(130));
    });
  }
  const figures: Figure[] = [];
  try {
    for (const module of modules) figures.push(...(await runModule(module, ctx)));
  } finally {
    await disposeAll();
    await rm(ctx.tmp, { recursive: true, force: true });
  }
  const durationS = Math.round((Date.now() - started) / 100) / 10;
  const cpu = cpus();
  await writeReport(RESULTS, {
    startedAt: new Date(started).toISOString(),
    durationS,
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    },
    loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]!) },
    figures,
  });
  process.stdout.write(`${formatTable(figures)}\n\n`);
  const missed = figures.filter((f) => f.status === 'MISS').length;
  const na = figures.filter((f) => f.status === 'n/a').length;
  process.stdout.write(
    `${figures.length} figures, ${missed} targets missed, ${na} not measured; ${durationS} s on ${cpu.length} CPUs ` +
      `(load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end), Node ${process.version}. JSON: ${RESULTS}\n`,
  );
}

// A last guard: the run ends by itself even if something hangs past every module's limit.
setTimeout(() => {
  log('the run overran its hard limit; stopping');
  void disposeAll(2_000).finally(() => process.exit(2));
}, BUDGET_MS + 90_000).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`the benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    void disposeAll(2_000).finally(() => process.exit(1));
  },
);
