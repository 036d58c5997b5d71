import { expect as baseExpect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlace, deletePlace } from './place-editor-helpers';
import { bodyRows, expectNoHorizontalOverflow, notification } from './support/places-screen';

// A place deleted by mistake, noticed after the page's 5-second undo has passed: its address still
// shows its history, which offers Restore; the place comes back (under a new id) and is on the list.

test.describe.configure({ timeout: 180_000 });
// A busy machine renders slowly; the steps wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const historyOf = async (page: Page, id: string) =>
  (
    (await (await page.request.get(`${APP}/bff/places/${id}/history`)).json()) as {
      items: { operation: string }[];
    }
  ).items.map((e) => e.operation);

test('a deleted place is restored from its history after the undo has passed', async ({ page }) => {
  const name = `A Obnovená výdejna ${Date.now().toString(36)}`;
  await signIn(page, 'staff');
  const id = await createPlace(page, name);
  // The restored place is a new one: removed at the end, or the demo data's count is off for the
  // journeys after this one.
  let newId: string | undefined;
  try {
    await page.goto(`${APP}/places/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this place?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(notification(page, `“${name}” deleted`)).toBeVisible();
    // The undo's time runs out; then the deletion is done and recorded.
    await expect.poll(() => historyOf(page, id), { timeout: 40_000 }).toEqual(['delete', 'create']);

    await page.goto(`${APP}/places/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Deletion');
    const restore = page.getByRole('button', { name: 'Restore' });
    await expect(restore).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'restore-offered-desk-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'restore-offered-phone-en');
    await page.setViewportSize({ width: 1366, height: 900 });

    await restore.click();
    await expect(page.getByText('The place was restored as a new place with a new id.')).toBeVisible();
    await expect(history).toContainText('Restored as a new place (the platform gave it a new id).');
    await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);
    await screenshot(page, 'restore-done-desk-en');

    // The restored place: its own history says where it came from, and it is on the list again.
    await page.getByRole('link', { name: 'Open the restored place' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    newId = new URL(page.url()).pathname.split('/').pop();
    expect(newId).not.toBe(id);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Made again from a deleted place.',
    );
    await page.goto(`${APP}/places?q=${encodeURIComponent(name)}`);
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(1);

    // In Czech, at a desk and on a phone.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Čeština' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await page.goto(`${APP}/places/${id}`);
    await expect(page.getByText('Místo bylo obnoveno jako nové místo s novým ID.')).toBeVisible();
    await screenshot(page, 'restore-done-desk-cs');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'restore-done-phone-cs');
  } finally {
    if (newId) await deletePlace(page, newId);
  }
});
