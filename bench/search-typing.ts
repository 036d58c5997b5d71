import type { Page } from '@playwright/test';
import { launchChromium, signedInContext } from './browser';
import { track } from './cleanup';

// Typing into the places search box in a real Chromium, with the BFF's read model of 100 000 places
// warm: the longest task on the page's main thread from the first key to the updated results
// (Long Tasks API: every task over 50 ms is reported; none reported means none blocked longer).
// Measured in the table and in the map view, where the matching points are drawn again.

/** About a fast typist's pace: each key lands while the previous search may be under way. */
export const KEY_DELAY_MS = 120;
const SETTLE_TIMEOUT_MS = 30_000;

export interface TypingRun {
  view: 'table' | 'map';
  /** Longest main-thread task from the first key to the results shown (0: none over 50 ms). */
  longestTaskMs: number;
  longTasks: number;
  /** From the first key to the results of the whole word shown. */
  resultsMs: number;
}

/** Installed before the app: every long task of the page, with its start. */
function recordLongTasks() {
  const w = window as Window & { __longTasks?: { start: number; duration: number }[] };
  const tasks: { start: number; duration: number }[] = [];
  w.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function typeAndWait(page: Page, view: TypingRun['view'], word: string): Promise<TypingRun> {
  const box = page.getByRole('searchbox');
  await box.click();
  const startedAt = await page.evaluate(() => performance.now());
  await page.keyboard.type(word, { delay: KEY_DELAY_MS });
  // The URL carries the search once the debounce fired; the status line then shows its count.
  await page.waitForURL((url) => url.searchParams.get('q') === word, { timeout: SETTLE_TIMEOUT_MS });
  const status = view === 'table' ? page.getByText(/places? match/) : page.getByText(/places? on the map/);
  await status.first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
  const shownAt = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now()))),
      ),
  );
  const tasks = await page.evaluate(
    (from) =>
      ((window as Window & { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? []).filter(
        (t) => t.start + t.duration >= from,
      ),
    startedAt,
  );
  return {
    view,
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasks: tasks.length,
    resultsMs: shownAt - startedAt,
  };
}

/** Signs in as staff and types `word` into the search of the table, then of the map. */
export async function measureTyping(bffUrl: string, word: string): Promise<TypingRun[]> {
  const browser = await launchChromium();
  const untrack = track(() => browser.close());
  try {
    const context = await signedInContext(browser, bffUrl);
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    const runs: TypingRun[] = [];
    await page.goto(`${bffUrl}/places`);
    await page.locator('table tbody tr[data-place-id]').first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    runs.push(await typeAndWait(page, 'table', word));
    await page.goto(`${bffUrl}/places?view=map`);
    await page
      .getByText(/places? on the map/)
      .first()
      .waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    runs.push(await typeAndWait(page, 'map', word));
    return runs;
  } finally {
    await browser.close();
    untrack();
  }
}
