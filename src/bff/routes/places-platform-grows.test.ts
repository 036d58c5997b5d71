import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardingUpstream, type Forwarded } from '@/testing/forwarding-upstream';
import { startJob, waitForJob } from '@/testing/bulk-jobs';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, DEMO_KEY, startStack, type BrowserClient, type Stack } from '@/testing/stack';

// Issue 42: a platform that has moved on since the documents. A proxy in front of the sandbox
// rewrites its answers as such a platform would: two places with a carrier, an origin and a type
// the documents do not list, `null` for absent fields, fields of their own; one place no version
// could read. Nothing else changes. Every place must still open and save, be found, show on the
// map and leave in both exports; the odd one degrades itself only; admins see the drift.

type Json = Record<string, unknown>;

describe('a platform that grows', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  let staff: BrowserClient;
  let admin: BrowserClient;
  let grown: string[];
  let broken: string;
  let total: number;

  const grow = (place: Json): Json => {
    if (grown.includes(place.id as string))
      return {
        ...place,
        carrier: 'ALZABOX',
        origin: 'WOOCOMMERCE',
        type: place.id === grown[0] ? 'PICKUP_LOCKER' : place.type,
        note: place.note ?? null,
        image: place.image ?? null,
        lockerCapacity: 42,
        location: { ...(place.location as Json), line2: null, what3words: 'index.home.raft' },
      };
    if (place.id === broken) return { ...place, storageTimeInDays: 'forever' };
    return place;
  };
  const rewrite = (call: Forwarded, body: Buffer): Buffer => {
    if (!call.path.startsWith('/api/v1/pickup-place') || body.length === 0) return body;
    let json: Json;
    try {
      json = JSON.parse(body.toString('utf8')) as Json;
    } catch {
      return body;
    }
    if (Array.isArray(json.items)) json = { ...json, items: (json.items as Json[]).map(grow) };
    else if (typeof json.id === 'string') json = grow(json);
    return Buffer.from(JSON.stringify(json));
  };

  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({ upstreamUrl: proxy.url });
    proxy.state.target = stack.sandboxUrl;
    const page = await fetch(`${stack.sandboxUrl}/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=2000`, {
      headers: { 'x-api-key': DEMO_KEY },
    });
    const items = ((await page.json()) as { items: Json[] }).items;
    total = items.length;
    grown = [items[0]!.id as string, items[1]!.id as string];
    broken = items[2]!.id as string;
    proxy.state.rewrite = rewrite;
    staff = await signedIn(stack, 'staff');
    admin = await signedIn(stack, 'admin');
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('opens a grown place with what the platform sent, unknown fields included', async () => {
    const res = await staff.fetch(`/api/v1/pickup-place/${grown[0]}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      carrier: 'ALZABOX',
      origin: 'WOOCOMMERCE',
      type: 'PICKUP_LOCKER',
      lockerCapacity: 42,
      location: { what3words: 'index.home.raft' },
    });
  });

  it('saves a rename of a grown place, sending only the name', async () => {
    const read = await staff.fetch(`/api/v1/pickup-place/${grown[1]}`);
    const sent: string[] = [];
    proxy.state.intercept = (call) => {
      if (call.method === 'PATCH') sent.push(call.body.toString('utf8'));
      return false;
    };
    const res = await staff.fetch(`/api/v1/pickup-place/${grown[1]}`, {
      method: 'PATCH',
      headers: { 'if-match': read.headers.get('etag')! },
      json: { name: 'Renamed box' },
    });
    proxy.state.intercept = null;
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Renamed box', carrier: 'ALZABOX' });
    expect(sent.map((b) => JSON.parse(b))).toEqual([{ name: 'Renamed box' }]);
  });

  it('a bulk change, its undo and a history revert send only their fields', async () => {
    const sent: { path: string; body: Json }[] = [];
    proxy.state.intercept = (call) => {
      if (call.method === 'PATCH')
        sent.push({ path: call.path, body: JSON.parse(call.body.toString('utf8')) });
      return false;
    };
    const job = await startJob(staff, {
      selection: { ids: grown },
      action: { kind: 'storageTime', days: 11 },
    });
    expect((await waitForJob(staff, job.id)).counts).toMatchObject({ done: 2, failed: 0 });
    expect(sent.map((c) => c.body)).toEqual([{ storageTimeInDays: 11 }, { storageTimeInDays: 11 }]);

    sent.length = 0;
    const undo = await staff.fetch(`/bff/jobs/${job.id}/undo`, { method: 'POST' });
    expect(undo.status, undo.text).toBe(202);
    expect((await waitForJob(staff, undo.data.id)).counts).toMatchObject({ done: 2, failed: 0 });
    expect(sent.map((c) => Object.keys(c.body))).toEqual([['storageTimeInDays'], ['storageTimeInDays']]);

    sent.length = 0;
    const history = await staff.fetch(`/bff/places/${grown[1]}/history`);
    const rename = (history.data.items as { id: string; changes?: { field: string }[] }[]).find((e) =>
      e.changes?.some((c) => c.field === 'name'),
    );
    expect(rename).toBeDefined();
    const revert = await staff.fetch(`/bff/places/${grown[1]}/history/${rename!.id}/revert`, {
      method: 'POST',
    });
    expect(revert.status, revert.text).toBeLessThan(300);
    expect(sent.map((c) => c.body)).toEqual([{ name: expect.any(String) }]);
    proxy.state.intercept = null;

    const stored = await fetch(`${stack.sandboxUrl}/api/v1/pickup-place/${grown[1]}`, {
      headers: { 'x-api-key': DEMO_KEY },
    });
    expect(((await stored.json()) as Json).name).not.toBe('Renamed box');
  });

  it('finds every readable place, filters by the new carrier and offers it', async () => {
    const all = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=200`);
    expect(all.status).toBe(200);
    const ids = (all.data.items as Json[]).map((p) => p.id);
    expect(ids).toHaveLength(total - 1);
    expect(ids).toEqual(expect.arrayContaining(grown));
    expect(ids).not.toContain(broken);
    expect(all.data.otherValues).toEqual({ type: ['PICKUP_LOCKER'], carrier: ['ALZABOX'], country: [] });

    const alza = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&carrier=ALZABOX`);
    expect(alza.status).toBe(200);
    expect((alza.data.items as Json[]).map((p) => p.id).sort()).toEqual([...grown].sort());
    const locker = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&type=PICKUP_LOCKER`);
    expect((locker.data.items as Json[]).map((p) => p.id)).toEqual([grown[0]]);
    // A listed carrier no longer matches a place that moved to a new one.
    const listed = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&carrier=BUDBEE&size=200`);
    expect((listed.data.items as Json[]).map((p) => p.id)).not.toEqual(expect.arrayContaining(grown));
  });

  it('still refuses a value neither listed nor held, naming the allowed ones', async () => {
    const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&carrier=PPL,NOPE`);
    expect(res.status).toBe(400);
    expect(res.data.properties.errors.map((e: { field: string }) => e.field)).toEqual(['carrier']);
    expect(res.data.properties.allowed.carrier).toEqual(expect.arrayContaining(['PPL', 'ALZABOX']));
  });

  it('shows the grown places on the map and in both exports', async () => {
    const points = await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`);
    expect(points.status).toBe(200);
    const at = (points.data.ids as string[]).indexOf(grown[0]!);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(points.data.carrier[at]).toBe('ALZABOX');
    expect(points.data.type[at]).toBe('PICKUP_LOCKER');
    const filtered = await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}&carrier=ALZABOX`);
    expect((filtered.data.ids as string[]).sort()).toEqual([...grown].sort());

    const csv = await staff.fetch(`/bff/places/export.csv?eshopId=${DEMO_ESHOP}&carrier=ALZABOX`);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\n')).toHaveLength(3);
    expect(csv.text).toContain('ALZABOX');
    expect(csv.text).toContain('PICKUP_LOCKER');
    const geojson = await staff.fetch(`/bff/places/export.geojson?eshopId=${DEMO_ESHOP}&carrier=ALZABOX`);
    expect(geojson.status).toBe(200);
    const features = (geojson.data as { features: { properties: Json }[] }).features;
    expect(features.map((f) => f.properties.carrier)).toEqual(['ALZABOX', 'ALZABOX']);
  });

  it('tells admins what the platform sent, and counts it for Prometheus', async () => {
    await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}`);
    expect((await staff.fetch('/bff/platform-drift')).status).toBe(403);
    const res = await admin.fetch('/bff/platform-drift');
    expect(res.status).toBe(200);
    const entries = res.data.entries as Json[];
    const entry = (kind: string, field: string, value?: string) =>
      entries.find((e) => e.kind === kind && e.field === field && (value === undefined || e.value === value));
    expect(entry('value', 'carrier', 'ALZABOX')).toMatchObject({ resource: 'place', seenOn: 2 });
    expect(entry('value', 'type', 'PICKUP_LOCKER')).toMatchObject({ seenOn: 1, examples: [grown[0]] });
    expect(entry('field', 'lockerCapacity')).toMatchObject({ seenOn: 2, eshopIds: [DEMO_ESHOP] });
    expect(entry('field', 'location.what3words')).toBeDefined();
    expect(entry('null', 'location.line2')).toBeDefined();
    expect(entry('unreadable', '')).toMatchObject({ seenOn: 1, examples: [broken] });

    const metrics = await admin.fetch('/metrics');
    expect(metrics.text).toMatch(
      /bff_platform_drift_total\{resource="place",kind="value",field="carrier",value="ALZABOX"\} [1-9]/,
    );
  });
});
