import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GeocodeReverseAnswerSchema, GeocodeSearchAnswerSchema } from '@/contract/desk/geocoding';
import { PlaceSearchResultSchema } from '@/contract/place-search';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient, DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';

// GET /bff/geocode/search and /reverse through the real BFF over HTTP, answered by the embedded
// gazetteer (no network): a Czech or Slovak address to its town, a pin to its town, bad queries
// named, and sign-in required.

let stack: Stack;
let support: BrowserClient;
beforeAll(async () => {
  stack = await startStack();
  support = await signedIn(stack, 'support');
});
afterAll(() => stack?.close());

async function search(query: string) {
  const res = await support.fetch(`/bff/geocode/search?${query}`);
  expect(res.status, res.text).toBe(200);
  return GeocodeSearchAnswerSchema.parse(res.data);
}

describe('GET /bff/geocode/search', () => {
  it('places a typed Czech address in its town, at town precision, credited to GeoNames', async () => {
    const answer = await search(`q=${encodeURIComponent('Vodičkova 12, Praha 1')}&countryCode=CZ`);
    expect(answer.provider).toBe('embedded');
    expect(answer.attribution).toMatch(/GeoNames/);
    expect(answer.candidates).toHaveLength(1);
    const [praha] = answer.candidates;
    expect(praha).toMatchObject({ precision: 'town', address: { city: 'Praha', countryCode: 'CZ' } });
    expect(praha!.latitude).toBeCloseTo(50.09, 1);
    expect(praha!.longitude).toBeCloseTo(14.42, 1);
  });

  it('finds a Slovak town written without its diacritics, and nothing for a made-up one', async () => {
    const kosice = await search('q=kosice&countryCode=SK');
    expect(kosice.candidates.map((c) => c.address.city)).toEqual(['Košice']);
    expect((await search('q=Xyzzyville&countryCode=CZ')).candidates).toEqual([]);
  });

  it('names the field of a bad query', async () => {
    for (const query of ['', 'q=', 'q=Brno&countryCode=cz', 'q=Brno&limit=99']) {
      const res = await support.fetch(`/bff/geocode/search?${query}`);
      expectProblem(res, 400);
    }
  });

  it('asks for a session', async () => {
    const res = await new BrowserClient(stack.bffUrl).fetch('/bff/geocode/search?q=Brno');
    expect(res.status).toBe(401);
  });
});

describe('GET /bff/geocode/reverse', () => {
  it('suggests the town a pin is in, the city for a section of one', async () => {
    const res = await support.fetch('/bff/geocode/reverse?latitude=49.2233&longitude=16.5875');
    expect(res.status, res.text).toBe(200);
    const answer = GeocodeReverseAnswerSchema.parse(res.data);
    expect(answer.candidate?.address).toEqual({ city: 'Brno', countryCode: 'CZ' });
  });

  it('suggests nothing for a pin at sea, and refuses a coordinate out of range', async () => {
    const res = await support.fetch('/bff/geocode/reverse?latitude=40&longitude=-40');
    expect(GeocodeReverseAnswerSchema.parse(res.data).candidate).toBeNull();
    expectProblem(await support.fetch('/bff/geocode/reverse?latitude=91&longitude=0'), 400);
  });
});

describe('the quality flag "pin far from its address"', () => {
  it('flags none of the demo places, and a new place whose pin is 90 km from its town', async () => {
    const staff = await signedIn(stack, 'staff');
    const flagged = async () => {
      const res = await staff.fetch(
        `/bff/places/search?eshopId=${DEMO_ESHOP}&flag=pinFarFromAddress&size=100`,
      );
      expect(res.status, res.text).toBe(200);
      return PlaceSearchResultSchema.parse(res.data).items.map((p) => p.name);
    };
    expect(await flagged()).toEqual([]);
    const created = await staff.fetch('/api/v1/pickup-place', {
      method: 'POST',
      json: newPlaceBody({
        name: 'Výdejna Vodičkova',
        location: {
          line1: 'Vodičkova 12',
          city: 'Praha 1',
          zipCode: '110 00',
          // One click on the country-wide map: the middle of Czechia.
          gps: { latitude: '49.81', longitude: '15.49' },
        },
      }),
    });
    expect(created.status, created.text).toBe(201);
    await vi.waitFor(async () => expect(await flagged()).toEqual(['Výdejna Vodičkova']), { timeout: 10_000 });
  });
});
