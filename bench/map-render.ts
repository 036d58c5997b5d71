import type { Browser } from '@playwright/test';
import { spawnAppStack } from './app-stack';
import { launchChromium } from './browser';
import { ensureWebBuild } from './bundle';
import { track } from './cleanup';
import { type BenchContext, type BenchModule, type Emit } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { count, errorText, median, ms } from './util';
import { FRAMES, frameFigure, openMap, type Load } from './map-render-load';

// The places map in a real Chromium, served by the BFF from the production build with the sandbox
// behind it (one process, as `npm start` runs them), tiles pointed at a closed port. Each load is
// a fresh browser context (cold: no cache), signed in beforehand, opening /places?view=map:
//  - data → drawn: the map's own work, from the moment it has both its data (the points answer read
//    by its worker) and its place on the page (the Leaflet map made) to the paint after the last
//    change of the markers (the caption shown and the markers quiet for 1.5 s). The points are
//    prefetched with the route's code, so on a cold load they are often in before the page has
//    finished its first render; the time from the data alone, which then includes that render, is
//    in the note (and the whole of it in the cold-load row);
//  - cold load: from navigation start to that same paint;
//  - first map after a start: the stack started as `npm start` starts (the read models warmed in
//    the background), /readyz polled until it answers 200, then the first load's cold load;
//  - frames: rAF-to-rAF times while the Leaflet map pans and zooms (panBy/zoomIn/zoomOut through
//    the map, captured via window.L; mouse drags and the wheel if it cannot be captured).

const SIZES = [
  { places: 1_000, runs: 5, drawTargetMs: 150 },
  { places: 10_000, runs: 5, drawTargetMs: 250 },
  { places: 100_000, runs: 3, drawTargetMs: 600 },
] as const;
const COLD_TARGET_MS = 5000;
const FIRST_TARGET_MS = 3000;
const READY_TIMEOUT_MS = 150_000;

const drawSpec = (places: number, targetMs: number): FigureSpec => ({
  id: `map.dataToDrawn.${places}`,
  name: `map: data and map ready → drawn, ${count(places)} places`,
  target: `< ${targetMs / 1000} s`,
});
const COLD: FigureSpec = {
  id: 'map.coldLoad.100000',
  name: 'map: cold load of /places?view=map, 100 000 places',
  target: '< 5 s',
};
const FIRST: FigureSpec = {
  id: 'map.firstAfterStart.100000',
  name: 'map: first map after a start, 100 000 places, once /readyz is ready',
  target: '< 3 s',
};

/** Polls /readyz until it answers 200 (the start-up warm-up is over); the milliseconds it took. */
async function untilReady(bffUrl: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    const status = await fetch(`${bffUrl}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`/readyz not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function measureSize(ctx: BenchContext, browser: Browser, size: (typeof SIZES)[number], emit: Emit) {
  const draw = drawSpec(size.places, size.drawTargetMs);
  const largest = size.places === 100_000;
  // Started as npm start starts: the read models warm in the background, /readyz waits for them.
  const stack = await spawnAppStack(ctx, size.places, { warm: true });
  try {
    const readyMs = await untilReady(stack.bffUrl!);
    ctx.log(
      `  ${count(size.places)} places: /readyz ready ${ms(readyMs)} after the start (read models warm)`,
    );
    const loads: Load[] = [];
    const failures: string[] = [];
    let lastTook = 0;
    for (let run = 0; run < size.runs; run++) {
      // A loaded machine makes loads slow: keep the time for the rest of the module (and its rows).
      if (run > 0 && Date.now() + 2 * lastTook + 30_000 > ctx.deadline) break;
      const started = Date.now();
      let opened: Awaited<ReturnType<typeof openMap>>;
      try {
        opened = await openMap(browser, stack.bffUrl!);
        lastTook = Date.now() - started;
      } catch (error) {
        lastTook = Date.now() - started;
        failures.push(errorText(error));
        ctx.log(`  ${count(size.places)} places, load ${run + 1} failed: ${errorText(error)}`);
        continue;
      }
      const { load, page, close } = opened;
      loads.push(load);
      if (largest && loads.length === 1 && run === 0)
        emit(
          figure({
            ...FIRST,
            value: ms(load.coldLoad),
            pass: load.coldLoad < FIRST_TARGET_MS,
            note:
              `a fresh browser from navigation to the markers painted, the first after the start; /readyz answered ready ` +
              `${ms(readyMs)} after the start (warming ${count(size.places)} places: ${ms(readyMs / (size.places / 10_000))} per 10 000); ` +
              `points answer read at ${ms(load.firstAnswer)}`,
            data: { coldLoadMs: load.coldLoad, readyMs, firstAnswerMs: load.firstAnswer },
          }),
        );
      ctx.log(
        `  ${count(size.places)} places, load ${run + 1}: data → drawn ${ms(load.dataToDrawn)}, cold load ${ms(load.coldLoad)}, ${load.markers} markers`,
      );
      try {
        // Frames on the first good load of the largest set, so a shortened run still has them.
        if (largest && loads.length === 1) emit(await frameFigure(page));
      } finally {
        await close();
      }
    }
    if (loads.length === 0) throw new Error(failures[0] ?? 'no load finished');
    const failed = failures.length ? `; ${failures.length} load(s) failed: ${failures[0]}` : '';
    const drawn = median(loads.map((l) => l.dataToDrawn));
    const runs = (pick: (l: Load) => number) => loads.map((l) => ms(pick(l))).join(', ');
    const last = loads.at(-1)!;
    emit(
      figure({
        ...draw,
        value: ms(drawn),
        pass: drawn < size.drawTargetMs,
        note:
          `median of ${loads.length} loads (${runs((l) => l.dataToDrawn)}) from the later of the data and the map made; ` +
          `from the data alone ${ms(median(loads.map((l) => l.fromDataAlone)))} (the data waited ${ms(median(loads.map((l) => l.waitedForPage)))} for the page's first render); ` +
          `caption ${ms(median(loads.map((l) => l.dataToCaption)))} after the data, then the first draw in the final view; "${last.caption}", ${last.markers} markers${failed}`,
        data: { medianMs: drawn, loads },
      }),
    );
    if (largest) {
      const cold = median(loads.map((l) => l.coldLoad));
      emit(
        figure({
          ...COLD,
          value: ms(cold),
          pass: cold < COLD_TARGET_MS,
          note: `median of ${loads.length} fresh browser contexts (${runs((l) => l.coldLoad)}; the read model warmed at the start); points answer read at ${runs((l) => l.firstAnswer)}, then markers painted; BFF + sandbox in one process as npm start${failed}`,
          data: { medianMs: cold, loads },
        }),
      );
    }
  } finally {
    await stack.stop();
  }
}

export const mapRender: BenchModule = {
  name: 'map',
  figures: [...SIZES.map((s) => drawSpec(s.places, s.drawTargetMs)), FIRST, COLD, FRAMES],
  timeoutMs: 480_000,
  async run(ctx, emit) {
    ctx.webRoot ??= (await ensureWebBuild(ctx)).dir;
    const browser = await launchChromium();
    const untrack = track(() => browser.close());
    try {
      for (const size of SIZES) {
        try {
          await measureSize(ctx, browser, size, emit);
        } catch (error) {
          ctx.log(`  map with ${count(size.places)} places failed: ${errorText(error)}`);
          const specs =
            size.places === 100_000
              ? [drawSpec(size.places, size.drawTargetMs), FIRST, COLD, FRAMES]
              : [drawSpec(size.places, size.drawTargetMs)];
          // Rows already measured (the frames, say) stay: run.ts never replaces them with n/a.
          for (const s of specs) emit(notMeasured(s, error));
        }
      }
    } finally {
      await browser.close();
      untrack();
    }
  },
};
