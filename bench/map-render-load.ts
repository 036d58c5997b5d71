import type { Browser, Page } from '@playwright/test';
import { signedInContext } from './browser';
import { instrumentMapPage, mapSettled, mapStep, readState, startFrames, stopFrames } from './map-page';
import { figure, notMeasured, type Figure, type FigureSpec } from './report';
import { median, ms, quantile } from './util';

// One load of the places map in a browser context, and its frame times while it pans and zooms:
// what map-render.ts measures at each size.

const LOAD_TIMEOUT_MS = 75_000;
const QUIET_MS = 1500;

export interface Load {
  /** From the later of the data and the map made, to drawn: the map's own work. */
  dataToDrawn: number;
  /** From the data alone (the page's first render included when the data came first). */
  fromDataAlone: number;
  /** How long the data waited for the page to make the map (0 when the map was there first). */
  waitedForPage: number;
  /** Data arrived to the caption: the first render, before fitBounds moves the map. */
  dataToCaption: number;
  coldLoad: number;
  /** Navigation start to the points answer read. */
  firstAnswer: number;
  markers: number;
  caption: string;
}

export async function openMap(
  browser: Browser,
  bffUrl: string,
): Promise<{ load: Load; page: Page; close: () => Promise<void> }> {
  const context = await signedInContext(browser, bffUrl);
  const close = () => context.close();
  try {
    await context.addInitScript(instrumentMapPage);
    const page = await context.newPage();
    await page.goto(`${bffUrl}/places?view=map`, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(mapSettled, QUIET_MS, { timeout: LOAD_TIMEOUT_MS, polling: 200 });
    } catch (error) {
      const s = await page.evaluate(readState).catch(() => undefined);
      if (!s) throw error;
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      )
        .replace(/\s+/g, ' ')
        .slice(0, 160);
      throw new Error(
        `not drawn within ${LOAD_TIMEOUT_MS / 1000} s at ${new URL(page.url()).pathname} ("${shown}"): ${s.pointsAnswers} points answers read, caption ${s.captionAt ? 'shown' : 'not shown'}, ${s.markers} markers`,
        { cause: error },
      );
    }
    const s = await page.evaluate(readState);
    if (s.markers === 0) throw new Error('no markers drawn');
    const load = {
      dataToDrawn: s.paintedAt - Math.max(s.dataAt, s.mapMadeAt),
      fromDataAlone: s.paintedAt - s.dataAt,
      waitedForPage: Math.max(0, s.mapMadeAt - s.dataAt),
      dataToCaption: s.captionAt - s.dataAt,
      coldLoad: s.paintedAt,
      firstAnswer: s.firstAnswerAt,
      markers: s.markers,
      caption: s.captionText,
    };
    return { load, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Pans and zooms for a few seconds and returns the frame times, and how the map was driven. */
async function panAndZoom(page: Page): Promise<{ frames: number[]; via: string }> {
  const steps: { pan?: [number, number]; zoom?: 1 | -1 }[] = [
    { zoom: 1 },
    { pan: [300, 0] },
    { pan: [0, 250] },
    { zoom: 1 },
    { pan: [-400, 0] },
    { pan: [0, -300] },
    { zoom: -1 },
    { pan: [250, 200] },
    { zoom: -1 },
    { pan: [-300, -150] },
    { zoom: 1 },
    { pan: [200, -200] },
    { zoom: -1 },
  ];
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const viaApi = await page.evaluate(mapStep, {});
  await page.evaluate(startFrames);
  for (const step of steps) {
    if (viaApi) await page.evaluate(mapStep, step);
    else if (step.pan) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx - step.pan[0], cy - step.pan[1], { steps: 12 });
      await page.mouse.up();
    } else {
      await page.mouse.move(cx, cy);
      await page.mouse.wheel(0, step.zoom === 1 ? -120 : 120);
    }
    await page.waitForTimeout(500);
  }
  const frames = await page.evaluate(stopFrames);
  return { frames, via: viaApi ? 'Leaflet panBy/zoomIn/zoomOut' : 'mouse drags and wheel' };
}

/** The frame-time row: p95 of the frames while panning and zooming, or n/a with the reason. */
export async function frameFigure(page: Page): Promise<Figure> {
  try {
    const { frames, via } = await panAndZoom(page);
    if (frames.length < 10) throw new Error(`only ${frames.length} frames recorded`);
    const p95 = quantile(frames, 0.95);
    const over = frames.filter((f) => f > FRAME_TARGET_MS).length;
    return figure({
      ...FRAMES,
      value: ms(p95),
      pass: p95 < FRAME_TARGET_MS,
      note: `${frames.length} frames, p50 ${ms(median(frames))}, max ${ms(Math.max(...frames))}, ${over} over 50 ms; ${via}`,
      data: {
        p50: median(frames),
        p95,
        p99: quantile(frames, 0.99),
        max: Math.max(...frames),
        frames: frames.length,
        over50: over,
        via,
      },
    });
  } catch (error) {
    return notMeasured(FRAMES, error);
  }
}

const FRAME_TARGET_MS = 20;
export const FRAMES: FigureSpec = {
  id: 'map.frameP95.100000',
  name: 'map: frame time panning/zooming, 100 000 places (p95)',
  target: '< 20 ms',
};
