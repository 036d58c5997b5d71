import { expect as baseExpect, test } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlaceByApi, deletePlacesByApi } from './support/api-writes';
import { bodyRows, expectNoHorizontalOverflow } from './support/places-screen';

// "Duplicate this place" (issue 45): a parcel box beside a parcel shop starts as a copy of it; only
// the origin id is typed again, and the copy is a place of its own on the list.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a place is duplicated into a new one that differs in its origin id only', async ({ page }) => {
  const name = `A Kopírovaná výdejna ${Date.now().toString(36)}`;
  await signIn(page, 'staff');
  const made = [await createPlaceByApi(page, { name, originPickupPlaceId: `dup-${Date.now()}` })];
  try {
    await page.goto(`${APP}/places/${made[0]}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Duplicate' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'New pickup place' })).toBeVisible();
    await expect(page.getByText(`A copy of ${name}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+420 601 123 456');
    const originId = page.getByRole('textbox', { name: 'ID in the origin system' });
    await expect(originId).toHaveValue('');
    await expectAccessible(page);
    await screenshot(page, 'duplicate-desk-en');

    await originId.fill(`dup-copy-${Date.now()}`);
    await page.getByRole('button', { name: 'Create place' }).click();
    // The copy opens in its own editor, under its own id.
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const copyId = new URL(page.url()).pathname.split('/').pop()!;
    made.push(copyId);
    expect(copyId).not.toBe(made[0]);
    await page.goto(`${APP}/places?q=${encodeURIComponent(name)}`);
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(2);

    // In Czech, on a phone.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Čeština' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${APP}/places/${made[0]}`);
    await page.getByRole('link', { name: 'Duplikovat' }).click();
    await expect(page.getByText(`Kopie místa ${name}.`, { exact: false })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'duplicate-phone-cs');
  } finally {
    await deletePlacesByApi(page, made);
  }
});
