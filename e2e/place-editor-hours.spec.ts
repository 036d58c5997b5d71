import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { createPlace, deletePlace } from './place-editor-helpers';

// Issue 16, items 9 and 13: a date range is one exception item, shown and removed as one; presets
// that would overwrite the week ask first; "Copy to days" works by keyboard (a real menu).

test.describe.configure({ timeout: 90_000 });

let placeId = '';
test.beforeEach(async ({ page }) => {
  await signIn(page, 'staff');
  placeId = await createPlace(page, `E2E hours ${Date.now().toString(36)}`);
  await page.goto(`${APP}/places/${placeId}`);
});
test.afterEach(async ({ page }) => {
  if (placeId) await deletePlace(page, placeId);
});

const time = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('"Copy to days" by keyboard: arrows move, Space ticks, Copy applies, focus returns', async ({
  page,
}) => {
  const copy = page.getByRole('button', { name: 'Copy Monday to other days' });
  await copy.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Copy Monday to' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'All weekdays' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const tuesday = menu.getByRole('menuitemcheckbox', { name: 'Tuesday' });
  await expect(tuesday).toBeFocused();
  await page.keyboard.press(' ');
  await expect(tuesday).toBeChecked();
  await expect(menu).toBeVisible(); // ticking keeps the menu open
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const thursday = menu.getByRole('menuitemcheckbox', { name: 'Thursday' });
  await expect(thursday).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thursday).toBeChecked();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Wednesday' })).not.toBeChecked();
  await expectAccessible(page);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Copy', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(copy).toBeFocused();
  await expect(time(page, 'Tuesday opens (1)')).toHaveValue('08:00');
  await expect(time(page, 'Thursday closes (1)')).toHaveValue('17:00');
  await expect(page.getByRole('group', { name: 'Wednesday' }).getByText('Closed all day')).toBeVisible();

  // Escape closes without copying, back on the button.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(copy).toBeFocused();
});

test('a preset over entered hours asks first; "Keep my hours" keeps them', async ({ page }) => {
  const presets = page.getByRole('button', { name: 'Quick presets' });
  await presets.click();
  await page.getByRole('menuitem', { name: 'Open non-stop' }).click();
  const ask = page.getByRole('dialog', { name: 'Replace the whole week?' });
  await expect(ask).toContainText('The opening hours of every day will be replaced by “Open non-stop”.');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Keep my hours' }).click();
  await expect(ask).toBeHidden();
  await expect(time(page, 'Monday closes (1)')).toHaveValue('17:00');
  await expect(page.getByRole('group', { name: 'Sunday' }).getByText('Closed all day')).toBeVisible();

  await presets.click();
  await page.getByRole('menuitem', { name: 'Open non-stop' }).click();
  await ask.getByRole('button', { name: 'Replace' }).click();
  await expect(time(page, 'Sunday closes (1)')).toHaveValue('24:00');
  await expect(time(page, 'Monday opens (1)')).toHaveValue('00:00');

  // An empty week has nothing to lose: no question.
  await presets.click();
  await page.getByRole('menuitem', { name: 'Closed every day' }).click();
  await ask.getByRole('button', { name: 'Replace' }).click();
  await presets.click();
  await page.getByRole('menuitem', { name: 'Weekdays 8–18', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(time(page, 'Friday closes (1)')).toHaveValue('18:00');
});

test('a four-day closure is one item: shown, edited and deleted as one, in English and Czech', async ({
  page,
}) => {
  const year = new Date().getFullYear() + 1;
  await page.getByRole('button', { name: 'Add exception' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exception' });
  await dialog.getByLabel('From').fill(`${year}-12-24`);
  await dialog.getByLabel('To', { exact: true }).fill(`${year}-12-27`);
  await expect(dialog.getByText('4 days')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Inventory');
  await dialog.getByRole('button', { name: 'Save exception' }).click();

  const list = page.getByRole('list', { name: 'Exceptions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(`24–27 Dec ${year}`);
  await expect(list.getByRole('listitem')).toContainText('Closed all day · Inventory');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Place saved' })).toBeVisible();
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.scrollIntoViewIfNeeded();
  await screenshot(page, 'editor-exceptions-range-en');

  // Edited as one: the dialog shows the whole range; shortening it leaves no stray day behind.
  await list.getByRole('button', { name: `24–27 Dec ${year}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit exception' });
  await expect(edit.getByLabel('From')).toHaveValue(`${year}-12-24`);
  await expect(edit.getByLabel('To', { exact: true })).toHaveValue(`${year}-12-27`);
  await edit.getByLabel('To', { exact: true }).fill(`${year}-12-26`);
  await edit.getByRole('button', { name: 'Save exception' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(`24–26 Dec ${year}`);

  // Czech: the same item in Czech dates and words.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština', exact: true }).click();
  const cs = page.getByRole('list', { name: 'Výjimky' });
  await expect(cs.getByRole('listitem')).toContainText('Celý den zavřeno · Inventory');
  await expectAccessible(page);
  await cs.scrollIntoViewIfNeeded();
  await screenshot(page, 'editor-exceptions-range-cs');
  await page.getByRole('group', { name: 'Pondělí' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'editor-hours-cs');
  await page.getByRole('combobox', { name: 'Jazyk' }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();

  // Deleted as one.
  await list.getByRole('button', { name: /^Remove the exception of 24–26 Dec/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('No upcoming exceptions.')).toBeVisible();
});
