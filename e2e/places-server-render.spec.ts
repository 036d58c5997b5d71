import { expect, test, type Page } from '@playwright/test';
import { APP, placesLive, screenshot, signIn } from './support/app';
import { bodyRows, firstNameCell, placesTable } from './support/places-screen';

// Issue 25: the places list comes rendered by the BFF (src/bff/routes/spa-render.ts), so its rows
// paint with the page, before any script; React then takes that HTML over (hydrates it) when its
// own first render is the same, and renders afresh when it is not (here: a window that is a phone's
// width with a desktop's user agent, which the server guessed wrong on the first visit).

/** The page at this address as the server answered it, asking again while the render warms up. */
async function openRendered(page: Page, address = `${APP}/places`) {
  await expect
    .poll(async () => (await (await page.goto(address))!.text()).includes('data-rendered'), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Console errors: React reports HTML it could not take over there (main.tsx). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the list paints from the server without scripts, and React takes it over without a mismatch', async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'staff');
  await openRendered(page);
  await placesLive(page);
  // Once React has the page, the open-now status (the browser's clock and zone) shows, and the
  // page takes clicks: the rows open their place.
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(
    bodyRows(page)
      .first()
      .getByText(/^(Open|Closed)$/),
  ).toBeVisible();
  expect(errors).toEqual([]);
  // Emotion in the browser takes the styles the server sent as its own (provider-theme.tsx): none
  // of them compiled and inserted a second time in the hydration.
  const styles = await page.evaluate(() => {
    const sent = document.querySelector('style[data-emotion^="css "]');
    const ids = sent?.getAttribute('data-emotion')?.split(' ').slice(1) ?? [];
    const inserted = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((s) =>
      [...(s as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
    );
    const again = ids.filter((id) => inserted.some((rule) => rule.includes(`.css-${id}`)));
    return { sent: ids.length > 0, adopted: sent?.parentElement === document.head, again };
  });
  expect(styles).toEqual({ sent: true, adopted: true, again: [] });
  const name = (await firstNameCell(page).textContent())!;
  await bodyRows(page).first().click();
  const field = page.getByRole('textbox', { name: 'Name' });
  await expect(field).not.toHaveValue('');
  expect(name).toContain(await field.inputValue()); // the cell holds the name and the address

  // The same page in a browser that runs no script: the rows are there, styled, and inert.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    await openRendered(plain);
    await expect(bodyRows(plain)).toHaveCount(20);
    await expect(placesTable(plain)).toBeVisible();
    await expect(plain.locator('#root')).toHaveAttribute('inert', '');
    // MUI's styles came with the page: the table is laid out, not a run of unstyled text.
    const height = await bodyRows(plain)
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(40);
    await screenshot(plain, 'places-server-render-no-script', { fullPage: false });
  } finally {
    await noScript.close();
  }
});

test('a Czech user in the dark gets the page in Czech and dark, and the app agrees', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'staff');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  await expect(page.getByRole('heading', { name: 'Výdejní místa' })).toBeVisible();
  // The app told the server (its cookie): the next page comes in Czech and dark from the start.
  const answer = await page.goto(`${APP}/places`);
  const html = await answer!.text();
  if (html.includes('data-rendered')) {
    expect(html).toMatch(/<html lang="cs" class="dark">/);
    expect(html).toContain('Výdejní místa');
  } else await openRendered(page);
  await placesLive(page);
  await expect(page.getByRole('heading', { name: 'Výdejní místa' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  expect(errors).toEqual([]);
  await screenshot(page, 'places-server-render-czech-dark', { fullPage: false });
  // Back to English for the journeys after this one (the choice is this browser's, not the user's).
  await page.getByRole('combobox', { name: 'Jazyk' }).click();
  await page.getByRole('option', { name: 'English' }).click();
});

test('a window narrower than the server guessed is rendered afresh, as a phone’s', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'staff');
  await openRendered(page);
  await placesLive(page);
  // The window becomes a phone's: the app tells the server, whose next page has the cards.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(placesTable(page)).toBeHidden();
  await page.reload();
  await placesLive(page);
  await expect(page.locator('[data-place-id]').first()).toBeVisible();
  await expect(placesTable(page)).toBeHidden();
  expect(errors).toEqual([]);
});
