import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_APP_URL } from '../../playwright.config';

// Shared steps of the app's journeys.

export const APP = E2E_APP_URL;

export async function signIn(page: Page, username = 'staff', password = 'demo') {
  await page.goto(`${APP}/signin`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Support lands on Orders (issue 29), everyone else on the places list.
  const landing = username === 'support' ? 'Find an order' : 'Pickup places';
  await expect(page.getByRole('heading', { name: landing })).toBeVisible();
}

/**
 * No accessibility violations on the current screen but minor ones: a skipped heading level (moderate)
 * is how a screen reader user loses the page's outline (Lighthouse found one the serious-only check
 * let pass). Axe's rule that a control's name holds its visible text is off by default; it is what
 * speech control users rely on ("click 24 h").
 */
export async function expectAccessible(page: Page) {
  // Judge settled screens: a fade or slide halfway through shows colours no user reads.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, region: { enabled: false } } })
    .analyze();
  // Every piece of the page in a landmark, except an open popup menu: it lives at the end of the
  // body (a portal), belongs to the control that opened it, and is reached from there.
  const regions = await new AxeBuilder({ page }).withRules(['region']).exclude('.MuiPopover-root').analyze();
  const bad = [...results.violations, ...regions.violations].filter((v) => v.impact !== 'minor');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** No transition or animation halfway through (spinners, which never end, excepted). */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

export const screenshot = (page: Page, name: string, { fullPage = true } = {}) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });

/**
 * After opening /places by its address: the server may have sent the screen rendered, inert until
 * React has taken it over (src/bff/routes/spa-render.ts). Wait for that before typing into it.
 */
export const placesLive = (page: Page) =>
  page.waitForFunction(() => 'placesLive' in document.documentElement.dataset);
