import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserClient,
  DEMO_ESHOP,
  DEMO_KEY,
  EMPTY_ESHOP,
  OTHER_ESHOP,
  startStack,
  type Stack,
} from '../../testing/stack';
import { newPlaceBody } from '../../sandbox/testing/test-sandbox';
import { expectProblem } from '../../testing/expect-problem';
import { signedIn } from '../../testing/signed-in';

// The pickup place proxy of the BFF over real HTTP: a real sandbox behind it, or a fake upstream
// that misbehaves on purpose (slow, HTML 500, maintenance, leaky headers).

const PLACES = '/api/v1/pickup-place';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A valid PNG followed by padding up to `bytes`: detected as PNG from its head. */
const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 0x41)]);

function fileForm(bytes: Buffer, type = 'image/png', filename = 'pixel.png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** Headers the browser must never get from the platform. */
function expectNoUpstreamSecrets(headers: Headers) {
  expect(headers.getSetCookie()).toEqual([]);
  expect(headers.get('www-authenticate')).toBeNull();
}

const placeCount = (stack: Stack) =>
  (stack.sandboxDb.prepare('SELECT COUNT(*) AS n FROM places').get() as { n: number }).n;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written when the answer arrived, and in all. */
  sent: number;
  total: number;
}

/** A multipart upload with Transfer-Encoding: chunked (no Content-Length), written chunk by chunk. */
function chunkedUpload(
  baseUrl: string,
  path: string,
  cookie: string,
  csrf: string,
  file: Buffer,
  chunkSize = 8 * 1024,
) {
  const boundary = `----bff-test-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawResponse>((resolve, reject) => {
    let answered = false;
    let offset = 0;
    const req = httpRequest(
      {
        host: hostname,
        port: Number(port),
        method: 'POST',
        path,
        headers: {
          cookie,
          'x-csrf-token': csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        const sent = offset;
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            sent,
            total: body.length,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const writeNext = () => {
      if (answered || req.destroyed) return;
      if (offset >= body.length) return void req.end();
      const chunk = body.subarray(offset, offset + chunkSize);
      offset += chunk.length;
      req.write(chunk, () => setImmediate(writeNext));
    };
    writeNext();
  });
}

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
    const res = await staff.fetch(`${PLACES}/${id}/image`, { method: 'POST', body: fileForm(PNG) });
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
      body: fileForm(Buffer.from('not an image at all\n'.repeat(4)), 'image/png'),
    });
    expectProblem(text, 400);
    expect(text.data.properties.errors[0].field).toBe('file');
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

describe('the image size limit, enforced while streaming', () => {
  let stack: Stack;
  let staff: BrowserClient;
  let id: string;

  beforeAll(async () => {
    stack = await startStack({ bff: { maxImageBytes: 50_000 }, sandbox: { maxImageBytes: 50_000 } });
    staff = await signedIn(stack, 'staff');
    const created = await staff.fetch(PLACES, { method: 'POST', json: newPlaceBody() });
    expect(created.status).toBe(201);
    id = created.data.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses 400 000 bytes with Content-Length with 413 ProblemDetail', async () => {
    const res = await staff.fetch(`${PLACES}/${id}/image`, {
      method: 'POST',
      body: fileForm(bigPng(400_000)),
    });
    expectProblem(res, 413);
    expect(res.data.properties.errors[0].field).toBe('file');
    expect((await staff.fetch(`${PLACES}/${id}`)).data.image).toBeUndefined();
  });

  it('refuses a chunked upload (no Content-Length) over the limit with 413 before reading it all', async () => {
    const res = await chunkedUpload(
      stack.bffUrl,
      `${PLACES}/${id}/image`,
      staff.cookie,
      staff.csrf,
      bigPng(4_000_000),
    );
    expect(res.status).toBe(413);
    // The answer came long before the whole body was written: the BFF did not read it all first.
    expect(res.sent).toBeLessThan(res.total / 2);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(res.body)).toMatchObject({ status: 413 });
    expect((await staff.fetch(`${PLACES}/${id}`)).data.image).toBeUndefined();
  });

  it('streams a chunked upload under the limit through (201)', async () => {
    const bytes = bigPng(30_000);
    const res = await chunkedUpload(stack.bffUrl, `${PLACES}/${id}/image`, staff.cookie, staff.csrf, bytes);
    expect(res.status, res.body).toBe(201);
    const info = JSON.parse(res.body) as { url: string; size: number };
    expect(info.size).toBe(bytes.length);
    const file = await fetch(info.url, { headers: { cookie: staff.cookie } });
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('upstream faults are normalized', () => {
  type Mode = 'slow' | 'html500' | 'maintenance' | 'leaky' | 'leaky401' | 'gateway-timeout';
  let mode: Mode = 'slow';
  let fake: Server;
  let stack: Stack;
  let staff: BrowserClient;
  const timers = new Set<NodeJS.Timeout>();

  const answer = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string | string[]>,
    body: string,
  ) => {
    res.writeHead(status, headers);
    res.end(body);
  };

  beforeAll(async () => {
    fake = createServer((req, res) => {
      req.resume();
      switch (mode) {
        case 'slow': {
          const t = setTimeout(
            () => answer(res, 200, { 'content-type': 'application/json' }, '{"items":[]}'),
            3000,
          );
          timers.add(t);
          return;
        }
        case 'html500':
          return answer(
            res,
            500,
            { 'content-type': 'text/html' },
            '<html><body><h1>500 Internal Server Error</h1></body></html>',
          );
        case 'maintenance':
          return answer(
            res,
            503,
            { 'content-type': 'text/html', 'retry-after': '120' },
            '<html>Down for maintenance</html>',
          );
        case 'gateway-timeout':
          return answer(res, 504, { 'content-type': 'text/plain' }, 'upstream timed out');
        case 'leaky':
          return answer(
            res,
            200,
            {
              'content-type': 'application/json',
              'set-cookie': ['platform_sid=abc; HttpOnly', 'tracking=1'],
              'www-authenticate': 'Basic realm="ClientApi"',
              'x-internal-token': DEMO_KEY,
              server: 'platform/1.2.3',
            },
            JSON.stringify({
              items: [],
              page: { totalPages: 0, totalElements: 0, size: 20, number: 0, first: true, last: true },
            }),
          );
        case 'leaky401':
          return answer(
            res,
            401,
            {
              'content-type': 'application/problem+json',
              'set-cookie': 'platform_sid=abc; HttpOnly',
              'www-authenticate': 'Bearer realm="ClientApi", error="invalid_token"',
            },
            JSON.stringify({
              type: '/problems/unauthorized',
              title: 'Unauthorized',
              status: 401,
              detail: 'The API key is not valid.',
            }),
          );
      }
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    stack = await startStack({ upstreamUrl: slowUrl, bff: { upstreamTimeoutMs: 500 } });
    staff = await signedIn(stack, 'staff');
  });
  afterAll(async () => {
    for (const t of timers) clearTimeout(t);
    await stack?.close();
    fake?.closeAllConnections();
    await new Promise((resolve) => fake?.close(resolve));
  });

  const list = () => staff.fetch(`${PLACES}?eshopId=${DEMO_ESHOP}`);

  it('answers 504 ProblemDetail when the platform does not answer in time', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await list();
    const took = Date.now() - started;
    expectProblem(res, 504, '/problems/upstream-timeout');
    expect(took).toBeLessThan(1500);
  });

  it('answers 502 ProblemDetail for a non-JSON 500', async () => {
    mode = 'html500';
    const res = await list();
    expectProblem(res, 502);
    expect(res.text).not.toContain('<html');
  });

  it('answers 503 ProblemDetail (maintenance) for a 503, keeping Retry-After', async () => {
    mode = 'maintenance';
    const res = await list();
    expectProblem(res, 503, '/problems/upstream-maintenance');
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.text).not.toContain('<html');
  });

  it('answers 504 ProblemDetail for an upstream 504 in plain text', async () => {
    mode = 'gateway-timeout';
    expectProblem(await list(), 504);
  });

  it('drops Set-Cookie, WWW-Authenticate and other upstream headers from a success', async () => {
    mode = 'leaky';
    const res = await list();
    expect(res.status).toBe(200);
    expectNoUpstreamSecrets(res.headers);
    expect(res.headers.get('x-internal-token')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
  });

  it('drops them from an error too', async () => {
    mode = 'leaky401';
    const res = await list();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expectNoUpstreamSecrets(res.headers);
  });
});
