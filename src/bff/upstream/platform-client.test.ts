import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  NOACCESS_KEY,
  SHOWCASE_ORDER,
  newPlaceBody,
  useTestSandbox,
} from '@/sandbox/testing/test-sandbox';
import { samplePlace } from '@/testing/fixtures/places';
import { cutOffAnswer, startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import type { Problem } from '../problem';
import { createUpstreamClient } from './client';
import { createDriftRecorder } from './drift-recorder';
import type { Answer, NotModified, Relayed } from './platform-answers';
import type { PlatformAuth } from './platform-auth';
import { placeAnswer } from './place-reading';
import { PAGE_LIMIT } from './platform-calls';
import { createPlatformClient } from './platform-client';

// The platform client over real HTTP: against the embedded sandbox, which answers as the contract
// says, and against a fake platform that answers what no contract allows (garbage and HTML with
// 200, a refused key, bodies too large or cut off, a stall, a redirect), each of which must come
// back as an answer to switch on, never as a raw response, a crash or a leak.

const PLACE_ID = '11111111-1111-4111-8111-111111111111';
const client = createUpstreamClient(400);
afterAll(() => client.close(100));

describe('against the sandbox', () => {
  const sandbox = useTestSandbox();
  const platform = (apiKey = DEMO_KEY) =>
    createPlatformClient({ pickup: { baseUrl: sandbox().url, apiKey }, rest: null }, client).places;

  it('creates, reads, changes with If-Match and deletes a place, as parsed answers', async () => {
    const places = platform();
    const made = await places.create(newPlaceBody({ name: 'Client test' }));
    expect(made).toMatchObject({ kind: 'ok', data: { place: { name: 'Client test' } } });
    if (made.kind !== 'ok') return;
    const { id } = made.data;

    const read = await places.get(id);
    expect(read).toMatchObject({ kind: 'ok', status: 200, data: { id, eshopId: DEMO_ESHOP } });
    if (read.kind !== 'ok') return;
    expect(read.etag).toMatch(/^(W\/)?"/);

    const stale = await places.patch(id, '"not-the-current-tag"', { name: 'Too late' });
    expect(stale).toMatchObject({ kind: 'conflict', status: 412, problem: { status: 412 } });
    const changed = await places.patch(id, read.etag!, { name: 'Changed' });
    expect(changed).toMatchObject({ kind: 'ok', data: { id, name: 'Changed' } });

    const scope = await places.scope(id, { language: 'cs' });
    expect(scope).toMatchObject({ kind: 'ok', data: { eshopId: DEMO_ESHOP, place: { name: 'Changed' } } });

    const again = await places.get(id);
    expect(await places.remove(id, again.kind === 'ok' ? again.etag! : '')).toMatchObject({ kind: 'ok' });
    expect(await places.get(id)).toMatchObject({ kind: 'not-found', status: 404, problem: { status: 404 } });
  });

  it('reads a page of the list, and answers not-modified to its ETag', async () => {
    const places = platform();
    await places.create(newPlaceBody());
    const page = await places.list(DEMO_ESHOP, 0, { size: 50 });
    expect(page).toMatchObject({ kind: 'ok', data: { page: { number: 0 } } });
    if (page.kind !== 'ok') return;
    expect(page.data.items.length).toBeGreaterThan(0);
    expect(page.etag).toBeTruthy();
    expect(await places.list(DEMO_ESHOP, 0, { size: 50, etag: page.etag })).toEqual({
      kind: 'not-modified',
      etag: page.etag,
    });
  });

  it('tells a refused key apart from the user’s own refusal, with no secret in its words', async () => {
    for (const key of [NOACCESS_KEY, 'not-a-key-of-the-sandbox']) {
      const answer = await platform(key).list(DEMO_ESHOP, 0, { size: 10 });
      expect(answer).toMatchObject({
        kind: 'refused',
        problem: { status: 502, kind: 'upstream-credentials' },
      });
      expect([401, 403]).toContain((answer as { status: number }).status);
      expect(JSON.stringify(answer)).not.toContain(key);
    }
  });
});

describe('against a platform that misbehaves', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  let handler: Handler = (_req, res) => res.end();
  let seen: IncomingMessage | undefined;
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream((req, res) => {
      seen = req;
      req.resume();
      handler(req, res);
    });
  });
  afterAll(() => fake?.close());

  const config = () => ({
    pickup: { baseUrl: fake.url, apiKey: 'the-installation-key' },
    rest: { url: fake.url, basicToken: 'the-installation-token' },
  });
  const platform = (auth: PlatformAuth | null = null) => createPlatformClient(config(), client, auth);
  const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => {
    const text = JSON.stringify(body);
    return (_req, res) =>
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        })
        .end(text);
  };
  const place = samplePlace({ id: PLACE_ID, eshopId: DEMO_ESHOP });
  const get = () => platform().places.get(PLACE_ID);
  const relayed = () =>
    platform().places.relay.get(
      PLACE_ID,
      {},
      placeAnswer(() => true, undefined),
    );
  const expectBad = (answer: Answer<unknown> | NotModified | Relayed, status = 502) =>
    expect(answer).toMatchObject({
      kind: 'bad-answer',
      status,
      problem: { status, kind: status === 502 ? 'bad-upstream' : 'upstream-timeout' },
    });

  it('sends the installation’s key and asks for JSON, and answers the place parsed', async () => {
    handler = json(200, place, { etag: '"v7"' });
    expect(await get()).toEqual({ kind: 'ok', status: 200, data: place, etag: '"v7"' });
    expect(seen?.headers['x-api-key']).toBe('the-installation-key');
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.url).toBe(`/api/v1/pickup-place/${PLACE_ID}?prettyPrint=false`);
  });

  it('garbage, HTML, text and a place off the contract answered 200 are bad answers', async () => {
    for (const h of [
      (_req: IncomingMessage, res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":'),
      (_req: IncomingMessage, res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>'),
      (_req: IncomingMessage, res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(place)),
      json(200, { ...place, storageTimeInDays: 'forever', debug: 'sql: select *' }),
    ]) {
      handler = h;
      const answer = await get();
      expectBad(answer);
      expect(JSON.stringify(answer)).not.toMatch(/html|sql/);
      expectBad(await relayed());
    }
  });

  it('a 401 or 403 is the installation’s key refused, its body dropped', async () => {
    for (const status of [401, 403]) {
      handler = json(status, { title: 'Key the-installation-key refused', detail: 'db01.internal' });
      for (const answer of [await get(), await relayed()]) {
        expect(answer).toMatchObject({
          kind: 'refused',
          status,
          problem: { status: 502, kind: 'upstream-credentials' },
        });
        expect(JSON.stringify(answer)).not.toMatch(/the-installation-key|db01/);
      }
    }
  });

  it('an order’s Basic token refused says so; a user’s refused Bearer is theirs to see', async () => {
    handler = json(401, { code: 401, status: 'error', message: 'Unauthorized', errors: [] });
    const basic = await platform().orders.get(SHOWCASE_ORDER, { userId: 1, headers: {} });
    expect(basic).toMatchObject({ kind: 'refused', problem: { status: 502, kind: 'upstream-credentials' } });
    expect((basic as { problem: Problem }).problem.message).toMatch(/API token/);
    expect(seen?.headers.authorization).toBe('Basic the-installation-token');

    const auth = { accessToken: async () => 'users-token' } as unknown as PlatformAuth;
    handler = json(403, { code: 403, status: 'error', message: 'Forbidden', errors: [] });
    const bearer = await platform(auth).orders.get(SHOWCASE_ORDER, { userId: 1, headers: {} });
    expect(bearer).toMatchObject({ kind: 'refused', status: 403, problem: { status: 403 } });
    expect(seen?.headers.authorization).toBe('Bearer users-token');

    const none = createPlatformClient({ ...config(), rest: { url: fake.url } }, client);
    expect(await none.orders.get(SHOWCASE_ORDER, { userId: 1, headers: {} })).toEqual({
      kind: 'not-connected',
    });
  });

  it('retries an order once with a refreshed token after the platform called it invalid', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls++;
      if (req.headers.authorization === 'Bearer old')
        return res
          .writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"', 'content-length': 0 })
          .end();
      json(200, { id: SHOWCASE_ORDER })(req, res);
    };
    const auth = {
      accessToken: async () => 'old',
      afterRejection: async () => 'new',
    } as unknown as PlatformAuth;
    const answer = await platform(auth).orders.get(SHOWCASE_ORDER, { userId: 1, headers: {} });
    expect(answer).toMatchObject({ kind: 'ok', status: 200 });
    expect(calls).toBe(2);
    expect(seen?.headers.authorization).toBe('Bearer new');
  });

  it('a body larger than the cap, declared or not, is a bad answer', async () => {
    const big = `{"items":[${'{"id":"x"},'.repeat(PAGE_LIMIT / 8)}{}]}`;
    handler = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': big.length }).end(big);
    const declared = await platform().places.list(DEMO_ESHOP, 0, { size: 500 });
    expectBad(declared);
    expect((declared as { problem: Problem }).problem.message).toMatch(/larger/);
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(big);
    expectBad(await platform().places.list(DEMO_ESHOP, 0, { size: 500 }));
    const place = JSON.stringify({ ...samplePlace({ id: PLACE_ID }), note: 'x'.repeat(1024 * 1024) });
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(place);
    expectBad(await get());
  });

  it('a body cut off or stalled is a bad answer, 502 or 504', async () => {
    handler = cutOffAnswer('{"id":"');
    const cut = await get();
    expectBad(cut);
    expect((cut as { problem: Problem }).problem.message).toMatch(/broke off/);
    expectBad(await relayed());
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":"'); // and nothing more: the client's body timeout (400 ms) fires
    };
    expectBad(await get(), 504);
  });

  it('a change the platform made is ok even when its answer cannot be used', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>done</p>');
    const answer = await platform().places.patch(PLACE_ID, '"v1"', { name: 'X' });
    expect(answer).toMatchObject({ kind: 'ok', data: undefined });
    expect(seen?.headers['if-match']).toBe('"v1"');
    expect(seen?.headers['content-type']).toBe('application/json');
  });

  it('304, 409, 412, 429 and 503 are answers of their own, with the Retry-After named', async () => {
    handler = (_req, res) => res.writeHead(304, { etag: '"p0"' }).end();
    expect(await platform().places.list(DEMO_ESHOP, 0, { size: 500, etag: '"p0"' })).toEqual({
      kind: 'not-modified',
      etag: '"p0"',
    });
    expect(seen?.headers['if-none-match']).toBe('"p0"');
    // Not asked for, a 304 is no answer the app can use.
    expectBad(await platform().places.list(DEMO_ESHOP, 0, { size: 500 }));

    handler = json(409, { title: 'Conflict', detail: 'The change conflicts with another record.' });
    expect(await platform().places.create(newPlaceBody())).toMatchObject({ kind: 'conflict', status: 409 });
    handler = json(412, { title: 'Precondition Failed' }, { 'content-type': 'application/problem+json' });
    expect(await platform().places.remove(PLACE_ID, '"old"')).toMatchObject({
      kind: 'conflict',
      status: 412,
      problem: { status: 412, title: 'Precondition Failed' },
    });
    handler = json(429, { title: 'Too Many Requests' }, { 'retry-after': '3' });
    expect(await get()).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 3000 });
    handler = (_req, res) => res.writeHead(503, { 'retry-after': '7', 'content-length': 0 }).end();
    expect(await get()).toMatchObject({
      kind: 'unavailable',
      status: 503,
      retryAfterMs: 7000,
      problem: { status: 503, kind: 'upstream-maintenance' },
    });
    handler = (_req, res) => res.writeHead(500, { 'content-length': 0 }).end();
    expect(await get()).toMatchObject({ kind: 'upstream-error', status: 500, problem: { status: 502 } });
  });

  it('a redirect or an unexpected success is a bad answer, never followed', async () => {
    handler = (_req, res) =>
      res.writeHead(302, { location: 'https://evil.example/', 'content-length': 0 }).end();
    expectBad(await get());
    expectBad(await relayed());
    handler = json(202, place);
    expectBad(await get());
  });

  it('relays a large list as a checked stream, a small place as checked bytes', async () => {
    const items = Array.from({ length: 200 }, (_, i) => samplePlace({ id: PLACE_ID, name: `P${i}` }));
    const page = JSON.stringify({ items, page: null });
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(page);
    const list = await platform().places.relay.list(`eshopId=${DEMO_ESHOP}`, { 'x-request-id': 'r1' });
    expect(list.kind).toBe('ok');
    if (list.kind !== 'ok') return;
    expect(list.body).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of list.body as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(page);
    expect(seen?.url).toBe(`/api/v1/pickup-place?prettyPrint=false&eshopId=${DEMO_ESHOP}`);
    expect(seen?.headers['x-request-id']).toBe('r1');

    handler = json(200, place);
    const one = await relayed();
    expect(one).toMatchObject({ kind: 'ok', status: 200 });
    expect(Buffer.isBuffer((one as { body: unknown }).body)).toBe(true);
  });

  it('an upload streams to the platform and its FileInfo is heard and checked', async () => {
    const info = {
      path: 'p/x.png',
      url: '/files/p/x.png',
      contentType: 'image/png',
      size: 3,
      created: '2026-01-01T00:00:00Z',
      updated: '2026-01-01T00:00:00Z',
    };
    handler = json(201, info);
    let heard: unknown;
    const answer = await platform().places.upload(PLACE_ID, Readable.from([Buffer.from('png')]), {
      contentType: 'multipart/form-data; boundary=x',
      length: 3,
      headers: {},
      seen: (body) => (heard = body),
    });
    expect(answer).toMatchObject({ kind: 'ok', status: 201 });
    expect(heard).toEqual(info);
    expect(seen?.url).toBe(`/api/v1/pickup-place/${PLACE_ID}/image?prettyPrint=false`);
    handler = json(201, { path: 1 });
    const bad = await platform().places.upload(PLACE_ID, Readable.from([Buffer.from('png')]), {
      contentType: 'multipart/form-data; boundary=x',
      headers: {},
    });
    expectBad(bad);
  });

  it('reads a place of a newer platform, and leaves out of a page only the place it cannot read', async () => {
    const drift = createDriftRecorder();
    const heard = createPlatformClient(config(), { ...client, drift });
    const grown = {
      ...samplePlace({ id: PLACE_ID, eshopId: DEMO_ESHOP }),
      carrier: 'ALZABOX',
      note: null,
      lockerCapacity: 42,
    };
    handler = json(200, grown, { etag: '"g1"' });
    const read = await heard.places.get(PLACE_ID);
    expect(read).toMatchObject({ kind: 'ok', data: { carrier: 'ALZABOX', lockerCapacity: 42 } });
    expect(
      await heard.places.relay.get(
        PLACE_ID,
        {},
        placeAnswer(() => true, drift),
      ),
    ).toMatchObject({
      kind: 'ok',
      status: 200,
    });

    const other = samplePlace({ id: '22222222-2222-4222-8222-222222222222', eshopId: DEMO_ESHOP });
    const broken = { ...other, id: '33333333-3333-4333-8333-333333333333', storageTimeInDays: 'forever' };
    const frame = { totalPages: 1, totalElements: 3, size: 3, number: 0, first: true, last: true };
    handler = json(200, { items: [grown, broken, other], page: frame });
    const page = await heard.places.list(DEMO_ESHOP, 0, { size: 3 });
    expect(page).toMatchObject({ kind: 'ok' });
    if (page.kind !== 'ok') return;
    expect(page.data.items.map((p) => p.id)).toEqual([PLACE_ID, other.id]);

    // A page of places none of which can be read is no page.
    handler = json(200, { items: [broken], page: frame });
    expectBad(await heard.places.list(DEMO_ESHOP, 0, { size: 3 }));

    const report = drift.report().entries;
    expect(report).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'value', field: 'carrier', value: 'ALZABOX', seenOn: 1 }),
        expect.objectContaining({ kind: 'field', field: 'lockerCapacity', examples: [PLACE_ID] }),
        expect.objectContaining({ kind: 'null', field: 'note', eshopIds: [DEMO_ESHOP] }),
        expect.objectContaining({ kind: 'unreadable', field: '', examples: [broken.id] }),
      ]),
    );
  });

  it('a platform not reached throws the client’s Problem; no service configured is a 503', async () => {
    const gone = createPlatformClient(
      { pickup: { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' }, rest: null },
      client,
    );
    await expect(gone.places.get(PLACE_ID)).rejects.toMatchObject({ status: 502 });
    const none = createPlatformClient({ pickup: null, rest: null }, client);
    await expect(none.places.get(PLACE_ID)).rejects.toMatchObject({ status: 503, kind: 'not-configured' });
  });
});
