import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Job } from '../contract/desk/bulk-jobs';
import type { PickupPlace } from '../contract/places';
import type { NewJob } from '../bff/store/jobs';
import { newPlaceBody } from '../sandbox/testing/test-sandbox';
import { DEMO_ESHOP, DEMO_KEY, type BrowserClient } from './stack';

// Helpers of the bulk job tests: places of a city of their own, a job run to its end, a place
// read straight from the platform.

const PLACES = '/api/v1/pickup-place';

/** Creates `count` places in `city` through the BFF; answers their ids. */
export async function placesIn(client: BrowserClient, city: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < count; k++) {
    const body = newPlaceBody({
      name: `${city} ${k + 1}`,
      location: {
        line1: `Hlavní ${k + 1}`,
        city,
        zipCode: '110 00',
        gps: { latitude: '50.09', longitude: '14.42' },
      },
    });
    const res = await client.fetch(PLACES, { method: 'POST', json: body });
    expect(res.status, res.text).toBe(201);
    ids.push(res.data.id);
  }
  return ids;
}

/** Starts a job and answers it (202). */
export async function startJob(client: BrowserClient, body: Record<string, unknown>): Promise<Job> {
  const res = await client.fetch('/bff/jobs', { method: 'POST', json: { eshopId: DEMO_ESHOP, ...body } });
  expect(res.status, res.text).toBe(202);
  return res.data as Job;
}

/** Polls the job until it ends (or `until` holds); answers its last state. */
export async function waitForJob(
  client: BrowserClient,
  id: string,
  until: (job: Job) => boolean = (job) => job.state === 'finished' || job.state === 'cancelled',
  timeoutMs = 20_000,
): Promise<Job> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.fetch(`/bff/jobs/${id}`);
    expect(res.status, res.text).toBe(200);
    if (until(res.data)) return res.data as Job;
    if (Date.now() > end) throw new Error(`job ${id} did not get there: ${res.text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A place as the platform has it, with its ETag. */
export async function platformPlace(sandboxUrl: string, id: string) {
  const res = await fetch(`${sandboxUrl}${PLACES}/${id}`, { headers: { 'x-api-key': DEMO_KEY } });
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    place: (await res.json()) as PickupPlace,
  };
}

/** Changes a place straight on the platform, as another user would. */
export async function patchOnPlatform(sandboxUrl: string, id: string, body: unknown) {
  const res = await fetch(`${sandboxUrl}${PLACES}/${id}`, {
    method: 'PATCH',
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** A job as the stores take it: a deletion of one place, made by staff (store tests). */
export const storeJob = (id: string): NewJob => ({
  id,
  eshopId: 'e',
  action: { kind: 'delete' },
  createdBy: 'staff',
  createdById: null,
  createdRole: 'staff',
  createdAt: new Date().toISOString(),
  undoOf: null,
  retryOf: null,
  skipped: 0,
  items: [{ placeId: randomUUID(), name: 'A' }],
});
