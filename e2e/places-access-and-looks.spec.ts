import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn } from './support/app';
import { EMPTY_ESHOP } from './support/demo-ids';
import { bodyRows, chooseOption, expectNoHorizontalOverflow } from './support/places-screen';

// The places screens for other users and tastes: read-only for support, in Czech, in the dark
// theme, and for an e-shop without places.

// Generous ceilings: the journeys take 5–40 s on an idle machine, much longer on a busy one.
test.describe.configure({ timeout: 60_000 });

test('support sees places read-only', async ({ page }) => {
  await signIn(page, 'support');
  // Support lands on Orders; the places are one link away.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pickup places' })
    .click();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'New place' })).toHaveCount(0);
  await page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Basics' })).toBeVisible();
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Street and number' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add exception' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose image…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to places' })).toBeVisible();
});

test('the screens speak Czech', async ({ page }) => {
  await signIn(page, 'staff');
  await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'Čeština');
  await expect(page.getByRole('heading', { level: 1, name: 'Výdejní místa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const table = page.getByRole('table', { name: 'Výdejní místa e-shopu' });
  for (const header of ['Název', 'Typ', 'Dopravce', 'Město', 'Úložní doba', 'Právě otevřeno'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(page.getByText(/^1–20 z \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nové místo' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await screenshot(page, 'places-list-cs');

  await page
    .getByRole('link', { name: /^Upravit / })
    .first()
    .click();
  for (const section of [
    'Základní údaje',
    'Adresa a poloha',
    'Otevírací doba',
    'Svátky a výjimky',
    'Obrázek',
  ])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uložit', exact: true })).toBeVisible();
  await expectAccessible(page);

  await chooseOption(page, page.getByRole('combobox', { name: 'Jazyk' }), 'English');
  await expect(page.getByRole('heading', { level: 2, name: 'Basics' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the dark theme, and an e-shop without places', async ({ page }) => {
  await signIn(page, 'staff');
  const background = () =>
    page.getByRole('main').evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(background).not.toBe(light);
  const [r, g, b] = (await background()).match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(150);
  await expect(bodyRows(page)).toHaveCount(20);
  await expectNoHorizontalOverflow(page);
  // The theme button's tooltip gone first: axe would judge its contrast halfway through the fade.
  await page.mouse.move(0, 400);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, 'places-list-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect.poll(background).toBe(light);

  await chooseOption(page, page.getByRole('combobox', { name: 'E-shop' }), 'Demo Shop SK (empty)');
  await expect(page).toHaveURL(new RegExp(`[?&]eshop=${EMPTY_ESHOP}`));
  await expect(page.getByText('No pickup places yet')).toBeVisible();
  await expect(page.getByText('Create the first place of this e-shop')).toBeVisible();
  await expect(page.getByText('0–0 of 0')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New place' })).toHaveCount(2);
  await chooseOption(page, page.getByRole('combobox', { name: 'E-shop' }), 'Demo Shop CZ');
  await expect(bodyRows(page)).toHaveCount(20);
});
