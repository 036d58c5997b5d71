import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The sandbox's own screen: the OAuth authorize page (spec 001, 4.2), in a real browser.

const REDIRECT = 'http://127.0.0.1:8080/auth/callback';
const authorizeUrl = (state: string) =>
  `/oauth/authorize/?response_type=code&client_id=sandbox-client&scope=deliveries+collection-places&state=${state}&redirect_uri=${encodeURIComponent(REDIRECT)}`;

/** Follows the browser up to the redirect to the client, which is not running in this suite. */
async function redirectTarget(page: Page, action: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().startsWith(REDIRECT));
  await page.route(`${REDIRECT}**`, (route) => route.fulfill({ status: 200, body: 'client reached' }));
  await action();
  return new URL((await request).url());
}

test('a platform user signs in, approves, and the client receives a code and its state', async ({ page }) => {
  await page.goto(authorizeUrl('state-123'));
  await expect(page.getByRole('heading', { name: 'Sign in to the platform' })).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/sandbox-login.png' });

  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');

  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Allow Pickup Desk/ })).toBeVisible();
  await expect(page.getByText('collection-places')).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/sandbox-consent.png' });

  const target = await redirectTarget(page, () => page.getByRole('button', { name: 'Approve' }).click());
  expect(target.searchParams.get('state')).toBe('state-123');
  expect(target.searchParams.get('code')).toMatch(/^[a-z0-9]{40}$/);
});

test('denying sends access_denied back with the state', async ({ page }) => {
  await page.goto(authorizeUrl('state-deny'));
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const target = await redirectTarget(page, () => page.getByRole('button', { name: 'Deny' }).click());
  expect(target.searchParams.get('error')).toBe('access_denied');
  expect(target.searchParams.get('state')).toBe('state-deny');
});

test('a wrong redirect address shows an error and never redirects', async ({ page }) => {
  await page.goto(
    authorizeUrl('s').replace(encodeURIComponent(REDIRECT), encodeURIComponent('http://evil.example/cb')),
  );
  await expect(page.getByRole('heading', { name: 'Authorization error' })).toBeVisible();
  await expect(page.getByText('redirect_uri does not equal the registered redirect address.')).toBeVisible();
});
