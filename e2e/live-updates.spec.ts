import { expect, test, type Browser, type Page } from '@playwright/test';
import { APP, placesLive } from './support/app';
import { createPlaceByApi, deletePlacesByApi, writeHeaders } from './support/api-writes';
import { LANGUAGES, LOCALE, signInIn, type Lang } from './support/languages';

// Issue 45: places changed by someone else (a second session here, writing through the API) show
// in an open list without a reload, and an open editor with unsaved typing warns before its save
// would meet a conflict. The list asks again every 15 s, the editor every 10 s. In English and in
// Czech.

test.describe.configure({ timeout: 120_000 });

const stamp = `live${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const POLLED = { timeout: 30_000 };

/** The places a test made: deleted after it, so the other journeys meet the demo's 28. */
const created: string[] = [];
test.afterEach(async ({ page }) => deletePlacesByApi(page, created.splice(0)));

async function createPlace(page: Page, name: string) {
  const id = await createPlaceByApi(page, {
    originPickupPlaceId: `e2e-${stamp}`,
    name,
    email: 'live@example.com',
  });
  created.push(id);
  return id;
}

/** Another session renames the place, naming the version it read (If-Match), as the editor does. */
async function renameElsewhere(page: Page, id: string, name: string) {
  const read = await page.request.get(`${APP}/api/v1/pickup-place/${id}`);
  const res = await page.request.patch(`${APP}/api/v1/pickup-place/${id}`, {
    headers: { ...(await writeHeaders(page)), 'if-match': read.headers()['etag']! },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function secondSession(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInIn(lang, page);
  return { context, page };
}

const WORDS = {
  en: {
    table: 'Pickup places of the e-shop',
    name: 'Name',
    warning: 'Someone else changed this place since you opened it',
    review: 'Review',
  },
  cs: {
    table: 'Výdejní místa e-shopu',
    name: 'Název',
    warning: 'Od chvíle, kdy jste toto místo otevřeli, ho změnil někdo jiný',
    review: 'Zkontrolovat',
  },
};

for (const lang of LANGUAGES)
  test.describe(`in ${lang}`, () => {
    test.use({ locale: LOCALE[lang] });
    test('a place renamed in another session shows in the open list, and warns an editor with unsaved typing', async ({
      browser,
      page,
    }) => journey(lang, browser, page));
  });

async function journey(lang: Lang, browser: Browser, page: Page) {
  const w = WORDS[lang];
  // The name cell of the first row (its text: name and address), in the table named in `lang`.
  const firstNameCell = () =>
    page
      .getByRole('table', { name: w.table })
      .getByRole('rowgroup')
      .nth(1)
      .getByRole('row')
      .first()
      .getByRole('cell')
      .first();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInIn(lang, page);
  const id = await createPlace(page, `Box ${stamp}`);
  await page.goto(`${APP}/places?q=${stamp}`);
  await placesLive(page);
  // The name's cell holds the address below the name.
  await expect(firstNameCell()).toContainText(`Box ${stamp}Hlavní`);

  const other = await secondSession(browser, lang);
  await renameElsewhere(other.page, id, `Box ${stamp} renamed`);
  // No reload: the list asks again by itself.
  await expect(firstNameCell()).toContainText(`Box ${stamp} renamedHlavní`, POLLED);

  await page.goto(`${APP}/places/${id}`);
  const name = page.getByRole('textbox', { name: w.name });
  await expect(name).toHaveValue(`Box ${stamp} renamed`);
  await name.fill(`Box ${stamp} mine`);
  await renameElsewhere(other.page, id, `Box ${stamp} theirs`);
  const warning = page.getByRole('alert').filter({ hasText: w.warning });
  await expect(warning).toBeVisible(POLLED);
  // The typing stays; Review opens the conflict's choice before any save.
  await expect(name).toHaveValue(`Box ${stamp} mine`);
  await warning.getByRole('button', { name: w.review }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await other.context.close();
}
