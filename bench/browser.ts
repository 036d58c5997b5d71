import { chromium, type Browser, type BrowserContext } from '@playwright/test';

// The Chromium every browser bench drives (Debian's, as the Playwright suite does), and a fresh
// context signed in as the demo staff user.

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });

/** A new context (no cache) at a desktop size, signed in through the BFF's login as staff. */
export async function signedInContext(browser: Browser, bffUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${bffUrl}/auth/login`, {
    headers: { origin: new URL(bffUrl).origin }, // as the browser's own sign-in would
    data: { username: 'staff', password: 'demo' },
  });
  if (login.status() !== 200) {
    await context.close();
    throw new Error(`sign-in answered ${login.status()}`);
  }
  // tsx keeps function names with a __name helper that does not exist in the page.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  return context;
}
