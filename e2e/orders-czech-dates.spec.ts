import { test } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { SHOWCASE_ORDER } from './support/demo-ids';
import {
  CUSTOMER_EMAIL,
  PARCEL_1,
  expect,
  expectShowcaseHeader,
  field,
  section,
  orderJourneySettings,
} from './support/order-screen';

// The showcase order after switching to Czech: states, headings and dates in the user's language
// (orders-czech.spec.ts checks that no English is left on the page).

orderJourneySettings();

test('the order in Czech: states, headings and dates', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto(`${APP}/orders/${SHOWCASE_ORDER}`);
  await expectShowcaseHeader(page);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávka 20261001' })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Částečně doručena');
  for (const heading of [
    'Balíky',
    'Časová osa',
    'Peníze',
    'Platba',
    'Zákazník',
    'Fakturační údaje',
    'Cíl doručení',
    'Produkty',
    'Doporučené produkty',
    'Soubory',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const header = page
    .getByRole('heading', { level: 1 })
    .locator('xpath=ancestor::div[contains(@class,"MuiPaper")][1]');
  await expect(header.getByText('Důležité', { exact: true })).toBeVisible();
  await expect(header.getByText(/^Odloženo do 3\.\s11\.\s2026\s9:00$/)).toBeVisible();
  await expect(field(header, 'Vytvořeno')).toHaveText(/^29\.\s10\.\s2026\s6:10$/);

  const first = section(page, 'Balíky').getByRole('article', { name: `Balík ${PARCEL_1}` });
  await expect(first.getByText('Doručeno', { exact: true })).toBeVisible();
  await expect(field(first, 'Stav sledování')).toHaveText('Dokončeno');
  await expect(field(first, 'Předpokládané doručení')).toHaveText(/^1\.\s11\.\s2026$/);
  const items = section(page, 'Časová osa').getByRole('list', { name: 'Časová osa' }).getByRole('listitem');
  await expect(items.nth(0)).toContainText(`E-mail pro ${CUSTOMER_EMAIL} · E-mail doručen · Doručeno`);
  await expect(items.nth(0)).toContainText(/1\.\s11\.\s2026\s3:44/);
  await expect(items.nth(2)).toContainText('Případ');

  await expect(field(section(page, 'Peníze'), 'Cena objednávky (celkem)')).toHaveText(/^40\s888,00\sKč$/);
  await expect(field(section(page, 'Peníze'), 'z toho Doprava')).toHaveText(/^79,00\sKč$/);
  await expect(section(page, 'Platba').getByText('Zaplaceno', { exact: true })).toBeVisible();
  await expect(field(section(page, 'Platba'), 'Způsob')).toHaveText('Karta');
  await expect(field(section(page, 'Fakturační údaje'), 'Jazyk')).toHaveText('čeština');
  await expect(field(section(page, 'Fakturační údaje'), 'IČO')).toHaveText('90989490');
  await expect(section(page, 'Produkty').getByRole('columnheader', { name: 'Název' })).toBeVisible();
  await expect(section(page, 'Produkty').getByLabel('patří k NB-LEN-T14-G5')).toBeVisible();
  await expect(section(page, 'Soubory').getByRole('link', { name: 'Faktura', exact: true })).toBeVisible();
  await expect(section(page, 'Soubory').getByRole('link', { name: 'Zálohová faktura' })).toBeVisible();

  await screenshot(page, 'order-view-cs');
  await expectAccessible(page);
});
