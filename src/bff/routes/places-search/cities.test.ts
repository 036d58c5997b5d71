import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CitySuggestionsSchema } from '@/contract/desk/city-suggestions';
import { PlaceSearchResultSchema } from '@/contract/place-search';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { BrowserClient, DEMO_ESHOP, OTHER_ESHOP, startStack, type Stack } from '@/testing/stack';

// GET /bff/places/cities through the real BFF over HTTP, against a real sandbox with the demo
// data: the city filter's suggestions (issue 45), every town once, most places first, matched by
// the start of a word without case or diacritics; bad queries named; the e-shop's scope kept.

let stack: Stack;
let staff: BrowserClient;
beforeAll(async () => {
  stack = await startStack();
  staff = new BrowserClient(stack.bffUrl);
  await staff.login('staff');
});
afterAll(() => stack.close());

async function cities(params = '') {
  const res = await staff.fetch(`/bff/places/cities?eshopId=${DEMO_ESHOP}&${params}`);
  expect(res.status, res.text).toBe(200);
  return CitySuggestionsSchema.parse(res.data).items;
}

/** The demo e-shop's towns with their counts, from the search. */
async function townsOfDemo() {
  const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=2000`);
  const counts = new Map<string, number>();
  for (const p of PlaceSearchResultSchema.parse(res.data).items)
    if (p.location.city) counts.set(p.location.city, (counts.get(p.location.city) ?? 0) + 1);
  return counts;
}

describe('GET /bff/places/cities', () => {
  it('lists every town of the e-shop once, most places first, each with its count', async () => {
    const towns = await townsOfDemo();
    const all = await cities('limit=50');
    expect(new Map(all.map((t) => [t.city, t.places]))).toEqual(towns);
    const counts = all.map((t) => t.places);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await cities('limit=2')).toEqual(all.slice(0, 2));
  });

  it('matches the start of a word of the town, without case or diacritics, and follows a new place', async () => {
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({
        name: 'Výdejna Ústí',
        location: {
          line1: 'Mírové náměstí 1',
          city: 'Ústí nad Labem',
          zipCode: '400 01',
          gps: { latitude: '50.6607', longitude: '14.0323' },
        },
      }),
    });
    expect(created.status, created.text).toBe(201);
    expect(await cities('q=usti')).toEqual([{ city: 'Ústí nad Labem', places: 1 }]);
    expect(await cities('q=LAB')).toEqual([{ city: 'Ústí nad Labem', places: 1 }]);
    expect(await cities('q=nad%20u')).toEqual([{ city: 'Ústí nad Labem', places: 1 }]);
    expect(await cities('q=stí')).toEqual([]);
    expect((await staff.fetch(`/api/v1/pickup-place/${created.data.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await cities('q=usti')).toEqual([]);
  });

  it('refuses a bad query naming the parameter, and keeps to this installation and signed-in users', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['colour=red', 'colour'],
    ]) {
      const res = await staff.fetch(`/bff/places/cities?eshopId=${DEMO_ESHOP}&${query}`);
      expect(res.status).toBe(400);
      expect(res.data.properties.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await staff.fetch(`/bff/places/cities?eshopId=${OTHER_ESHOP}`)).status).toBe(404);
    expect(
      (await new BrowserClient(stack.bffUrl).fetch(`/bff/places/cities?eshopId=${DEMO_ESHOP}`)).status,
    ).toBe(401);
  });
});
