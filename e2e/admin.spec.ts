import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { LANGUAGES, LOCALE, signInIn, type Lang } from './support/languages';
import { createPlace, deletePlace } from './place-editor-helpers';
import { expectNoHorizontalOverflow, notification } from './support/places-screen';

// An administrator's admin screens (issue 45): a deleted place restored from "Recently deleted",
// the audit log filtered and exported as CSV, and a user added who then signs in; each screen
// looked at on a desk (1366 px) and on a phone (390 px); the whole path in English and in Czech.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The screen at both widths: no sideways scroll on the phone, a screenshot of each. */
async function atBothWidths(page: Page, name: string, lang: Lang) {
  await expectAccessible(page);
  await screenshot(page, `${name}-desk-${lang}`);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, `${name}-phone-${lang}`);
  await page.setViewportSize(DESK);
}

const WORDS = {
  en: {
    deletedLink: 'Recently deleted',
    deletedTitle: 'Recently deleted places',
    deletedBy: 'Deleted by admin',
    restore: 'Restore',
    restored: 'Restored',
    openRestored: 'Open the restored place',
    nav: 'Main navigation',
    admin: 'Admin',
    audit: 'Audit log',
    filters: 'Filter the audit log',
    user: 'User',
    action: 'Action',
    place: 'Place ID',
    exportCsv: 'Export CSV',
    users: 'Users',
    you: 'You',
    addUser: 'Add user',
    addTitle: 'Add a user',
    username: 'Username',
    password: 'Password',
    added: (u: string) => `${u} was added.`,
    menu: 'Menu',
  },
  cs: {
    deletedLink: 'Nedávno smazaná',
    deletedTitle: 'Nedávno smazaná místa',
    deletedBy: 'Smazal(a) admin',
    restore: 'Obnovit',
    restored: 'Obnoveno',
    openRestored: 'Otevřít obnovené místo',
    nav: 'Hlavní navigace',
    admin: 'Správa',
    audit: 'Auditní záznam',
    filters: 'Filtrovat auditní záznam',
    user: 'Uživatel',
    action: 'Akce',
    place: 'ID místa',
    exportCsv: 'Exportovat CSV',
    users: 'Uživatelé',
    you: 'Vy',
    addUser: 'Přidat uživatele',
    addTitle: 'Přidat uživatele',
    username: 'Uživatelské jméno',
    password: 'Heslo',
    added: (u: string) => `Uživatel ${u} byl přidán.`,
    menu: 'Nabídka',
  },
};

for (const lang of LANGUAGES)
  test.describe(`in ${lang}`, () => {
    test.use({ locale: LOCALE[lang] });
    test('an admin restores a deleted place, filters and exports the audit log, adds a user', ({
      page,
      browser,
    }) => adminJourney(page, browser, lang));
  });

async function adminJourney(page: Page, browser: Browser, lang: Lang) {
  const w = WORDS[lang];
  await page.setViewportSize(DESK);
  const stamp = Date.now().toString(36);
  const name = `A Smazaná výdejna ${stamp}`;
  await signInIn(lang, page, 'admin');
  const id = await createPlace(page, name);
  await deletePlace(page, id);
  let newId: string | undefined;
  try {
    // From the places list to its recently deleted places.
    await page.getByRole('link', { name: w.deletedLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.deletedTitle })).toBeVisible();
    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText(w.deletedBy);
    await atBothWidths(page, 'admin-deleted', lang);
    await card.getByRole('button', { name: `${w.restore} ${name}` }).click();
    await expect(card).toContainText(w.restored);
    await card.getByRole('link', { name: w.openRestored }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    newId = new URL(page.url()).pathname.split('/').pop();
    expect(newId).not.toBe(id);

    // The audit log, by the Admin entry of the navigation, filtered to this restore.
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.admin }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.audit })).toBeVisible();
    const filters = page.getByRole('search', { name: w.filters });
    await filters.getByLabel(w.user).fill('admin');
    await filters.getByLabel(w.action).fill('place.restore');
    await filters.getByLabel(w.place).fill(id);
    await filters.getByLabel(w.action).press('Enter');
    await expect(page).toHaveURL(/operation=place.restore/);
    const table = page.getByRole('table', { name: w.audit });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`${id} → ${newId}`);
    await atBothWidths(page, 'admin-audit', lang);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: w.exportCsv }).click();
    const file = await (await downloading).path();
    const csv = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('id,at,username,role,operation,target,status,outcome');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,admin,admin,place.restore,${id} → ${newId},201,success`);

    // A new user, who then signs in.
    await page.getByRole('tab', { name: w.users }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.users })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'admin', exact: true })).toContainText(w.you);
    const username = `jana-${stamp}`;
    await page.getByRole('button', { name: w.addUser }).click();
    const dialog = page.getByRole('dialog', { name: w.addTitle });
    await dialog.getByLabel(w.username).fill(username);
    await dialog.getByLabel(w.password).fill('heslo-12345');
    await dialog.getByRole('button', { name: w.addUser }).click();
    await expect(notification(page, w.added(username))).toBeVisible();
    await expect(page.getByRole('listitem', { name: username })).toContainText(w.password);
    await atBothWidths(page, 'admin-users', lang);

    // The English run switches to Czech in the app, at a desk and on a phone.
    if (lang === 'en') await switchToCzech(page);
    const other = await browser.newPage({ viewport: PHONE });
    await signInIn(lang, other, username, 'heslo-12345');
    await expect(other.getByRole('button', { name: w.menu })).toBeVisible();
    await other.close();
  } finally {
    if (newId) await deletePlace(page, newId);
  }
}

async function switchToCzech(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible();
  await screenshot(page, 'admin-users-desk-switched-cs');
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-users-phone-switched-cs');
  await page.getByRole('tab', { name: 'Auditní záznam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditní záznam' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-audit-phone-switched-cs');
  await page.setViewportSize(DESK);
}

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
