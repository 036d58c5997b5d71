import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { SHOWCASE_ORDER } from './support/demo-ids';
import { section, orderJourneySettings } from './support/order-screen';

// The showcase order as a Czech user sees it (issue 16, items 4 and 12): numbers with the Czech
// decimal comma, no English left anywhere on the page, and the products' images shown (served by
// the sandbox on the app's own origin, allowed by the Content-Security-Policy). And the outcome of
// connecting the platform account is shown once, not on every reload (item 8).

orderJourneySettings();

/** Every text of a locale file, flattened. */
function texts(file: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(JSON.parse(readFileSync(new URL(`../src/web/locales/${file}`, import.meta.url), 'utf8')), '');
  return out;
}

/**
 * The English texts of the order screen and the frame that differ from their Czech ones: none of
 * them may show on the Czech page. Interpolated texts are reduced to their longest fixed part.
 */
function englishOnly(): string[] {
  const found = new Set<string>();
  for (const [en, cs] of [
    ['orders.en.json', 'orders.cs.json'],
    ['en.json', 'cs.json'],
  ] as const) {
    const english = texts(en);
    const czech = texts(cs);
    for (const [key, value] of english) {
      if (czech.get(key) === value) continue;
      const fixed = value
        .split(/\{\{[^}]+\}\}/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0];
      // Short fragments ("of", "kg") could be part of Czech data; words of 5+ letters cannot.
      if (fixed && /[A-Za-z]{5,}/.test(fixed) && fixed.length >= 6) found.add(fixed);
    }
  }
  return [...found];
}

async function toCzech(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
}

test('the order in Czech: decimal commas, product images, and no English left', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && blocked.push(m.text()));
  await signIn(page, 'support');
  await toCzech(page);
  await page.goto(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávka 20261001' })).toBeVisible();

  // Weights and sizes: "4,8 kg", never "4.8 kg".
  const parcels = section(page, 'Balíky');
  await expect(parcels.getByText(/\d,\d+ kg/).first()).toBeVisible();
  await expect(parcels.getByText(/\d\.\d+ kg/)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/\d\.\d+ (kg|cm|%)/);

  // Every product has its image, loaded (not blocked, not broken), from the app's own origin.
  const images = section(page, 'Produkty').locator('img');
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(new URL((await image.getAttribute('src'))!).origin).toBe(APP);
  }
  const recommended = section(page, 'Doporučené produkty').locator('img');
  await recommended.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => recommended.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(blocked).toEqual([]);

  // No English on the page: neither in its text nor in labels read out.
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], img[alt]')].map((el) =>
      [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('alt')].join(' '),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  // Whole words only: "Platform" is English, "Platforma" Czech.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = englishOnly().filter((english) =>
    new RegExp(`(?<!\\p{L})${escape(english)}(?!\\p{L})`, 'u').test(shown),
  );
  expect(left).toEqual([]);
  // Nor platform codes as they come (CARRIER_TICKET).
  expect(shown).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
  // Enumeration values the texts do not know would show as readable English codes.
  expect(shown).not.toMatch(/\b(Delivered|Created|Cancelled|Returned|Email|Parcel|Unknown)\b/);

  await expectAccessible(page);
  await screenshot(page, 'orders-czech-products');
  await section(page, 'Produkty').screenshot({
    path: 'test-results/screens/orders-czech-products-table.png',
  });
});

test('"connected" after connecting the platform account shows once: not again after a reload', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/orders/${SHOWCASE_ORDER}?platform=connected`);
  await expect(page.getByText('Platform account connected.')).toBeVisible();
  // Taken out of the address at once (replaced, so Back does not bring it back either).
  await expect(page).toHaveURL(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expect(page.getByText('Platform account connected.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order 20261001' })).toBeVisible();
  await expect(page.getByText('Platform account connected.')).toHaveCount(0);
});
