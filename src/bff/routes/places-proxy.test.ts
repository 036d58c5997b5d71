import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserClient,
  DEMO_ESHOP,
  DEMO_KEY,
  EMPTY_ESHOP,
  OTHER_ESHOP,
  startStack,
  type Stack,
} from '@/testing/stack';
import { PNG, fileForm } from '@/sandbox/testing/images';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { PLACES, expectNoUpstreamSecrets } from './places-proxy.fixture';

// The pickup place proxy of the BFF over real HTTP, with a real sandbox behind it. The image size
// limit and a misbehaving platform have files of their own (places-proxy-*.test.ts).

const placeCount = (stack: Stack) =>
  (stack.sandboxDb.prepare('SELECT COUNT(*) AS n FROM places').get() as { n: number }).n;

describe('places through the BFF, against the sandbox', () => {
  let stack: Stack;
  let staff: BrowserClient;

  beforeAll(async () => {
    stack = await startStack();
    staff = await signedIn(stack, 'staff');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await staff.fetch(PLACES, { method: 'POST', json: newPlaceBody(overrides) });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    return res;
  };

  it('needs a session for every call', async () => {
    const anonymous = new BrowserClient(stack.bffUrl);
    expectProblem(await anonymous.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}`), 401);
  });

  it('lists a page with the upstream page metadata passed through', async () => {
    const res = await staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}&size=5&page=1`);
    expect(res.status).toBe(200);
    expect(res.data.items).toHaveLength(5);
    expect(res.data.page).toMatchObject({ size: 5, number: 1, first: false, last: false });
    const direct = await fetch(`${stack.sandboxUrl}${PLACES}?eshopId=${DEMO_ESHOP}&size=5&page=1`, {
      headers: { 'x-api-key': DEMO_KEY },
    });
    const upstream = (await direct.json()) as { page: unknown; items: { id: string }[] };
    expect(res.data.page).toEqual(upstream.page);
    expect(res.data.items.map((p: { id: string }) => p.id)).toEqual(upstream.items.map((p) => p.id));
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('creates (201, Location, ETag), reads, revalidates with 304, updates with If-Match and deletes', async () => {
    const created = await create();
    const id = created.data.id as string;
    expect(created.headers.get('location')).toMatch(new RegExp(`/api/v1/pickup-place/${id}$`));
    const createdTag = created.headers.get('etag');
    expect(createdTag).toMatch(/^"/);

    const read = await staff.fetch(`${PLACES}/${id}`);
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ id, eshopId: DEMO_ESHOP, name: newPlaceBody().name });
    const tag = read.headers.get('etag')!;
    expect(tag).toBe(createdTag);

    const notModified = await staff.fetch(`${PLACES}/${id}`, { headers: { 'if-none-match': tag } });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');

    const updated = await staff.fetch(`${PLACES}/${id}`, {
      method: 'PATCH',
      json: { name: 'Nový název' },
      headers: { 'if-match': tag },
    });
    expect(updated.status).toBe(200);
    expect(updated.data.name).toBe('Nový název');
    const newTag = updated.headers.get('etag');
    expect(newTag).toBeTruthy();
    expect(newTag).not.toBe(tag);

    const stale = await staff.fetch(`${PLACES}/${id}`, {
      method: 'PATCH',
      json: { name: 'Lost update' },
      headers: { 'if-match': tag },
    });
    expectProblem(stale, 412);
    expect((await staff.fetch(`${PLACES}/${id}`)).data.name).toBe('Nový název');

    // The old copy is no longer current: no 304 for it.
    expect((await staff.fetch(`${PLACES}/${id}`, { headers: { 'if-none-match': tag } })).status).toBe(200);

    const deleted = await staff.fetch(`${PLACES}/${id}`, {
      method: 'DELETE',
      headers: { 'if-match': newTag! },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expectProblem(await staff.fetch(`${PLACES}/${id}`), 404);
  });

  it('validates a create body in the BFF: 400 naming the fields, and nothing reaches the sandbox', async () => {
    const before = placeCount(stack);
    const res = await staff.fetch(PLACES, {
      method: 'POST',
      json: newPlaceBody({ name: '', email: 'not-an-email', storageTimeInDays: 0, colour: 'red' }),
    });
    expectProblem(res, 400, '/problems/validation-error');
    const fields = (res.data.properties?.errors ?? []).map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'storageTimeInDays', 'colour']));
    for (const e of res.data.properties.errors) expect(e.message).toEqual(expect.any(String));
    expect(placeCount(stack)).toBe(before);

    const badPatch = await staff.fetch(`${PLACES}/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, {
      method: 'PATCH',
      json: { phone: 'call me' },
    });
    expectProblem(badPatch, 400);
    expect(badPatch.data.properties.errors.map((e: { field: string }) => e.field)).toContain('phone');

    const badId = await staff.fetch(`${PLACES}/not-a-uuid`);
    expectProblem(badId, 400);
    expect(badId.data.properties.errors.map((e: { field: string }) => e.field)).toContain('id');
  });

  it('answers 404 for an e-shop this installation does not manage, on list and create', async () => {
    const before = placeCount(stack);
    expectProblem(await staff.fetch(`${PLACES}?eshopId=${OTHER_ESHOP}`), 404);
    expectProblem(
      await staff.fetch(PLACES, { method: 'POST', json: newPlaceBody({ eshopId: OTHER_ESHOP }) }),
      404,
    );
    expect(placeCount(stack)).toBe(before);
    // A managed but empty e-shop is a normal, empty list.
    const empty = await staff.fetch(`${PLACES}?eshopId=${EMPTY_ESHOP}`);
    expect(empty.status).toBe(200);
    expect(empty.data.items).toEqual([]);
  });

  it('passes an upstream ProblemDetail (409 duplicate originPickupPlaceId) through with its status and errors', async () => {
    const first = await create();
    const dup = await staff.fetch(PLACES, {
      method: 'POST',
      json: newPlaceBody({ originPickupPlaceId: first.data.originPickupPlaceId }),
    });
    expectProblem(dup, 409, '/problems/conflict');
    expect(dup.data.detail).toContain(first.data.originPickupPlaceId);
    expect(dup.data.properties.errors).toEqual([
      { field: 'originPickupPlaceId', message: expect.any(String) },
    ]);
    expect(dup.data.instance).toBe(PLACES);
  });

  it('refuses writes to the support role with 403 and lets it read', async () => {
    const support = await signedIn(stack, 'support');
    expect((await support.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}&size=1`)).status).toBe(200);
    const before = placeCount(stack);
    expectProblem(await support.fetch(PLACES, { method: 'POST', json: newPlaceBody() }), 403);
    expect(placeCount(stack)).toBe(before);
  });

  it('uploads an image through the BFF and serves it on the BFF origin', async () => {
    const id = (await create()).data.id as string;
    const res = await staff.fetch(`${PLACES}/${id}/image`, {
      method: 'POST',
      body: fileForm(PNG, 'image/png', 'pixel.png'),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.data).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const url = res.data.url as string;
    expect(url.startsWith(`${stack.bffUrl}/files/`)).toBe(true);
    expect((await staff.fetch(`${PLACES}/${id}`)).data.image).toBe(url);

    const file = await fetch(url, { headers: { cookie: staff.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expectNoUpstreamSecrets(file.headers);

    // The image is behind the session too.
    expect((await fetch(url)).status).toBe(401);
  });

  it('refuses an upload that is not multipart with 415 and a non-image with 400 from upstream', async () => {
    const id = (await create()).data.id as string;
    expectProblem(
      await staff.fetch(`${PLACES}/${id}/image`, { method: 'POST', json: { file: PNG.toString('base64') } }),
      415,
    );
    const text = await staff.fetch(`${PLACES}/${id}/image`, {
      method: 'POST',
      body: fileForm(Buffer.from('not an image at all\n'.repeat(4)), 'image/png', 'pixel.png'),
    });
    expectProblem(text, 400);
    expect(text.data.properties.errors[0].field).toBe('file');
  });

  it('uploads the part named file among others, and names a part of Object’s names (issue 49)', async () => {
    const id = (await create()).data.id as string;
    const form = (first: string) => {
      const f = new FormData();
      f.append(first, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'other.png');
      f.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pixel.png');
      return f;
    };
    const other = await staff.fetch(`${PLACES}/${id}/image`, { method: 'POST', body: form('other') });
    expect(other.status, other.text).toBe(201);
    expect(other.data).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const proto = await staff.fetch(`${PLACES}/${id}/image`, { method: 'POST', body: form('__proto__') });
    expectProblem(proto, 400);
    expect(proto.data.properties.errors[0]).toEqual({
      field: 'file',
      message: 'must not come with a part named __proto__, constructor or another name of Object',
    });
  });

  it('never lets upstream Set-Cookie or WWW-Authenticate through', () => {
    for (let i = 0; i < staff.seen.length; i += 2) {
      const headers = JSON.parse(staff.seen[i]!) as [string, string][];
      const names = headers.map(([n]) => n.toLowerCase());
      expect(names).not.toContain('www-authenticate');
      for (const [name, value] of headers) if (name === 'set-cookie') expect(value).toMatch(/^pd_session=/);
    }
  });

  it('does not answer a refused installation API key with the session’s 401, but with a 502', async () => {
    const pickup = stack.config.pickup!;
    stack.config.pickup = { ...pickup, apiKey: 'sandbox-key-revoked' };
    try {
      const res = await staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}`);
      expectProblem(res, 502);
      expectNoUpstreamSecrets(res.headers);
    } finally {
      stack.config.pickup = pickup;
    }
  });

  it('answers 502 ProblemDetail when the platform is down', async () => {
    await stack.stopSandbox();
    const res = await staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}`);
    expectProblem(res, 502, '/problems/upstream-unavailable');
    const write = await staff.fetch(PLACES, { method: 'POST', json: newPlaceBody() });
    expectProblem(write, 502);
  });
});
