import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn, placesLive } from './support/app';
import { PNG } from './place-editor-helpers';
import { bodyRows, collectPageErrors, notification, sortParams } from './support/places-screen';

// A place's life through the screens, as the product runs (BFF + embedded sandbox): created with
// a pin, hours, a holiday and an image, edited through a conflicting save, deleted.

// Generous ceilings: the journeys take 5–40 s on an idle machine, much longer on a busy one.
test.describe.configure({ timeout: 60_000 });

/**
 * A new image is staged, not sent: previewed, removable, an unsaved change; Save uploads it, the
 * only upload (issue 45). The stored image says why it has no Remove.
 */
async function stageAndSaveImage(page: Page) {
  const section = page.getByRole('region', { name: 'Image', exact: true });
  const picture = section.getByRole('img', { name: 'Image of the place' });
  const uploads: string[] = [];
  page.on(
    'request',
    (r) => void (r.method() === 'POST' && r.url().endsWith('/image') && uploads.push(r.url())),
  );
  const stage = async () => {
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Choose image…' }).click();
    await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  };
  await expect(
    section.getByText(
      "The platform keeps a place's image until another replaces it: it can be replaced, not removed.",
    ),
  ).toBeVisible();
  await stage();
  await expect(
    section.getByText('New image, not saved yet: front.png. Save uploads it with the rest.'),
  ).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('Unsaved change: the new image')).toBeVisible();
  await expectAccessible(page);
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `place-image-staged-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Removed from the stage: the stored image is back, nothing unsaved.
  await section.getByRole('button', { name: 'Remove new image' }).click();
  await expect(picture).toHaveAttribute('src', /^(?!blob:)/);
  await expect(page.getByText('Unsaved change: the new image')).toBeHidden();

  await stage();
  expect(uploads).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Image saved')).toBeVisible();
  await expect(page.getByText('Unsaved change: the new image')).toBeHidden();
  await expect(picture).toHaveAttribute('src', /^(?!blob:)/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(uploads).toHaveLength(1);
}

test.describe.serial('a place from creation to deletion', () => {
  const stamp = Date.now().toString(36);
  const name = `A E2E výdejna ${stamp}`;
  const renamed = `${name} (upraveno)`;
  let placeUrl = '';

  test('an empty new place is refused with field errors', async ({ page }) => {
    await signIn(page, 'staff');
    await page.getByRole('link', { name: 'New place' }).click();
    await expect(page.getByRole('heading', { name: 'New pickup place' })).toBeVisible();
    await page.getByRole('button', { name: 'Create place' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Some fields need attention' })).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription('Required');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/places\/new/);
  });

  test('staff creates a place with a pin, hours, a holiday and an image', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await signIn(page, 'staff');
    await page.getByRole('link', { name: 'New place' }).click();
    await expect(page.getByRole('heading', { name: 'New pickup place' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'ID in the origin system' }).fill(`e2e-${stamp}`);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+420 601 123 456');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`e2e-${stamp}@example.com`);
    await page.getByRole('textbox', { name: 'Street and number' }).fill('Vodičkova 12');
    await page.getByRole('textbox', { name: 'City' }).fill('Praha');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('110 00');

    // The pin: a click on the location map fills the coordinates.
    const latitude = page.getByRole('textbox', { name: 'Latitude' });
    const longitude = page.getByRole('textbox', { name: 'Longitude' });
    await expect(latitude).toHaveValue('');
    await page.getByRole('region', { name: /^Location of the place/ }).click();
    await expect(latitude).toHaveValue(/^\d{2}\.\d{6}$/);
    await expect(longitude).toHaveValue(/^\d{2}\.\d{6}$/);
    // Filled from the map, the fields' labels move out of the way of the values.
    await expect(page.locator('label', { hasText: 'Latitude' })).toHaveAttribute('data-shrink', 'true');
    await expect(page.locator('label', { hasText: 'Longitude' })).toHaveAttribute('data-shrink', 'true');

    // Monday 8–17, typed loosely, then copied to the other weekdays.
    const monday = page.getByRole('group', { name: 'Monday', exact: true });
    await monday.getByRole('button', { name: 'Add interval to Monday' }).click();
    const opens = page.getByRole('textbox', { name: 'Monday opens (1)' });
    const closes = page.getByRole('textbox', { name: 'Monday closes (1)' });
    await opens.fill('8');
    await closes.click();
    await expect(opens).toHaveValue('08:00');
    await closes.fill('17');
    await closes.press('Tab');
    await expect(closes).toHaveValue('17:00');
    await page.getByRole('button', { name: 'Copy Monday to other days' }).click();
    const copyTo = page.getByRole('menu', { name: 'Copy Monday to' });
    await copyTo.getByRole('menuitem', { name: 'All weekdays' }).click();
    await expect(copyTo.getByRole('menuitemcheckbox', { name: 'Friday' })).toBeChecked();
    await expect(copyTo.getByRole('menuitemcheckbox', { name: 'Saturday' })).not.toBeChecked();
    await copyTo.getByRole('menuitem', { name: 'Copy', exact: true }).click();
    await expect(copyTo).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Tuesday opens (1)' })).toHaveValue('08:00');
    await expect(page.getByRole('textbox', { name: 'Friday closes (1)' })).toHaveValue('17:00');
    await expect(page.getByRole('group', { name: 'Saturday' }).getByText('Closed all day')).toBeVisible();

    // Christmas: 24–26 December (the coming one), closed.
    const now = new Date();
    const year = now.getMonth() === 11 && now.getDate() > 26 ? now.getFullYear() + 1 : now.getFullYear();
    await page.getByRole('button', { name: 'Add exception' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add exception' });
    await dialog.getByLabel('From').fill(`${year}-12-24`);
    await dialog.getByLabel('To', { exact: true }).fill(`${year}-12-26`);
    await expect(dialog.getByText('3 days')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Closed all day' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Vánoce');
    await dialog.getByRole('button', { name: 'Save exception' }).click();
    await expect(dialog).toBeHidden();
    // The three days are one item: shown, edited and removed as one.
    const exceptions = page.getByRole('list', { name: 'Exceptions' });
    await expect(exceptions.getByRole('listitem')).toHaveCount(1);
    await expect(exceptions.getByRole('listitem')).toContainText(`24–26 Dec ${year}`);
    await expect(exceptions.getByText('Closed all day · Vánoce')).toHaveCount(1);

    // The image is staged, and uploaded by Create once the place exists (issue 45).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image…' }).click();
    await (await chooser).setFiles({ name: 'place.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Image of the place' })).toBeVisible();
    await expect(
      page.getByText('New image, not saved yet: place.png. Save uploads it with the rest.'),
    ).toBeVisible();
    await expect(page.getByText('Unsaved changes, including the new image')).toBeVisible();

    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0)); // else the sticky bar lands mid-screenshot
    await screenshot(page, 'place-editor');

    // While the place is being made the form takes no input: it is made from what was sent, and
    // the form gives way to the new place's own editor (what was typed meanwhile was lost).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/pickup-place', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create place' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'City' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    placeUrl = page.url();
    await expect(notification(page, 'Place created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const image = page.getByRole('img', { name: 'Image of the place' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(image).toHaveAttribute('src', /^(?!blob:)/);
    // What was entered is what the server kept.
    await expect(page.getByRole('textbox', { name: 'Monday opens (1)' })).toHaveValue('08:00');
    await expect(page.getByRole('textbox', { name: 'Thursday closes (1)' })).toHaveValue('17:00');
    await expect(page.getByRole('list', { name: 'Exceptions' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText(/^Time zone: Europe\/Prague$/).first()).toBeVisible();
    // The creation is the first entry of its history: who, and what it was made with.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Created');
    await expect(history).toContainText(`Name: — → ${name}`);

    // The list, by name, and the map count it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Pickup places' })
      .click();
    await page.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
    await expect.poll(() => sortParams(page)).toEqual(['name,asc']);
    await expect(page.getByText('1–20 of 29')).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(1);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByText('29 places on the map')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('staff edits it; a conflicting save by someone else is resolved knowingly', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    expect(placeUrl, 'the place of the previous journey').not.toBe('');
    await signIn(page, 'staff');
    await page.goto(`${APP}/places?sort=name,asc`);
    await placesLive(page);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(placeUrl);
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(name);
    await nameField.fill(renamed);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, 'Place saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await stageAndSaveImage(page);

    // Someone else (admin, another browser) changes the phone meanwhile.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, 'admin');
    await otherPage.goto(placeUrl);
    await otherPage.getByRole('textbox', { name: 'Phone' }).fill('+420 777 000 111');
    await otherPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(otherPage, 'Place saved')).toBeVisible();
    await other.close();

    // Back here: the note is saved over theirs, knowing what they changed.
    await page.getByRole('textbox', { name: 'Note' }).fill('Vchod ze dvora.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else saved this place' });
    await expect(conflict).toBeVisible();
    const changed = conflict.getByRole('list', { name: 'Changed on the server' }).getByRole('listitem');
    await expect(changed).toHaveCount(1);
    await expect(changed.getByText('Phone', { exact: true })).toBeVisible();
    // Their phone beside the user's, who did not touch it (issue 45).
    await expect(changed.getByRole('definition')).toHaveText(['+420 777 000 111', 'unchanged by you']);
    await expectAccessible(page);
    await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(notification(page, 'Place saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+420 777 000 111');
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Vchod ze dvora.');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);

    // Staff changes the phone again; reverting the admin's phone change is then refused, in words:
    // who changed which field since, and when in local time (not a field key and a UTC stamp).
    await page.getByRole('textbox', { name: 'Phone' }).fill('+420 777 000 222');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, 'Place saved')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    const adminsPhone = history
      .getByRole('listitem')
      .filter({ hasText: 'admin,' })
      .filter({ hasText: 'Phone:' });
    await adminsPhone.getByRole('button', { name: 'Revert this change' }).click();
    const refusal = adminsPhone.getByRole('alert');
    await expect(refusal).toContainText(/^staff changed Phone again on .+\. Revert that change first\.$/);
    await expect(refusal).not.toContainText(/\d{4}-\d{2}-\d{2}T|phone /);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+420 777 000 222');

    // Leaving with unsaved text asks first; Stay keeps the text.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('Vchod ze dvora. Zvonek 3.');
    await nav.getByRole('link', { name: 'Pickup places' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(placeUrl);
    await expect(note).toHaveValue('Vchod ze dvora. Zvonek 3.');

    // A change typed and undone is no change: leaving does not ask.
    await note.fill('Vchod ze dvora.');
    await note.press('End');
    await note.pressSequentially('!');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await note.press('Backspace');
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await nav.getByRole('link', { name: 'Pickup places' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup places' })).toBeVisible();
    await expect(leave).toBeHidden();
  });

  test('staff deletes it after confirming', async ({ page }) => {
    expect(placeUrl, 'the place of the previous journeys').not.toBe('');
    await signIn(page, 'staff');
    await page.goto(placeUrl);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this place?' });
    await expect(dialog).toContainText(
      `“${renamed}” will be deleted with its image. It can be restored later from its history, as a new place without the image.`,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/places(\?|$)/);
    await expect(notification(page, `“${renamed}” deleted`)).toBeVisible();
    await expect(page.getByText('1–20 of 28')).toBeVisible();
    await page.goto(`${APP}/places?sort=name,asc&size=50`);
    await placesLive(page);
    await expect(bodyRows(page)).toHaveCount(28);
    await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(0);

    // Its address now says it is gone, and still shows its history for the audit.
    const historyApi = placeUrl.replace(/\/places\/([0-9a-f-]{36})$/, '/bff/places/$1/history');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(historyApi)).json()) as { items: { operation: string }[] }).items[0]
            ?.operation,
      )
      .toBe('delete');
    await page.goto(placeUrl);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Deletion');
    await expect(history).toContainText(`Name: ${renamed} → —`);
    await expect(history).toContainText('Created');
  });
});
