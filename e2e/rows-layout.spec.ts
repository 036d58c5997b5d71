import { expect, test, type Locator } from '@playwright/test';
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { APP, placesLive, screenshot, signIn } from './support/app';
import { LOCALE, signInIn } from './support/languages';
import { bodyRows, expectNoHorizontalOverflow, placesTable } from './support/places-screen';

// Issue 45's small points: the places table is one Tab stop (the arrows move inside it), and at
// 390 px in Czech the bulk change's button and the import's sample values are whole and in sight.

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

/** Nothing of the element is cut: its content fits its box, and the box the screen. */
async function expectWhole(element: Locator) {
  const box = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { scroll: el.scrollWidth, client: el.clientWidth, right: r.right, width: innerWidth };
  });
  expect(box.scroll, 'content width').toBeLessThanOrEqual(box.client);
  expect(box.right, 'on screen').toBeLessThanOrEqual(box.width);
}

test('the table is one Tab stop: Tab goes from it to the paging, the arrows move inside it', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto(`${APP}/places?size=20&sort=name,asc`);
  await placesLive(page);
  await expect(bodyRows(page)).toHaveCount(20);
  const pageBox = placesTable(page).getByRole('checkbox', { name: 'Select the places of this page' });
  await pageBox.focus();
  await page.keyboard.press('Tab');
  await expect(bodyRows(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const third = bodyRows(page).nth(2);
  await expect(third).toBeFocused();
  // A row's own controls by the right arrow: its checkbox, then its pencil.
  await page.keyboard.press('ArrowRight');
  await expect(third.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(third.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(third.getByRole('link', { name: /^Edit / })).toBeFocused();
  // One Tab and the focus is out of the table, in the paging below it.
  await page.keyboard.press('Tab');
  const focusedInTable = await placesTable(page).evaluate((t) => t.contains(document.activeElement));
  expect(focusedInTable).toBe(false);
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toBeFocused();
  // Back with Shift+Tab: to the row last visited, which Enter opens.
  await page.keyboard.press('Shift+Tab');
  await expect(third).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
});

test.describe('on a phone in Czech', () => {
  test.use({ viewport: PHONE, hasTouch: true, locale: LOCALE.cs });

  test('the bulk change button is whole', async ({ page }) => {
    await signInIn('cs', page);
    await placesLive(page);
    const cards = page.getByRole('list', { name: 'Výdejní místa e-shopu' });
    await cards.getByRole('listitem').first().getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Výběr' });
    const button = bar.getByRole('button', { name: 'Hromadná změna…' });
    await expect(button).toBeVisible();
    await expectWhole(button);
    await expectWhole(bar);
    await expectNoHorizontalOverflow(page);
    await bar.screenshot({ path: 'test-results/screens/rows-layout-bulk-bar-cs-390.png' });
    await screenshot(page, 'rows-layout-bulk-cs-390', { fullPage: false });
  });

  test("the import's mapping shows each column's sample values", async ({ page }) => {
    await signInIn('cs', page);
    await placesLive(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import míst ze souboru' });
    await dialog.getByLabel('Soubor k importu').setInputFiles({
      name: 'pobocky.csv',
      mimeType: 'text/csv',
      buffer: iconv.encode(readFileSync('src/testing/import-fixtures/two-bad-rows.csv', 'utf8'), 'win1250'),
    });
    const mapping = dialog.getByRole('table', { name: 'Sloupce' });
    // The town column's values, beside (or under) its field.
    const samples = mapping.getByText(/Třeboň · Praha/).filter({ visible: true });
    await expect(samples).toBeVisible();
    await expectWhole(mapping);
    await samples.scrollIntoViewIfNeeded();
    await mapping.screenshot({ path: 'test-results/screens/rows-layout-mapping-cs-390.png' });
    await dialog.getByRole('button', { name: 'Zrušit' }).click();
  });
});
