import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ESHOP, startStack, type BrowserClient, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// Issue 41: a server render that hangs, or a worker that dies, costs one page its server render and
// nothing more: the page answers within the time limit, rendered in the browser, and a fresh
// worker renders the next ones. The render module here is a stand-in for the web's build
// (spa-render.test.ts runs the real one), told by a file beside it how to behave.

const PAGE =
  '<!doctype html>\n<html lang="en">\n  <head><title>Pickup Desk</title>' +
  '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

const MODULE = `import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
const mode = () => readFileSync(new URL('./mode', import.meta.url), 'utf8');
export const firstPageRequest = () => ({ url: '/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&page=0&size=20', language: 'en' });
export const prepare = async () => true;
export function render(input, wanted, page) {
  if (mode() === 'hang') for (;;);
  if (mode() === 'exit') process.exit(1);
  return {
    html: '<p>rendered in worker ' + threadId + '</p>',
    styles: '',
    rendered: { language: 'en', eshop: '${DEMO_ESHOP}', columnsFromHints: false, compact: false, firstPage: { queryKey: [], data: page } },
  };
}`;

const TIMEOUT_MS = 400;
let stack: Stack;
let webRoot: string;
let ssrDir: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-render-timeout-'));
  ssrDir = `${webRoot}-ssr`;
  await writeFile(join(webRoot, 'index.html'), PAGE);
  await mkdir(ssrDir);
  await writeFile(join(ssrDir, 'server-render.mjs'), MODULE);
  await behave('render');
  stack = await startStack({ bff: { webRoot, serverRenderDir: ssrDir, serverRenderTimeoutMs: TIMEOUT_MS } });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
});

const behave = (mode: 'render' | 'hang' | 'exit') => writeFile(join(ssrDir, 'mode'), mode);
const page = async (client: BrowserClient) =>
  (await client.fetch('/places', { headers: { accept: 'text/html' } })).text;

/** The worker that rendered the page, waiting out the pages that warm a new one. */
async function renderedIn(client: BrowserClient): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = /rendered in worker (\d+)/.exec(await page(client));
    if (found) return found[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never rendered the page');
}

describe('a server render that hangs or dies', () => {
  it('leaves that page to the browser within the time limit, and renders the next in a fresh worker', async () => {
    const staff = await signedIn(stack, 'staff');
    const first = await renderedIn(staff);

    await behave('hang');
    const started = Date.now();
    const hung = await page(staff);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(hung).toContain('<div id="root"></div>');
    expect(hung).not.toContain('data-rendered');
    expect(hung).toMatch(/<\/html>\s*$/);

    await behave('render');
    const second = await renderedIn(staff);
    expect(second).not.toBe(first);

    await behave('exit');
    expect(await page(staff)).toContain('<div id="root"></div>');
    await behave('render');
    const third = await renderedIn(staff);
    expect([first, second]).not.toContain(third);
  });
});
