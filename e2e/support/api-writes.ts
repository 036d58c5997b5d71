import { expect, type Page } from '@playwright/test';
import { APP } from './app';
import { DEMO_ESHOP } from './demo-ids';

// Writes a journey makes through the BFF's API with the page's session (its set-up and clean-up,
// not what it tests): the CSRF token and the Origin every write needs, a place made in one request,
// and the places deleted afterwards (the journeys share one app, and others expect the demo's 28).

/** The headers a write of this page's session needs. */
export async function writeHeaders(page: Page) {
  const res = await page.request.get(`${APP}/auth/session`);
  return { 'x-csrf-token': ((await res.json()) as { csrfToken: string }).csrfToken, origin: APP };
}

/** A parcel box in the demo e-shop, with `fields` over the defaults; its id. */
export async function createPlaceByApi(page: Page, fields: Record<string, unknown>) {
  const res = await page.request.post(`${APP}/api/v1/pickup-place`, {
    headers: await writeHeaders(page),
    data: {
      eshopId: DEMO_ESHOP,
      type: 'PARCEL_BOX',
      location: {
        line1: 'Hlavní 1',
        city: 'Praha',
        zipCode: '110 00',
        gps: { latitude: '50.09', longitude: '14.42' },
      },
      countryCode: 'CZ',
      phone: '+420 601 123 456',
      email: 'e2e@example.com',
      storageTimeInDays: 7,
      openingHours: { regular: {}, exceptions: [] },
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function deletePlacesByApi(page: Page, ids: readonly string[]) {
  const headers = await writeHeaders(page);
  for (const id of ids) await page.request.delete(`${APP}/api/v1/pickup-place/${id}`, { headers });
}
