// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { testConfig } from '@/web/testing/test-config';
import { PlacesRoute } from './places-route';

// A page address with no place on it though places remain (a bookmark of page 99, a search whose
// matches fit on one page): the list shows the last page that has places, never "No pickup places
// yet" or "No places match" beside a count that says otherwise (issue 45). The BFF is faked at
// fetch, and pages as the platform does.

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const PLACES: PickupPlace[] = ['Brno Main Square', 'Brno Station', 'Ostrava Zoo'].map((name, i) => ({
  ...samplePlace(),
  id: `11111111-1111-4111-8111-11111111111${i}`,
  eshopId: ESHOP,
  name,
}));

/** One page of `items` as the platform and the search answer it. */
function paged(path: string, items: PickupPlace[], extra: object = {}): Answer {
  const query = new URL(path, 'http://desk').searchParams;
  const number = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 20);
  const totalPages = Math.ceil(items.length / size);
  const page = { number, size, totalElements: items.length, totalPages, first: number === 0 };
  const slice = items.slice(number * size, (number + 1) * size);
  return [200, { items: slice, page: { ...page, last: number >= totalPages - 1 }, ...extra }];
}

function placesBff(): SentRequest[] {
  return fakeBff(({ method, path }: SentRequest): Answer => {
    if (path === '/auth/session')
      return [
        200,
        {
          user: { username: 'staff', role: 'staff' },
          csrfToken: 'csrf-1',
          platform: { connected: false, available: false },
        },
      ];
    if (path === '/bff/config') return [200, testConfig({ eshops: [{ id: ESHOP, name: 'Demo shop' }] })];
    if (path.startsWith('/bff/jobs?')) return [200, { items: [] }];
    if (path.startsWith('/bff/places/search?')) {
      const q = new URL(path, 'http://desk').searchParams.get('q')?.toLowerCase() ?? '';
      const matches = PLACES.filter((p) => p.name.toLowerCase().includes(q)).map((p) => ({
        ...p,
        flags: [],
      }));
      return paged(path, matches, { flagCounts: {}, bounds: null });
    }
    if (path.startsWith('/api/v1/pickup-place?')) return paged(path, PLACES);
    return [404, { status: 404, title: `Not faked: ${method} ${path}` }];
  });
}

/** The pages of places asked for, zero-based, in order. */
const pagesAsked = (sent: SentRequest[], prefix: string) =>
  sent
    .filter((r) => r.path.startsWith(prefix))
    .map((r) => new URL(r.path, 'http://desk').searchParams.get('page'));

beforeEach(() => localStorage.clear());

describe('a stale page address', () => {
  it('shows the places of the last page that has some, not "No pickup places yet"', async () => {
    const sent = placesBff();
    await renderInApp(<PlacesRoute />, { address: `/places?eshop=${ESHOP}&page=99` });
    const table = await screen.findByRole('table', { name: 'Pickup places of the e-shop' });
    expect(await within(table).findByText('Ostrava Zoo')).toBeTruthy();
    expect(screen.queryByText('No pickup places yet')).toBeNull();
    expect(pagesAsked(sent, '/api/v1/pickup-place?')).toEqual(['98', '0']);
  });

  it('shows the matches of a search, not "No places match"', async () => {
    const sent = placesBff();
    await renderInApp(<PlacesRoute />, { address: `/places?eshop=${ESHOP}&page=99&q=brno` });
    const table = await screen.findByRole('table', { name: 'Pickup places of the e-shop' });
    expect(await within(table).findByText('Brno Station')).toBeTruthy();
    expect(within(table).getByText('Brno Main Square')).toBeTruthy();
    expect(screen.queryByText(/No places match/)).toBeNull();
    // The page of matches first asked for was 98; the one shown is the first.
    expect(pagesAsked(sent, '/bff/places/search?').filter((p) => p !== '0')).toEqual(['98']);
  });
});
