import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobPreview } from '@/contract/desk/bulk-jobs';
import { distanceKm } from '@/domain/pin-distance';
import { describeChanges } from '@/domain/words/change-text';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { platformPlace, waitForJob } from '@/testing/bulk-jobs';
import { startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, startStack, type BrowserClient, type Stack } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// "Place pins from addresses" (issue 46) as a job, through the BFF's HTTP routes against a real
// sandbox: with the embedded gazetteer a Praha address pinned in Brno is moved to Praha and a pin
// in its own town is left alone, previewed first and undone after; with Nominatim (a fake in its
// own format) the pin lands on the house, and a 429 from it is waited out, not a failed place.

const PRAHA = { latitude: 50.0875, longitude: 14.4213 };
const VODICKOVA = { latitude: 50.0797236, longitude: 14.4244586 };

async function twoPlaces(client: BrowserClient) {
  const create = async (location: Record<string, unknown>) => {
    const body = newPlaceBody({ name: `Pins ${Math.random().toString(36).slice(2, 8)}`, location });
    const res = await client.fetch('/api/v1/pickup-place', { method: 'POST', json: body });
    expect(res.status, res.text).toBe(201);
    return res.data.id as string;
  };
  // Vodičkova in Praha, pinned in Brno (185 km away); Třeboň pinned in Třeboň.
  const far = await create({
    line1: 'Vodičkova 12',
    city: 'Praha',
    zipCode: '110 00',
    gps: { latitude: '49.1951', longitude: '16.6068' },
  });
  const near = await create({
    line1: 'Náměstí Míru 12',
    city: 'Třeboň',
    zipCode: '379 01',
    gps: { latitude: '49.0036', longitude: '14.7706' },
  });
  return { far, near };
}

const post = (client: BrowserClient, ids: string[], dryRun: boolean) =>
  client.fetch('/bff/jobs', {
    method: 'POST',
    json: { eshopId: DEMO_ESHOP, selection: { ids }, action: { kind: 'placePins' }, dryRun },
  });

const pinOf = async (sandboxUrl: string, id: string) =>
  (await platformPlace(sandboxUrl, id)).place.location.gps;

describe('place pins from addresses, with the embedded gazetteer', () => {
  const stack = useStack();
  let staff: BrowserClient;
  let ids: { far: string; near: string };
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    ids = await twoPlaces(staff);
  });

  it('previews the far place alone, with the pin its town gives, sending nothing', async () => {
    const res = await post(staff, [ids.far, ids.near], true);
    expect(res.status, res.text).toBe(200);
    const preview = res.data as JobPreview;
    expect(preview).toMatchObject({ selected: 2, changing: 1, unchanged: 1 });
    expect(preview.sample.map((s) => s.placeId)).toEqual([ids.far]);
    const [change] = preview.sample[0]!.changes;
    expect(change!.field).toBe('location');
    const after = (change!.after as { gps: { latitude: string; longitude: string } }).gps;
    expect(distanceKm({ latitude: +after.latitude, longitude: +after.longitude }, PRAHA)).toBeLessThan(5);
    // In words, the address unchanged: its pin.
    expect(describeChanges(preview.sample[0]!.changes)).toEqual([
      expect.stringMatching(
        /^Address: Vodičkova 12, 110 00, Praha · 49\.1951, 16\.6068 → Vodičkova 12, 110 00, Praha · 50\.\d+, 14\.\d+$/,
      ),
    ]);
    expect((await pinOf(stack().sandboxUrl, ids.far))?.latitude).toBe(49.1951);
  });

  it('moves the far pin into its town, leaves the near one, and undoes it', async () => {
    const res = await post(staff, [ids.far, ids.near], false);
    expect(res.status, res.text).toBe(202);
    const job: Job = await waitForJob(staff, res.data.id);
    expect(job.counts).toMatchObject({ done: 1, failed: 0 });
    const moved = (await pinOf(stack().sandboxUrl, ids.far))!;
    expect(distanceKm(moved, PRAHA)).toBeLessThan(5);
    expect(await pinOf(stack().sandboxUrl, ids.near)).toEqual({ latitude: 49.0036, longitude: 14.7706 });

    // Run again: nothing wants a pin now.
    const again = await post(staff, [ids.far, ids.near], true);
    expect(again.data).toMatchObject({ changing: 0, unchanged: 2 });

    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    expect((await waitForJob(staff, undo.data.id)).counts).toMatchObject({ done: 1, failed: 0 });
    expect(await pinOf(stack().sandboxUrl, ids.far)).toEqual({ latitude: 49.1951, longitude: 16.6068 });
  });
});

describe('place pins from addresses, with Nominatim', () => {
  let fake: FakeUpstream;
  let stack: Stack;
  let staff: BrowserClient;
  let busyOnce = false;
  const asked: string[] = [];
  beforeAll(async () => {
    fake = await startFakeUpstream((req: IncomingMessage, res: ServerResponse) => {
      asked.push(req.url!);
      if (busyOnce) {
        busyOnce = false;
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        return res.end('{"error":"slow down"}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify([
          {
            lat: String(VODICKOVA.latitude),
            lon: String(VODICKOVA.longitude),
            type: 'house',
            addresstype: 'place',
            display_name: 'Vodičkova 681/12, Praha',
            address: {
              road: 'Vodičkova',
              house_number: '681/12',
              city: 'Praha',
              postcode: '110 00',
              country_code: 'cz',
            },
          },
        ]),
      );
    });
    stack = await startStack({
      bff: { geocoder: 'nominatim', geocoderUrl: fake.url, geocoderContact: 'ops@example.cz' },
    });
    staff = await signedIn(stack, 'staff');
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('lands the pin on the house, the provider’s 429 waited out', async () => {
    const ids = await twoPlaces(staff);
    busyOnce = true;
    const res = await post(staff, [ids.far, ids.near], false);
    expect(res.status, res.text).toBe(202);
    const job: Job = await waitForJob(staff, res.data.id);
    expect(job.counts).toMatchObject({ done: 1, failed: 0 });
    expect(await pinOf(stack.sandboxUrl, ids.far)).toEqual(VODICKOVA);
    // Asked twice for the one address: the 429, then the answer; with the address as typed.
    expect(asked).toHaveLength(2);
    expect(new URL(asked[1]!, 'http://x').searchParams.get('q')).toBe('Vodičkova 12, 110 00 Praha');
  });
});
