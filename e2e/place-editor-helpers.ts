import { expect, type Page } from '@playwright/test';
import { APP } from './support/app';
import { DEMO_ESHOP } from './support/demo-ids';

// Steps shared by the editor's journeys (e2e/place-editor-*.spec.ts): places of their own, made and
// removed through the BFF, so the demo data the other journeys count stays as it was.

export { DEMO_ESHOP };

/** A 1×1 PNG: small and valid, so the upload's type check (by content) accepts it. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function csrf(page: Page): Promise<string> {
  const res = await page.request.get(`${APP}/auth/session`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** Creates a place of the demo e-shop as the signed-in user; returns its id. */
export async function createPlace(page: Page, name: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await page.request.post(`${APP}/api/v1/pickup-place`, {
    headers: { 'x-csrf-token': await csrf(page), origin: APP },
    data: {
      eshopId: DEMO_ESHOP,
      type: 'PARCEL_SHOP',
      originPickupPlaceId: `e2e-editor-${stamp}`,
      name,
      location: {
        line1: 'Vodičkova 12',
        city: 'Praha',
        zipCode: '110 00',
        gps: { latitude: '50.0805', longitude: '14.4242' },
      },
      countryCode: 'CZ',
      phone: '+420 601 123 456',
      email: `e2e-${stamp}@example.com`,
      storageTimeInDays: 7,
      openingHours: { regular: { monday: [{ from: '08:00', to: '17:00' }] }, exceptions: [] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function deletePlace(page: Page, id: string) {
  await page.request.delete(`${APP}/api/v1/pickup-place/${id}`, {
    headers: { 'x-csrf-token': await csrf(page), origin: APP },
  });
}

/** Presses Tab until `isTarget` holds for the focused element (at most `max` times). */
export async function tabUntil(page: Page, isTarget: () => Promise<boolean>, max = 60, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await isTarget()) return;
    await page.keyboard.press(key);
  }
  expect(await isTarget(), `reached by ${key} within ${max} presses`).toBe(true);
}

/**
 * The focused element's accessible name is `name` (a string: exact; a RegExp: matching). One round
 * trip per check: a keyboard journey checks after every key, and on a loaded machine several round
 * trips per key made the longest journey run out of time.
 */
export async function focusedIs(page: Page, role: string, name: string | RegExp): Promise<boolean> {
  return page
    .getByRole(role as Parameters<Page['getByRole']>[0], { name, exact: typeof name === 'string' })
    .evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** Texts no user should read: zod's and the API's developer wording. */
export const DEVELOPER_WORDS =
  /Invalid input|expected (number|string)|received (string|undefined)|Too (big|small)|`from`|must be between|must not be empty|Invalid ISO|Invalid option/;
