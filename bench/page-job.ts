import type { Page } from '@playwright/test';
import type { Job } from '@/contract/desk/bulk-jobs';
import { BrowserClient } from '@/testing/stack';
import { spawnAppStack } from './app-stack';
import { launchChromium, signedInContext } from './browser';
import { track } from './cleanup';
import { DEMO_ESHOP, type BenchModule } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { count, ms, round } from './util';
import { runJob } from './run-job';

// Issue 29: a bulk job of 100 places at 100 000, started from the places page, against the same
// job created through the API with no page open (the baseline, in the same run and before it).
// From the page: /places with 100 rows a page, "Select the places of this page", "Bulk change…",
// a temporary closure of three days, Preview, Start; timed from the click on Start until the job's
// card says "100 of 100 changed". The page must not search again on every tick of the job: the
// searches it sends while the job runs are counted. Both jobs close the same 100 places, on
// different dates, so neither finds the other's change already made.

const PLACES = 100_000;
const JOB_PLACES = 100;
const RATIO_TARGET = 2;
const JOB_TIMEOUT_MS = 300_000;

const SPEC: FigureSpec = {
  id: 'jobs.fromPage',
  name: `page: bulk job of ${JOB_PLACES} places at 100 000, started from the list, vs the same job through the API`,
  target: `≤ ${RATIO_TARGET}×`,
};

/** The job through the API alone: created, then polled every 100 ms until it ends. */
async function apiJob(client: BrowserClient, ids: string[]): Promise<{ ms: number; job: Job }> {
  const started = performance.now();
  const job = await runJob(
    client,
    {
      eshopId: DEMO_ESHOP,
      selection: { ids },
      action: { kind: 'closeTemporarily', from: '2031-02-03', to: '2031-02-05', reason: 'API bench' },
    },
    { pollMs: 100, timeoutMs: JOB_TIMEOUT_MS },
  );
  return { ms: performance.now() - started, job };
}

/** The same kind of job from the page; answers its time and the searches sent while it ran. */
async function pageJob(page: Page, bff: string) {
  await page.goto(`${bff}/places?size=${JOB_PLACES}`);
  const rows = page.locator('table tbody tr[data-place-id]');
  await rows.nth(JOB_PLACES - 1).waitFor({ timeout: 60_000 });
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-place-id')!));
  await page.getByRole('checkbox', { name: 'Select the places of this page' }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Bulk change…' }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${JOB_PLACES} places` });
  await dialog.getByLabel('From').fill('2031-03-03');
  await dialog.getByLabel('To').fill('2031-03-05');
  await dialog.getByLabel('Reason').fill('Page bench');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('region', { name: 'Preview' }).waitFor({ timeout: 60_000 });
  let searches = 0;
  const counting = (url: string) => {
    if (new URL(url).pathname === '/bff/places/search') searches++;
  };
  page.on('request', (r) => counting(r.url()));
  // Timed in the page, from the click to the paint after the result appeared: Playwright's own
  // wait polls at growing intervals and read up to half a second late.
  await page.evaluate((done) => {
    const w = window as Window & { __job?: { clicked: number; shown: number } };
    const timing = { clicked: 0, shown: 0 };
    w.__job = timing;
    document.addEventListener('click', () => (timing.clicked ||= performance.now()), { capture: true });
    const observer = new MutationObserver(() => {
      if (!timing.clicked || !document.body.textContent?.includes(done)) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (timing.shown = performance.now())));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, `${JOB_PLACES} of ${JOB_PLACES} changed`);
  await dialog.getByRole('button', { name: `Start (${JOB_PLACES})` }).click();
  const card = page.getByRole('region', { name: 'Bulk job: Close temporarily' });
  await card.getByText(`${JOB_PLACES} of ${JOB_PLACES} changed`).waitFor({ timeout: JOB_TIMEOUT_MS });
  const took = await page.evaluate(async () => {
    const w = window as Window & { __job?: { clicked: number; shown: number } };
    while (!w.__job?.shown) await new Promise((r) => requestAnimationFrame(r));
    return w.__job.shown - w.__job.clicked;
  });
  page.removeAllListeners('request');
  return { ms: took, ids, searches };
}

export const pageJobBench: BenchModule = {
  name: 'page job',
  figures: [SPEC],
  timeoutMs: 900_000,
  async run(ctx, emit) {
    // As `npm start` runs: the read models warm before the first request is let in.
    const stack = await spawnAppStack(ctx, PLACES, { warm: true });
    const browser = await launchChromium();
    const untrack = track(() => browser.close());
    try {
      const bff = stack.bffUrl!;
      const context = await signedInContext(browser, bff);
      const page = await context.newPage();
      // The page's job goes first only to learn which 100 places the page shows; the API's
      // job then changes the same 100 (other dates), with the page closed.
      const fromPage = await pageJob(page, bff);
      await context.close();
      const client = new BrowserClient(bff);
      if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
      const viaApi = await apiJob(client, fromPage.ids);
      if (viaApi.job.counts.done !== JOB_PLACES)
        throw new Error(`the API job changed ${viaApi.job.counts.done} of ${JOB_PLACES}`);
      const ratio = fromPage.ms / viaApi.ms;
      emit(
        figure({
          ...SPEC,
          value: ms(fromPage.ms),
          baseline: `API ${ms(viaApi.ms)}`,
          ratio,
          pass: ratio <= RATIO_TARGET,
          note:
            `${count(PLACES)} places, read models warm; from the click on Start to "${JOB_PLACES} of ${JOB_PLACES} changed" ` +
            `on the job's card, against POST /bff/jobs polled every 100 ms with no page open; ` +
            `${fromPage.searches} place searches sent by the page while its job ran`,
          data: { pageMs: round(fromPage.ms, 0), apiMs: round(viaApi.ms, 0), searches: fromPage.searches },
        }),
      );
    } catch (error) {
      emit(notMeasured(SPEC, error));
      throw error;
    } finally {
      await browser.close();
      untrack();
      await stack.stop();
    }
  },
};
