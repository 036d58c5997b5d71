import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlace, deletePlace } from './place-editor-helpers';
import { expectNoHorizontalOverflow, notification } from './support/places-screen';

// An administrator's admin screens (issue 45): a deleted place restored from "Recently deleted",
// the audit log filtered and exported as CSV, and a user added who then signs in; each screen
// looked at on a desk (1366 px) and on a phone (390 px).

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The screen at both widths: no sideways scroll on the phone, a screenshot of each. */
async function atBothWidths(page: Page, name: string) {
  await expectAccessible(page);
  await screenshot(page, `${name}-desk-en`);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, `${name}-phone-en`);
  await page.setViewportSize(DESK);
}

test('an admin restores a deleted place, filters and exports the audit log, adds a user', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESK);
  const stamp = Date.now().toString(36);
  const name = `A Smazaná výdejna ${stamp}`;
  await signIn(page, 'admin');
  const id = await createPlace(page, name);
  await deletePlace(page, id);
  let newId: string | undefined;
  try {
    // From the places list to its recently deleted places.
    await page.getByRole('link', { name: 'Recently deleted' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted places' })).toBeVisible();
    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText('Deleted by admin');
    await atBothWidths(page, 'admin-deleted');
    await card.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(card).toContainText('Restored');
    await card.getByRole('link', { name: 'Open the restored place' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    newId = new URL(page.url()).pathname.split('/').pop();
    expect(newId).not.toBe(id);

    // The audit log, by the Admin entry of the navigation, filtered to this restore.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('User').fill('admin');
    await filters.getByLabel('Action').fill('place.restore');
    await filters.getByLabel('Place ID').fill(id);
    await filters.getByLabel('Action').press('Enter');
    await expect(page).toHaveURL(/operation=place.restore/);
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`${id} → ${newId}`);
    await atBothWidths(page, 'admin-audit');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await downloading).path();
    const csv = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('id,at,username,role,operation,target,status,outcome');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,admin,admin,place.restore,${id} → ${newId},201,success`);

    // A new user, who then signs in.
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'admin', exact: true })).toContainText('You');
    const username = `jana-${stamp}`;
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill('heslo-12345');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(notification(page, `${username} was added.`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: username })).toContainText('Password');
    await atBothWidths(page, 'admin-users');

    // In Czech, at a desk and on a phone.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Čeština' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible();
    await screenshot(page, 'admin-users-desk-cs');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-users-phone-cs');
    await page.getByRole('tab', { name: 'Auditní záznam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auditní záznam' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-audit-phone-cs');
    await page.setViewportSize(DESK);

    const other = await browser.newPage({ viewport: PHONE });
    await signIn(other, username, 'heslo-12345');
    await expect(other.getByRole('button', { name: 'Menu' })).toBeVisible();
    await other.close();
  } finally {
    if (newId) await deletePlace(page, newId);
  }
});

test('staff reach the recently deleted places, not the administrators’ screens', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page, 'staff');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted places' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto(`${APP}/admin/users`);
  await expect(page.getByRole('alert')).toContainText('Only administrators may use this screen.');
});
