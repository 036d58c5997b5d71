import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnAppStack } from './app-stack';
import { BROWSER_ARGS } from './browser';
import { track } from './cleanup';
import { DEMO_ESHOP, SHOWCASE_ORDER, type BenchModule } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { startTileServer } from './tile-server';
import { errorText } from './util';

// Lighthouse 13, mobile (its default: a mid-range phone on slow 4G, 4× CPU, simulated) and desktop,
// over the screens a user lands on, signed in through a real cookie jar (issue 47): the session is
// made by the BFF's own login inside the audited Chrome, so the HttpOnly cookie it sets, and the
// one the page sets itself (pd_view), are the browser's as a user's are. Lighthouse's
// `--extra-headers` pins the Cookie header instead and loses the page's own cookie: audits passed
// the session that way ended on the sign-in page. Lighthouse is not a dependency of the project
// (its tree is larger than the app's): installed beside it (`npm i lighthouse@13 puppeteer-core` in
// LIGHTHOUSE_DIR, default ../lh; the version named, as npm 11 on Node 20 picks 12 by its engines,
// whose scores differ); without it the rows say how to install it. Each screen is loaded once before it
// is audited, so the server's render is warm, as it is after `npm start`'s warm-up.
//
// Each row is the median of LIGHTHOUSE_RUNS audits (default 3: single audits of one screen vary by
// ±8 points here, Lighthouse's own advice is the median of several). Lighthouse's 4× CPU makes a
// mid-range phone of a high-end desktop (its benchmark index 1 500–2 000); this 2-core machine
// measures 1 000–2 000 by its load, where 4× is a slower phone than the issue's. So the phone is
// audited twice: at Lighthouse's default 4× (the issue's figure) and at the multiplier Lighthouse's
// docs (docs/throttling.md, "Calibrating the CPU slowdown") compute from the machine's measured
// index for the same mid-range phone: `calibratedMultiplier`, their calculator's formula.

const DIR = resolve(process.env.LIGHTHOUSE_DIR ?? join(import.meta.dirname, '..', '..', 'lh'));
const SCREENS = [
  ['places', '/places', 'the places list'],
  ['orders', '/orders', 'the order lookup'],
  ['order', `/orders/${SHOWCASE_ORDER}`, 'an order'],
  ['editor', '/places/{place}', 'a place’s editor'],
] as const;
const FORMS = ['mobile', 'mobile-calibrated', 'desktop'] as const;
type Form = (typeof FORMS)[number];
const TARGET: Record<Form, number> = { mobile: 90, 'mobile-calibrated': 90, desktop: 95 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * The CPU multiplier that makes Lighthouse's mid-range phone of a machine with this benchmark index:
 * the formula of Lighthouse's CPU throttling calculator (lighthouse-cpu-throttling-calculator, linked
 * from Lighthouse's docs/throttling.md): 4× at 1 533, 3× at 1 300, 2× at 800, 1× at 150.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const specOf = (screen: (typeof SCREENS)[number], form: Form): FigureSpec => ({
  id: `lighthouse.${form}.${screen[0]}`,
  name: `lighthouse ${form === 'mobile-calibrated' ? 'mobile, CPU calibrated to the machine' : form}: ${screen[2]} (${screen[1]})`,
  target: `performance ≥ ${TARGET[form]}, FCP < 1.8 s, LCP < 2.5 s, CLS < 0.1`,
});
const SPECS = FORMS.flatMap((form) => SCREENS.map((s) => specOf(s, form)));

interface Lhr {
  finalDisplayedUrl: string;
  /** Why Lighthouse could not measure the page (NO_FCP, a page that hung, a protocol timeout). */
  runtimeError?: { code: string; message: string };
  /** Lighthouse's own measure of the machine's speed (higher is faster): figures of two machines compare only near the same. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}
type Lighthouse = (
  url: string,
  flags: object,
  config: object | undefined,
  page: unknown,
) => Promise<{ lhr: Lhr }>;
interface Page {
  setViewport(viewport: object): Promise<void>;
  goto(url: string, options?: object): Promise<unknown>;
  evaluate<T>(fn: string): Promise<T>;
}
interface Browser {
  createBrowserContext(): Promise<{ newPage(): Promise<Page> }>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: object): Promise<Browser>;
}

/** lighthouse, its desktop configuration, its throttling presets and puppeteer-core, from LIGHTHOUSE_DIR. */
async function loadLighthouse() {
  const from = (path: string) => import(pathToFileURL(join(DIR, 'node_modules', path)).href);
  const lighthouse = ((await from('lighthouse/core/index.js')) as { default: Lighthouse }).default;
  const desktop = ((await from('lighthouse/core/config/desktop-config.js')) as { default: object }).default;
  const { throttling } = (await from('lighthouse/core/config/constants.js')) as {
    throttling: { mobileSlow4G: object };
  };
  // Its ES module by the package's own exports map: the file moved between majors (lib/ → lib/esm/).
  const manifest = JSON.parse(
    readFileSync(join(DIR, 'node_modules/puppeteer-core/package.json'), 'utf8'),
  ) as {
    exports: { '.': { import: string } };
  };
  const puppeteer = (
    (await from(join('puppeteer-core', manifest.exports['.'].import))) as { default: Puppeteer }
  ).default;
  return { lighthouse, desktop, mobileSlow4G: throttling.mobileSlow4G, puppeteer };
}

/**
 * The window each form factor's audit emulates (Lighthouse's own screen emulation): the pages
 * loaded before it (sign-in, warm-up) are that size too, as a user's are on their device. Puppeteer's
 * default of 800 px is a phone's width to the app, whose cookie then told the server "a phone" for
 * the desktop audit.
 */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const VIEWPORTS: Record<Form, object> = {
  mobile: PHONE,
  'mobile-calibrated': PHONE,
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1 },
};

/** A page signed in by the BFF's own login, from the page (its HttpOnly cookie in the jar), and a place to edit. */
async function signedInPage(context: { newPage(): Promise<Page> }, bff: string, form: Form) {
  const page = await context.newPage();
  await page.setViewport(VIEWPORTS[form]);
  await page.goto(`${bff}/signin`);
  // The BFF's own login, from the page: its HttpOnly cookie lands in this browser's jar.
  const status = await page.evaluate<number>(
    `fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'demo' }) }).then((r) => r.status)`,
  );
  if (status !== 200) throw new Error(`sign-in answered ${status}`);
  const place = await page.evaluate<string>(
    `fetch('/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&page=0&size=1', { headers: { accept: 'application/json' } }).then((r) => r.json()).then((p) => p.items[0].id)`,
  );
  return { page, place };
}

/** What one audit found, as the rows say it. */
interface Audit {
  perf: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  bestPractices: number;
  cpuIndex: number;
}

function summary(lhr: Lhr, path: string): Audit {
  // The app may add its e-shop to the address; another path (the sign-in page) is no audit of it.
  if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`ended on ${lhr.finalDisplayedUrl}`);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const audit = {
    perf: score('performance'),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    cls: n('cumulative-layout-shift'),
    tbt: n('total-blocking-time'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
  if (!Number.isFinite(audit.fcp))
    throw new Error(
      `no paint measured (performance ${audit.perf}${lhr.runtimeError ? `; ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : ''})`,
    );
  return audit;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const lighthouseBench: BenchModule = {
  name: 'lighthouse',
  figures: SPECS,
  timeoutMs: 1_800_000,
  async run(ctx, emit) {
    if (!existsSync(join(DIR, 'node_modules', 'lighthouse')))
      throw new Error(
        `Lighthouse is not installed: npm i lighthouse@13 puppeteer-core in ${DIR} (LIGHTHOUSE_DIR)`,
      );
    const { lighthouse, desktop, mobileSlow4G, puppeteer } = await loadLighthouse();
    // Tiles that load, as a deployment's do: a refused tile is a console error, which Lighthouse's
    // best practices count against the page (the other browser figures keep the closed port).
    const tiles = await startTileServer();
    const stack = await spawnAppStack(ctx, 0, { warm: true, bffOptions: { mapTileUrl: tiles.url } });
    const bff = stack.bffUrl!;
    const browser = await puppeteer.launch({
      executablePath: '/usr/bin/chromium',
      args: BROWSER_ARGS,
    });
    const untrack = track(() => browser.close());
    // The machine's index as the default phone audits of each screen measured it.
    const phoneIndex = new Map<string, number>();
    const configOf = (form: Form, screen: string) => {
      if (form === 'desktop') return desktop;
      if (form === 'mobile') return undefined;
      const index = phoneIndex.get(screen);
      if (index === undefined) throw new Error('no default phone audit to calibrate from');
      return {
        extends: 'lighthouse:default',
        settings: { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: calibratedMultiplier(index) } },
      };
    };
    try {
      for (const form of FORMS) {
        // A cookie jar of each form's own: the page remembers the last window's width (pd_view),
        // and a desktop audit after the phone's would be served the phone's cards.
        const { page, place } = await signedInPage(await browser.createBrowserContext(), bff, form);
        for (const screen of SCREENS) {
          const spec = specOf(screen, form);
          const path = screen[1].replace('{place}', place);
          try {
            const config = configOf(form, screen[0]);
            const audits: Audit[] = [];
            for (let run = 0; run < RUNS; run++) {
              await page.goto(`${bff}${path}`, { waitUntil: 'networkidle0' }); // warm, uncounted
              const flags = {
                disableStorageReset: true,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices'],
              };
              audits.push(summary((await lighthouse(`${bff}${path}`, flags, config, page)).lhr, path));
            }
            if (form === 'mobile') phoneIndex.set(screen[0], median(audits.map((a) => a.cpuIndex)));
            // The run of the median score, as Lighthouse's own advice reads several.
            const byScore = [...audits].sort((a, b) => a.perf - b.perf);
            const a = byScore[Math.floor(byScore.length / 2)]!;
            const multiplier =
              form === 'mobile-calibrated'
                ? `CPU ${calibratedMultiplier(phoneIndex.get(screen[0])!).toFixed(1)}×, `
                : '';
            emit(
              figure({
                ...spec,
                value: `${a.perf}`,
                pass: a.perf >= TARGET[form] && a.fcp < 1800 && a.lcp < 2500 && a.cls < 0.1,
                note:
                  `median of ${RUNS} (${byScore.map((r) => r.perf).join(', ')}); ${multiplier}` +
                  `FCP ${(a.fcp / 1000).toFixed(1)} s, LCP ${(a.lcp / 1000).toFixed(1)} s, CLS ${a.cls.toFixed(3)}, ` +
                  `TBT ${Math.round(a.tbt)} ms; accessibility ${a.accessibility}, best practices ` +
                  `${a.bestPractices}; load ${loadavg()[0]!.toFixed(2)}, CPU index ${Math.round(a.cpuIndex)}, ` +
                  new Date().toISOString().slice(0, 10),
              }),
            );
          } catch (error) {
            emit(notMeasured(spec, errorText(error)));
          }
        }
      }
    } finally {
      untrack();
      await browser.close();
      await stack.stop();
      await tiles.stop();
    }
  },
};
