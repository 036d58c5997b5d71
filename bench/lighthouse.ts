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

const DIR = resolve(process.env.LIGHTHOUSE_DIR ?? join(import.meta.dirname, '..', '..', 'lh'));
const SCREENS = [
  ['places', '/places', 'the places list'],
  ['orders', '/orders', 'the order lookup'],
  ['order', `/orders/${SHOWCASE_ORDER}`, 'an order'],
  ['editor', '/places/{place}', 'a place’s editor'],
] as const;
const FORMS = ['mobile', 'desktop'] as const;
const TARGET = { mobile: 90, desktop: 95 };

const specOf = (screen: (typeof SCREENS)[number], form: (typeof FORMS)[number]): FigureSpec => ({
  id: `lighthouse.${form}.${screen[0]}`,
  name: `lighthouse ${form}: ${screen[2]} (${screen[1]})`,
  target: `performance ≥ ${TARGET[form]}, FCP < 1.8 s, LCP < 2.5 s, CLS < 0.1`,
});
const SPECS = FORMS.flatMap((form) => SCREENS.map((s) => specOf(s, form)));

interface Lhr {
  finalDisplayedUrl: string;
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

/** lighthouse, its desktop configuration and puppeteer-core, from LIGHTHOUSE_DIR. */
async function loadLighthouse() {
  const from = (path: string) => import(pathToFileURL(join(DIR, 'node_modules', path)).href);
  const lighthouse = ((await from('lighthouse/core/index.js')) as { default: Lighthouse }).default;
  const desktop = ((await from('lighthouse/core/config/desktop-config.js')) as { default: object }).default;
  // Its ES module by the package's own exports map: the file moved between majors (lib/ → lib/esm/).
  const manifest = JSON.parse(
    readFileSync(join(DIR, 'node_modules/puppeteer-core/package.json'), 'utf8'),
  ) as {
    exports: { '.': { import: string } };
  };
  const puppeteer = (
    (await from(join('puppeteer-core', manifest.exports['.'].import))) as { default: Puppeteer }
  ).default;
  return { lighthouse, desktop, puppeteer };
}

/**
 * The window each form factor's audit emulates (Lighthouse's own screen emulation): the pages
 * loaded before it (sign-in, warm-up) are that size too, as a user's are on their device. Puppeteer's
 * default of 800 px is a phone's width to the app, whose cookie then told the server "a phone" for
 * the desktop audit.
 */
const VIEWPORTS = {
  mobile: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1 },
} as const;

/** A page signed in by the BFF's own login, from the page (its HttpOnly cookie in the jar), and a place to edit. */
async function signedInPage(
  context: { newPage(): Promise<Page> },
  bff: string,
  form: (typeof FORMS)[number],
) {
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

export const lighthouseBench: BenchModule = {
  name: 'lighthouse',
  figures: SPECS,
  timeoutMs: 300_000,
  async run(ctx, emit) {
    if (!existsSync(join(DIR, 'node_modules', 'lighthouse')))
      throw new Error(
        `Lighthouse is not installed: npm i lighthouse@13 puppeteer-core in ${DIR} (LIGHTHOUSE_DIR)`,
      );
    const { lighthouse, desktop, puppeteer } = await loadLighthouse();
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
    try {
      for (const form of FORMS) {
        // A cookie jar of each form's own: the page remembers the last window's width (pd_view),
        // and a desktop audit after the phone's would be served the phone's cards.
        const { page, place } = await signedInPage(await browser.createBrowserContext(), bff, form);
        for (const screen of SCREENS) {
          const spec = specOf(screen, form);
          const path = screen[1].replace('{place}', place);
          try {
            await page.goto(`${bff}${path}`, { waitUntil: 'networkidle0' }); // warm, uncounted
            const flags = {
              disableStorageReset: true,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
            };
            const { lhr } = await lighthouse(
              `${bff}${path}`,
              flags,
              form === 'desktop' ? desktop : undefined,
              page,
            );
            // The app may add its e-shop to the address; another path (the sign-in page) is no audit of it.
            if (new URL(lhr.finalDisplayedUrl).pathname !== path)
              throw new Error(`ended on ${lhr.finalDisplayedUrl}`);
            const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
            const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
            const [fcp, lcp, cls, tbt] = [
              n('first-contentful-paint'),
              n('largest-contentful-paint'),
              n('cumulative-layout-shift'),
              n('total-blocking-time'),
            ];
            const perf = score('performance');
            if (!Number.isFinite(fcp)) throw new Error(`no paint measured (performance ${perf})`);
            emit(
              figure({
                ...spec,
                value: `${perf}`,
                pass: perf >= TARGET[form] && fcp < 1800 && lcp < 2500 && cls < 0.1,
                note:
                  `FCP ${(fcp / 1000).toFixed(1)} s, LCP ${(lcp / 1000).toFixed(1)} s, CLS ${cls.toFixed(3)}, ` +
                  `TBT ${Math.round(tbt)} ms; accessibility ${score('accessibility')}, best practices ` +
                  `${score('best-practices')}; load ${loadavg()[0]!.toFixed(2)}, CPU index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}, ` +
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
