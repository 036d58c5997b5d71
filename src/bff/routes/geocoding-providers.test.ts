import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocodeReverseAnswerSchema, GeocodeSearchAnswerSchema } from '@/contract/desk/geocoding';
import { expectProblem } from '@/testing/expect-problem';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { signedIn } from '@/testing/signed-in';
import { startStack, type BrowserClient, type Stack } from '@/testing/stack';

// GEOCODER=nominatim and GEOCODER=photon through the real BFF over HTTP, against fakes that answer
// in each provider's own format (Nominatim's jsonv2 with addressdetails, Photon's GeoJSON, as
// their documentation shows them): the pin lands on the street, the User-Agent names the contact,
// the same question is asked once, and garbage, a 5xx or a 429 become ProblemDetails.

const NOMINATIM_VODICKOVA = [
  {
    place_id: 1234,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 5678,
    lat: '50.0797236',
    lon: '14.4244586',
    category: 'place',
    type: 'house',
    place_rank: 30,
    importance: 0.00001,
    addresstype: 'place',
    name: '',
    display_name: '681/12, Vodičkova, Nové Město, Praha, Hlavní město Praha, 110 00, Česko',
    address: {
      house_number: '681/12',
      road: 'Vodičkova',
      suburb: 'Nové Město',
      city: 'Praha',
      state: 'Hlavní město Praha',
      postcode: '110 00',
      country: 'Česko',
      country_code: 'cz',
    },
    boundingbox: ['50.0796736', '50.0797736', '14.4244086', '14.4245086'],
  },
];
const PHOTON_REVERSE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [16.6076, 49.1951] },
      properties: {
        osm_type: 'N',
        osm_id: 42,
        osm_key: 'place',
        osm_value: 'house',
        type: 'house',
        housenumber: '5',
        street: 'Masarykova',
        postcode: '602 00',
        city: 'Brno',
        countrycode: 'CZ',
        country: 'Česko',
        state: 'Jihomoravský kraj',
      },
    },
  ],
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const jsonAnswer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function providerStack(kind: 'nominatim' | 'photon', handler: Handler) {
  const seen: IncomingMessage[] = [];
  const fake = await startFakeUpstream((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  const stack = await startStack({
    bff: { geocoder: kind, geocoderUrl: fake.url, geocoderContact: 'ops@example.cz' },
  });
  return { fake, stack, seen, client: await signedIn(stack, 'staff') };
}

describe('GEOCODER=nominatim', () => {
  let fake: FakeUpstream;
  let stack: Stack;
  let client: BrowserClient;
  let seen: IncomingMessage[];
  let mode: 'ok' | 'garbage' | 'down' | 'busy' = 'ok';
  beforeAll(async () => {
    ({ fake, stack, client, seen } = await providerStack('nominatim', (req, res) => {
      if (mode === 'garbage') return jsonAnswer(res, 200, '<html>maintenance</html>');
      if (mode === 'down') return jsonAnswer(res, 503, { error: 'down' });
      if (mode === 'busy') return jsonAnswer(res, 429, { error: 'slow down' });
      if (req.url!.startsWith('/reverse')) return jsonAnswer(res, 200, { error: 'Unable to geocode' });
      return jsonAnswer(res, 200, NOMINATIM_VODICKOVA);
    }));
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('lands the pin on the house, with the address in the place’s fields, asked once', async () => {
    const path = `/bff/geocode/search?q=${encodeURIComponent('Vodičkova 12, Praha')}&countryCode=CZ`;
    const res = await client.fetch(path);
    expect(res.status, res.text).toBe(200);
    const answer = GeocodeSearchAnswerSchema.parse(res.data);
    expect(answer).toMatchObject({
      provider: 'nominatim',
      attribution: expect.stringMatching(/OpenStreetMap/),
    });
    expect(answer.candidates).toEqual([
      {
        latitude: 50.0797236,
        longitude: 14.4244586,
        precision: 'house',
        label: NOMINATIM_VODICKOVA[0]!.display_name,
        address: {
          line1: 'Vodičkova 681/12',
          city: 'Praha',
          zipCode: '110 00',
          region: 'Hlavní město Praha',
          countryCode: 'CZ',
        },
      },
    ]);
    const asked = new URL(seen.at(-1)!.url!, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'cz',
    });
    expect(seen.at(-1)!.headers['user-agent']).toContain('ops@example.cz');
    const count = seen.length;
    expect((await client.fetch(path)).status).toBe(200);
    expect(seen.length).toBe(count);
  });

  it('answers null for a pin Nominatim cannot place', async () => {
    const res = await client.fetch('/bff/geocode/reverse?latitude=40&longitude=-40');
    expect(GeocodeReverseAnswerSchema.parse(res.data).candidate).toBeNull();
  });

  it('turns garbage and a 5xx into 502, and its 429 into a 429 with Retry-After', async () => {
    mode = 'garbage';
    expectProblem(await client.fetch('/bff/geocode/search?q=Garbage'), 502, '/problems/geocoder-unavailable');
    mode = 'down';
    expectProblem(await client.fetch('/bff/geocode/search?q=Down'), 502, '/problems/geocoder-unavailable');
    mode = 'busy';
    const busy = await client.fetch('/bff/geocode/search?q=Busy');
    expectProblem(busy, 429);
    expect(busy.headers.get('retry-after')).toBeTruthy();
    mode = 'ok';
  });
});

describe('GEOCODER=photon', () => {
  let fake: FakeUpstream;
  let stack: Stack;
  let client: BrowserClient;
  beforeAll(async () => {
    ({ fake, stack, client } = await providerStack('photon', (_req, res) =>
      jsonAnswer(res, 200, PHOTON_REVERSE),
    ));
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('suggests the street address of a pin, and keeps a search to its country', async () => {
    const res = await client.fetch('/bff/geocode/reverse?latitude=49.1951&longitude=16.6076');
    expect(res.status, res.text).toBe(200);
    expect(GeocodeReverseAnswerSchema.parse(res.data).candidate).toEqual({
      latitude: 49.1951,
      longitude: 16.6076,
      precision: 'house',
      label: 'Masarykova 5, 602 00 Brno',
      address: {
        line1: 'Masarykova 5',
        city: 'Brno',
        zipCode: '602 00',
        region: 'Jihomoravský kraj',
        countryCode: 'CZ',
      },
    });
    const cz = GeocodeSearchAnswerSchema.parse(
      (await client.fetch('/bff/geocode/search?q=Masarykova&countryCode=CZ')).data,
    );
    expect(cz.candidates).toHaveLength(1);
    const sk = GeocodeSearchAnswerSchema.parse(
      (await client.fetch('/bff/geocode/search?q=Masarykova&countryCode=SK')).data,
    );
    expect(sk.candidates).toEqual([]);
  });
});
