import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '@/contract/desk/bootstrap';
import { encodeRenderHints, RENDER_HINTS_COOKIE } from '@/contract/desk/render-hints';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { BrowserClient, DEMO_ESHOP, SECRETS, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';
/** scripts/web-build.ts's entry (tests import nothing from scripts/). */
const SSR_ENTRY = 'src/web/server-render.tsx';

// Issue 25: the places screen rendered by the BFF (spa-render.ts) with the web app's own code, built
// here as `npm run build` builds it. Only the plain list, for a signed-in user, in the language and
// with the columns the browser's cookie tells; anything else is left to the browser.

const PAGE =
  '<!doctype html>\n<html lang="en">\n  <head><title>Pickup Desk</title>' +
  '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

let stack: Stack;
let webRoot: string;
let ssrDir: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-render-'));
  ssrDir = `${webRoot}-ssr`;
  await writeFile(join(webRoot, 'index.html'), PAGE);
  // As `npm run build` does: Vitest's NODE_ENV (test) would build React's development JSX.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--ssr', SSR_ENTRY, '--outDir', ssrDir], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  stack = await startStack({ bff: { webRoot, serverRenderDir: ssrDir } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
});

const page = async (client: BrowserClient, path = '/places') =>
  (await client.fetch(path, { headers: { accept: 'text/html' } })).text;

function bootstrapOf(html: string): Bootstrap {
  const block = new RegExp(
    `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(block![1]!) as Bootstrap;
}

/** The first render after a start warms the screens' modules and leaves that page to the browser. */
async function rendered(client: BrowserClient, path = '/places'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const html = await page(client, path);
    if (html.includes('data-rendered')) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never rendered the page');
}

const names = (bootstrap: Bootstrap) =>
  (bootstrap.rendered!.firstPage.data as { items: { name: string }[] }).items.map((p) => p.name);

describe('the places screen rendered by the server', () => {
  it("sends the first page's rows, inert until the app takes them over, with what the app needs", async () => {
    const staff = await signedIn(stack, 'staff');
    const html = await rendered(staff);
    const bootstrap = bootstrapOf(html);
    expect(html).toContain('<div id="root" data-rendered inert data-layout="wide">');
    expect(bootstrap.rendered).toMatchObject({ language: 'en', columnsFromHints: false, compact: false });
    // The first page is the BFF's own answer to the list request the screen makes.
    const list = await staff.fetch(
      `/api/v1/pickup-place?eshopId=${bootstrap.rendered!.eshop}&page=0&size=20`,
    );
    expect(bootstrap.rendered!.firstPage.data).toEqual(list.data);
    // With the counts the filter bar's chips show (issue 47: their coming later moved the table).
    const summary = await staff.fetch(
      `/bff/places/search?eshopId=${bootstrap.rendered!.eshop}&page=0&size=1`,
    );
    expect(summary.status, summary.text).toBe(200);
    expect(bootstrap.rendered!.summary?.data).toEqual(summary.data);
    expect(html).toMatch(/No opening hours · \d+/);
    const rows = html.match(/<tr[^>]*data-place-id="[^"]+"/g) ?? [];
    expect(rows).toHaveLength(names(bootstrap).length);
    expect(rows.length).toBeGreaterThan(0);
    for (const name of names(bootstrap)) expect(html).toContain(name.replace(/&/g, '&amp;'));
    // The styles before the root element, none inside it (they would trip React's hydration).
    const root = html.indexOf('<div id="root"');
    expect(html.slice(0, root)).toMatch(/<style data-emotion="css [\w -]+">/);
    expect(html.slice(root)).not.toContain('<style');
    // The bootstrap block after the root (the page's head left before the render was done).
    expect(html.indexOf(`id="${BOOTSTRAP_ELEMENT_ID}"`)).toBeGreaterThan(root);
    for (const secret of SECRETS) expect(html).not.toContain(secret);
  });

  it('sends the head of the page first, so its scripts download while the server renders', async () => {
    const staff = await signedIn(stack, 'staff');
    await rendered(staff);
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await fetch(`${stack.bffUrl}/places`, {
        headers: { accept: 'text/html', cookie: staff.cookie, 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first, encoding).toContain('</head>');
      expect(first, encoding).toContain('<script type="module"');
      expect(first, encoding).not.toContain('data-rendered');
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += new TextDecoder().decode(chunk.value);
      expect(rest, encoding).toContain('<div id="root" data-rendered inert data-layout="wide">');
      expect(rest, encoding).toMatch(/<\/html>\s*$/);
    }
  });

  it('compresses the page as the browser weighs the encodings, a q=0 refusing one', async () => {
    const staff = await signedIn(stack, 'staff');
    await rendered(staff);
    const cases = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0', 'identity'],
    ];
    for (const [accepted, encoding] of cases) {
      const res = await fetch(`${stack.bffUrl}/places`, {
        headers: { accept: 'text/html', cookie: staff.cookie, 'accept-encoding': accepted! },
      });
      expect(res.headers.get('content-encoding') ?? 'identity', accepted).toBe(encoding);
      expect(await res.text(), accepted).toMatch(/<\/html>\s*$/);
    }
  });

  it('renders in the language and with the columns the cookie tells, and ignores a garbled one', async () => {
    const staff = await signedIn(stack, 'staff');
    await rendered(staff);
    const columns = JSON.stringify({
      order: ['name', 'city', 'type'],
      hidden: ['carrier', 'storage', 'openNow', 'flags'],
    });
    staff.cookie += `; ${RENDER_HINTS_COOKIE}=${encodeRenderHints({ language: 'cs', user: 'staff', columns, scheme: 'dark' })}`;
    const czech = await page(staff);
    expect(czech).toMatch(/^<!doctype html>\n<html lang="cs" class="dark">/);
    expect(czech).toContain('Výdejní místa');
    expect(bootstrapOf(czech).rendered).toMatchObject({ language: 'cs', columnsFromHints: true });
    const headers = [...czech.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(headers.join(' ')).not.toMatch(/Dopravce|Carrier/);
    // Another user's columns are not this user's; a cookie that is not the app's changes nothing.
    const admin = await signedIn(stack, 'admin');
    admin.cookie += `; ${RENDER_HINTS_COOKIE}=${encodeRenderHints({ user: 'staff', columns })}`;
    expect(bootstrapOf(await rendered(admin)).rendered?.columnsFromHints).toBe(false);
    admin.cookie = admin.cookie.replace(/pd_view=.*$/, `${RENDER_HINTS_COOKIE}=%7B%22l%22%3A%5B1%5D%7D%7D`);
    expect(bootstrapOf(await rendered(admin)).rendered?.language).toBe('en');
  });

  it("renders a phone's cards when the cookie says the window was narrow, or the user agent is a phone's", async () => {
    const staff = await signedIn(stack, 'staff');
    await rendered(staff);
    const desk = staff.cookie;
    staff.cookie = `${desk}; ${RENDER_HINTS_COOKIE}=${encodeRenderHints({ compact: true })}`;
    const narrow = await page(staff);
    expect(bootstrapOf(narrow).rendered?.compact).toBe(true);
    expect(narrow).not.toContain('<table');
    expect(narrow).toMatch(/data-place-id="[^"]+"/);
    // Marked with its width, so that a window of the other width does not paint it (first-paint.css).
    expect(narrow).toContain('<div id="root" data-rendered inert data-layout="compact">');
    staff.cookie = desk;
    const phone = await staff.fetch('/places', {
      headers: {
        accept: 'text/html',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
      },
    });
    expect(bootstrapOf(phone.text).rendered?.compact).toBe(true);
    // The cookie's word over the user agent's: a phone held wide is no phone.
    staff.cookie = `${desk}; ${RENDER_HINTS_COOKIE}=${encodeRenderHints({ compact: false })}`;
    const wide = await staff.fetch('/places', {
      headers: {
        accept: 'text/html',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
      },
    });
    expect(bootstrapOf(wide.text).rendered?.compact).toBe(false);
    expect(wide.text).toContain('<table');
    expect(wide.text).toContain('<div id="root" data-rendered inert data-layout="wide">');
  });

  it('leaves a search, the map, unknown parameters and other screens to the browser', async () => {
    const staff = await signedIn(stack, 'staff');
    await rendered(staff);
    for (const path of [
      '/places?q=brno',
      '/places?view=map',
      '/places?sort=%3Cscript%3E,asc',
      '/places?utm=%3Cb%3E',
      '/orders',
      '/',
      '/places/new',
    ]) {
      const html = await page(staff, path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(bootstrapOf(html).rendered, path).toBeUndefined();
    }
    // Known parameters of the plain list render, the e-shop's only when it is one of the user's.
    expect(bootstrapOf(await page(staff, '/places?sort=name,desc&size=10&page=2')).rendered).toBeDefined();
    const other = bootstrapOf(await page(staff, '/places?eshop=not-an-eshop')).rendered;
    expect(other?.eshop).not.toBe('not-an-eshop');
  });

  it("keeps a hostile place name as text, in the rows and in the first page's data", async () => {
    const staff = await signedIn(stack, 'staff');
    const name = '</script><script>alert(1)</script><!--';
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({ eshopId: DEMO_ESHOP, name }),
    });
    expect(created.status).toBe(201);
    const html = await rendered(staff, `/places?eshop=${DEMO_ESHOP}&sort=name,asc`);
    expect(names(bootstrapOf(html))[0]).toBe(name);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    // The entry script and the data block: no other script element came out of the name.
    expect(html.match(/<script[\s>]/g)).toHaveLength(2);
  });

  it('renders nothing for a visitor who is not signed in', async () => {
    const html = await page(new BrowserClient(stack.bffUrl));
    expect(html).toContain('<div id="root"></div>');
  });
});
