import { expect, test, type Page } from '@playwright/test';
import { APP, expectAccessible, signIn } from './support/app';
import { createPlace, deletePlace } from './place-editor-helpers';

// Issue 13: a week entered by pasting one line of OpenStreetMap opening_hours text, next year's
// Czech holidays added in a click, the 14-day preview and the list's "Open now" as a customer meets
// them. Screenshots in both languages and at 390 px go to /tmp/shots-i13 (set SHOTS to change).

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SHOTS ?? '/tmp/shots-i13';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const time = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const hoursText = (page: Page) => page.getByTestId('hours-text');

let placeId = '';
let placeName = '';
test.beforeEach(async ({ page }) => {
  await signIn(page, 'staff');
  placeName = `E2E hours text ${Date.now().toString(36)}`;
  placeId = await createPlace(page, placeName);
  await page.goto(`${APP}/places/${placeId}`);
});
test.afterEach(async ({ page }) => {
  if (placeId) await deletePlace(page, placeId);
});

test('a date in the text (Dec 24 off) becomes an exception, kept when saved', async ({ page }) => {
  await hoursText(page).fill('Mo-Fr 08:00-18:00; Dec 24 off');
  await expect(page.getByText(/One date of the text becomes an exception below/)).toBeVisible();
  await expect(time(page, 'Thursday closes (1)')).toHaveValue('18:00');
  const exceptions = page.getByRole('list', { name: 'Exceptions' });
  await expect(exceptions.getByRole('listitem')).toHaveCount(1);
  await expect(exceptions).toContainText(/24 Dec \d{4}Closed all day/);
  await page.getByRole('region', { name: 'Opening hours' }).screenshot({ path: `${SHOTS}/text-date-en.png` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Place saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Exceptions' }).getByRole('listitem')).toHaveCount(1);
  await expect(hoursText(page)).toHaveValue('Mo-Fr 08:00-18:00');
});

test.describe('a text replaced by another (issue 29)', () => {
  // Prague's clocks go forward on Sun 28 Mar 2027: the day Mo-Su 22:00-02:00 made a hidden exception.
  test.use({ timezoneId: 'Europe/Prague' });

  test('takes the exceptions it made with it, and a clock change makes none', async ({ page }) => {
    const exceptions = page.getByRole('list', { name: 'Exceptions' }).getByRole('listitem');
    await hoursText(page).fill('Mo-Su 22:00-02:00');
    await expect(time(page, 'Sunday opens (2)')).toHaveValue('22:00');
    await expect(exceptions).toHaveCount(0);
    await hoursText(page).fill('Mo-Fr 08:00-18:00; Dec 24 off');
    await expect(time(page, 'Monday closes (1)')).toHaveValue('18:00');
    await expect(page.getByRole('status').filter({ hasText: /24 Dec \d{4}: Closed all day/ })).toBeVisible();
    await expect(exceptions).toHaveCount(1);
    await hoursText(page).fill('24/7');
    await expect(time(page, 'Sunday closes (1)')).toHaveValue('24:00');
    await expect(exceptions).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Place saved')).toBeVisible();
    await page.reload();
    await expect(hoursText(page)).toHaveValue('24/7');
    await expect(exceptions).toHaveCount(0);
  });
});

test('paste a line of text, add the Czech holidays, check the preview and the list', async ({ page }) => {
  const text = hoursText(page);
  await expect(text).toHaveValue('Mo 08:00-17:00');
  // The field is one line for one rule, and grows with a longer text (CSS field-sizing, no script).
  const height = () => text.evaluate((box) => box.getBoundingClientRect().height);
  const oneLine = await height();

  // Bad text: a message at the field, the grid untouched.
  await text.fill('garbage 😀');
  await expect(page.getByText(/Not in the opening_hours syntax/)).toBeVisible();
  await expect(time(page, 'Monday closes (1)')).toHaveValue('17:00');

  await text.fill('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; Fr 22:00-02:00');
  await expect(page.getByText(/Not in the opening_hours syntax/)).toBeHidden();
  await text.fill(`${await text.inputValue()}\n\n\n\n`);
  expect(await height()).toBeGreaterThan(oneLine * 2);
  await text.fill('Mo-Fr 08:00-12:00,13:00-18:00; Sa 09:00-12:00; Fr 22:00-02:00');
  await expect(time(page, 'Wednesday closes (2)')).toHaveValue('18:00');
  // Friday night past midnight: Friday 22:00–24:00 and Saturday 00:00–02:00 in the grid.
  // (With `;` the Friday rule replaces Friday's day hours, as the syntax says.)
  await expect(time(page, 'Friday opens (1)')).toHaveValue('22:00');
  await expect(time(page, 'Friday closes (1)')).toHaveValue('24:00');
  await expect(time(page, 'Saturday closes (1)')).toHaveValue('02:00');
  await expect(time(page, 'Saturday opens (2)')).toHaveValue('09:00');
  await expect(
    page.getByRole('group', { name: 'Friday' }).getByText('Overnight 22:00–02:00, into Saturday'),
  ).toBeVisible();
  await text.fill('Mo-Fr 08:00-12:00,13:00-18:00, Sa 09:00-12:00');
  await expect(time(page, 'Saturday closes (1)')).toHaveValue('12:00');
  await expect(time(page, 'Friday closes (2)')).toHaveValue('18:00');

  // A grid edit writes the text.
  await page.getByRole('button', { name: 'Sunday: 24 h, open all day' }).click();
  await expect(text).toHaveValue('Mo-Fr 08:00-12:00,13:00-18:00, Sa 09:00-12:00, Su 00:00-24:00');
  await page.getByRole('button', { name: 'Sunday closed all day' }).click();
  await expect(text).toHaveValue('Mo-Fr 08:00-12:00,13:00-18:00, Sa 09:00-12:00');

  // The coming year's Czech holidays: one click adds them all as closed days, named.
  const holidays = page.getByRole('region', { name: 'Public holidays in the next 12 months' });
  await expect(holidays.getByText('Christmas Day')).toBeVisible();
  await page.getByRole('button', { name: 'Add all as closed' }).click();
  await expect(holidays.getByText('All holidays are in the exceptions')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exceptions' }).getByText('Christmas Day')).toBeVisible();
  await expect(text).toHaveValue('Mo-Fr 08:00-12:00,13:00-18:00, Sa 09:00-12:00; PH off');

  // The 14-day preview: today first and highlighted, each day's hours, holidays marked.
  const preview = page.getByRole('list', { name: 'The next 14 days, as customers will find them' });
  await expect(preview.getByRole('listitem')).toHaveCount(14);
  await expect(preview.getByRole('listitem').first()).toHaveAttribute('aria-current', 'date');
  await expect(page.getByRole('status', { name: 'Open now' })).toHaveText(
    /^(Open now · closes|Closed · opens)/,
  );
  await expectAccessible(page);
  await shot(page, 'editor-en');
  await page.getByRole('region', { name: 'Opening hours' }).screenshot({ path: `${SHOTS}/hours-en.png` });
  await preview.screenshot({ path: `${SHOTS}/preview-en.png` });

  // Temporarily closed from today for three days: one item, in the preview, ended early.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  const inTwoDays = new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Temporarily closed…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Temporarily closed' });
  await dialog.getByLabel('Until', { exact: true }).fill(inTwoDays);
  await dialog.getByLabel('Reason', { exact: true }).fill('Renovation');
  await expect(dialog.getByText('3 days')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close temporarily' }).click();
  await expect(preview.getByRole('listitem').first().getByText('Renovation')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Open now' })).toHaveText(/^Closed · opens .* · Renovation$/);
  await page.getByRole('button', { name: 'End the closure “Renovation” today' }).click();
  await expect(preview.getByText('Renovation')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Place saved')).toBeVisible();

  // The list's "Open now" column: the same status, its line in the tooltip.
  await page.goto(`${APP}/places?q=${encodeURIComponent(placeName)}`);
  const row = page.getByRole('row', { name: new RegExp(placeName) });
  await expect(row).toBeVisible();
  const chip = row.getByText(/^(Open|Closed)$/);
  await chip.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^(Open now · closes|Closed · opens).*Europe\/Prague/);
  await shot(page, 'list-en');

  // Czech, and a phone's width.
  await page.goto(`${APP}/places/${placeId}`);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  const svatky = page.getByRole('region', { name: 'Státní svátky v příštích 12 měsících' });
  await expect(svatky.getByText('1. svátek vánoční')).toBeVisible();
  await expect(hoursText(page)).toHaveValue('Mo-Fr 08:00-12:00,13:00-18:00, Sa 09:00-12:00; PH off');
  await expect(page.getByRole('status', { name: 'Právě otevřeno' })).toHaveText(
    /^(Otevřeno · zavírá|Zavřeno · otevírá)/,
  );
  await shot(page, 'editor-cs');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'editor-cs-390');
  await page
    .getByRole('region', { name: 'Otevírací doba' })
    .screenshot({ path: `${SHOTS}/hours-cs-390.png` });
  await page
    .getByRole('region', { name: 'Příštích 14 dní, jak je uvidí zákazníci' })
    .screenshot({ path: `${SHOTS}/preview-cs-390.png` });
});
