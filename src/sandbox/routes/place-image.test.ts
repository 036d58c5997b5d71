import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_KEY,
  NOACCESS_KEY,
  OTHER_ESHOP,
  OTHER_KEY,
  newPlaceBody,
  startTestSandbox,
  type TestSandbox,
} from '../testing/test-sandbox';
import { expectPlatformProblem } from '../testing/expect-platform-problem';
import { rawRequest } from '../../testing/raw-request';

// Image upload of a pickup place (spec 000, 2.4, 4 uploadPickupPlaceImage, 4 rule 2, 5 and 7), over
// real HTTP with multipart bodies built by FormData or written by hand in chunks.

const PLACES = '/api/v1/pickup-place';
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The start of a JFIF JPEG: SOI, APP0 "JFIF", then some bytes. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);

/** A lossy WebP header: RIFF, little-endian size, WEBP, a VP8 chunk. */
function webp(): Buffer {
  const vp8 = Buffer.concat([Buffer.from('VP8 ', 'latin1'), Buffer.from([0x20, 0, 0, 0]), randomBytes(32)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), vp8]);
}

/** A valid PNG followed by padding up to `bytes`: detected as PNG from its head. */
const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 0x41)]);

interface FileInfo {
  id: string;
  path: string;
  url: string;
  mediaLink: string;
  contentType: string;
  size: number;
  created: string;
  updated: string;
}

function fileForm(bytes: Buffer, declaredType: string, filename = 'upload.bin', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: declaredType }), filename);
  return form;
}

/** A hand-written multipart body with one file part `file`. */
function multipartBody(file: Buffer, field = 'file') {
  const boundary = `----sandbox-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** An answer read off node:http, its body as text. */
interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A POST through node:http with exactly the given headers and bytes; the body back as text. */
async function rawPost(
  baseUrl: string,
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
): Promise<RawResponse> {
  const res = await rawRequest(baseUrl, 'POST', path, headers, body);
  return { ...res, body: res.body.toString('utf8') };
}

function helpers(sb: () => TestSandbox) {
  const call = (path: string, init: RequestInit = {}, key: string | null = DEMO_KEY) =>
    fetch(`${sb().url}${path}`, {
      ...init,
      headers: {
        ...(key ? { 'X-API-Key': key } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  async function createPlace(key = DEMO_KEY, overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await call(
      PLACES,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(newPlaceBody(overrides)),
      },
      key,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const upload = (id: string, form: FormData, key: string | null = DEMO_KEY) =>
    call(`${PLACES}/${id}/image`, { method: 'POST', body: form }, key);

  const getPlace = async (id: string) => {
    const res = await call(`${PLACES}/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; image?: string };
  };

  /** Every file under <dataDir>/files/<sub>, recursively (none when the folder does not exist). */
  async function filesUnder(sub: string): Promise<string[]> {
    try {
      const entries = await readdir(join(sb().dataDir, 'files', sub), {
        recursive: true,
        withFileTypes: true,
      });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
  }

  /** Files under <dataDir>/files/<sub> that were not in `before`. */
  const newFiles = async (sub: string, before: string[]) =>
    (await filesUnder(sub)).filter((f) => !before.includes(f));

  return { call, createPlace, upload, getPlace, filesUnder, newFiles };
}

describe('image upload with the default limit', () => {
  let sandbox: TestSandbox;
  const { call, createPlace, upload, getPlace, filesUnder, newFiles } = helpers(() => sandbox);

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it.each([
    ['PNG', () => PNG, 'image/png', 'application/octet-stream'],
    ['JPEG', () => JPEG, 'image/jpeg', 'image/gif'],
    ['WebP', webp, 'image/webp', 'image/png'],
  ])(
    'accepts a %s sent under a wrong declared type and detects the type from its bytes',
    async (_name, make, expected, declared) => {
      const bytes = make();
      const id = await createPlace();
      const before = Date.now();
      const res = await upload(id, fileForm(bytes, declared));
      expect(res.status).toBe(201);
      const info = (await res.json()) as FileInfo;

      expect(info.contentType).toBe(expected);
      expect(info.size).toBe(bytes.length);
      expect(info.path).toBeTruthy();
      expect(info.url).toMatch(/^https?:\/\//);
      expect(info.url.endsWith(info.path)).toBe(true);
      expect(info.id).toBe(info.path);
      expect(info.mediaLink).toBe(info.url);
      expect(info.created).toMatch(ISO_DATE_TIME);
      expect(info.updated).toMatch(ISO_DATE_TIME);
      expect(Date.parse(info.created)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(info.updated)).toBeGreaterThanOrEqual(Date.parse(info.created));

      // The content is served back byte for byte under the detected type.
      const file = await fetch(info.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(expected);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

      // The place links to the image.
      expect((await getPlace(id)).image).toBe(info.url);
    },
  );

  it('serves the file with an ETag and answers If-None-Match with 304', async () => {
    const id = await createPlace();
    const info = (await (await upload(id, fileForm(PNG, 'image/png'))).json()) as FileInfo;
    const first = await fetch(info.url);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(info.url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('shows the image url in the list as well', async () => {
    const id = await createPlace();
    const info = (await (await upload(id, fileForm(PNG, 'image/png'))).json()) as FileInfo;
    const list = (await (await call(`${PLACES}?eshopId=${newPlaceBody().eshopId}&size=1000`)).json()) as {
      items: { id: string; image?: string }[];
    };
    expect(list.items.find((p) => p.id === id)?.image).toBe(info.url);
  });

  it('replaces the previous image: the old url answers 404 and only the new file stays on disk', async () => {
    const id = await createPlace();
    const first = (await (await upload(id, fileForm(PNG, 'image/png'))).json()) as FileInfo;
    const res = await upload(id, fileForm(JPEG, 'image/jpeg'));
    expect(res.status).toBe(201);
    const second = (await res.json()) as FileInfo;

    expect(second.url).not.toBe(first.url);
    expect(second.contentType).toBe('image/jpeg');
    expect((await fetch(first.url)).status).toBe(404);
    const now = await fetch(second.url);
    expect(now.status).toBe(200);
    expect(Buffer.from(await now.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await getPlace(id)).image).toBe(second.url);
    const onDisk = await filesUnder(`pickup-places/${id}`);
    expect(onDisk).toHaveLength(1);
    expect(onDisk[0]!.endsWith(second.path.split('/').pop()!)).toBe(true);
  });

  it('refuses a text file declared as image/png with a 400 naming the field "file"', async () => {
    const id = await createPlace();
    const tmpBefore = await filesUnder('tmp');
    const res = await upload(
      id,
      fileForm(Buffer.from('just some text, not an image\n'.repeat(10)), 'image/png', 'x.png'),
    );
    const problem = await expectPlatformProblem(res, 400);
    expect(problem.properties?.errors?.map((e) => e.field)).toContain('file');
    expect((await getPlace(id)).image).toBeUndefined();
    expect(await filesUnder(`pickup-places/${id}`)).toEqual([]);
    expect(await newFiles('tmp', tmpBefore)).toEqual([]);
  });

  it('refuses a multipart body whose file part has another name with 400', async () => {
    const id = await createPlace();
    const res = await upload(id, fileForm(PNG, 'image/png', 'x.png', 'image'));
    const problem = await expectPlatformProblem(res, 400);
    expect(problem.properties?.errors?.map((e) => e.field)).toContain('file');
    expect((await getPlace(id)).image).toBeUndefined();
  });

  it('refuses a multipart body with only a text field with 400', async () => {
    const id = await createPlace();
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await upload(id, form);
    await expectPlatformProblem(res, 400);
    expect((await getPlace(id)).image).toBeUndefined();
  });

  it('answers 404 for an unknown place id', async () => {
    const res = await upload('0f0e0d0c-0b0a-4908-8706-050403020100', fileForm(PNG, 'image/png'));
    await expectPlatformProblem(res, 404);
  });

  it("answers 404 for another account's place and leaves that place untouched", async () => {
    const otherId = await createPlace(OTHER_KEY, { eshopId: OTHER_ESHOP });
    const res = await upload(otherId, fileForm(PNG, 'image/png'));
    await expectPlatformProblem(res, 404);
    const other = await call(`${PLACES}/${otherId}`, {}, OTHER_KEY);
    expect(other.status).toBe(200);
    expect(((await other.json()) as { image?: string }).image).toBeUndefined();
    expect(await filesUnder(`pickup-places/${otherId}`)).toEqual([]);
  });

  it('answers 401 without an API key and 403 for a key without access', async () => {
    const id = await createPlace();
    await expectPlatformProblem(await upload(id, fileForm(PNG, 'image/png'), null), 401);
    await expectPlatformProblem(await upload(id, fileForm(PNG, 'image/png'), 'sandbox-key-unknown'), 401);
    await expectPlatformProblem(await upload(id, fileForm(PNG, 'image/png'), NOACCESS_KEY), 403);
    expect((await getPlace(id)).image).toBeUndefined();
  });

  it('answers a JSON body with 415', async () => {
    const id = await createPlace();
    const res = await call(`${PLACES}/${id}/image`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file: PNG.toString('base64') }),
    });
    await expectPlatformProblem(res, 415);
  });

  it('accepts an image above the framework body limit (1 MiB) but within the image limit', async () => {
    const id = await createPlace();
    const bytes = bigPng(2_000_000);
    const res = await upload(id, fileForm(bytes, 'image/png', 'big.png'));
    expect(res.status).toBe(201);
    expect(((await res.json()) as FileInfo).size).toBe(bytes.length);
  });

  // Our choice, documented in the README: multipart is read past the gzip decoder, and images are
  // compressed already, so an encoded upload is refused with 415 (never misread, never a 500).
  it('refuses a gzip-compressed multipart upload with 415 and stores nothing', async () => {
    const id = await createPlace();
    const { body, contentType } = multipartBody(PNG);
    const compressed = gzipSync(body);
    const res = await rawPost(
      sandbox.url,
      `${PLACES}/${id}/image`,
      {
        'X-API-Key': DEMO_KEY,
        'Content-Type': contentType,
        'Content-Encoding': 'gzip',
        'Content-Length': compressed.length,
      },
      compressed,
    );
    expect(res.status, res.body).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ status: 415 });
    const place = await fetch(`${sandbox.url}${PLACES}/${id}`, { headers: { 'X-API-Key': DEMO_KEY } });
    expect(((await place.json()) as { image?: string }).image).toBeUndefined();
  });

  it.each([
    ['without a boundary', 'multipart/form-data', () => multipartBody(PNG).body],
    ['that is not multipart at all', undefined, () => Buffer.from('this is not a multipart body')],
    [
      'cut off in the middle of the file part',
      undefined,
      () => multipartBody(bigPng(20_000)).body.subarray(0, 10_000),
    ],
  ])('answers a multipart body %s with a 400 ProblemDetail, not a 500', async (_name, type, make) => {
    const id = await createPlace();
    const payload = make();
    const { contentType } = multipartBody(PNG);
    const res = await rawPost(
      sandbox.url,
      `${PLACES}/${id}/image`,
      {
        'X-API-Key': DEMO_KEY,
        'Content-Type': type ?? contentType,
        'Content-Length': payload.length,
      },
      payload,
    );
    expect(res.status, res.body).toBe(400);
    expect(res.headers['content-type'] ?? '').toMatch(/^application\/problem\+json/);
    expect((await getPlace(id)).image).toBeUndefined();
  });

  it('answers a body that ends inside the file part with 400 and leaves no temporary file behind', async () => {
    const id = await createPlace();
    const tmpBefore = await filesUnder('tmp');
    const { body, contentType } = multipartBody(bigPng(200_000));
    const { hostname, port } = new URL(sandbox.url);
    // Chunked, so the server is already writing the file when the body ends without its closing boundary.
    const res = await new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest(
        {
          host: hostname,
          port: Number(port),
          method: 'POST',
          path: `${PLACES}/${id}/image`,
          headers: { 'X-API-Key': DEMO_KEY, 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
        },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({
              status: r.statusCode ?? 0,
              headers: r.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 50_000), () => setTimeout(() => req.end(), 200));
    });
    expect.soft(res.status, res.body).toBe(400);
    expect(await filesUnder(`pickup-places/${id}`)).toEqual([]);
    expect(await newFiles('tmp', tmpBefore)).toEqual([]);
    expect((await getPlace(id)).image).toBeUndefined();
  });

  it('leaves no temporary file behind when the client aborts an upload midway', async () => {
    const id = await createPlace();
    const tmpBefore = await filesUnder('tmp');
    const { body, contentType } = multipartBody(bigPng(1_000_000));
    const { hostname, port } = new URL(sandbox.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: hostname,
        port: Number(port),
        method: 'POST',
        path: `${PLACES}/${id}/image`,
        headers: { 'X-API-Key': DEMO_KEY, 'Content-Type': contentType, 'Content-Length': body.length },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(body.subarray(0, 200_000), () => setTimeout(() => req.destroy(), 100));
    });
    // Give the server a moment to notice the abort and clean up.
    let left = await newFiles('tmp', tmpBefore);
    for (let i = 0; i < 20 && left.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = await newFiles('tmp', tmpBefore);
    }
    expect(left).toEqual([]);
    expect(await filesUnder(`pickup-places/${id}`)).toEqual([]);
    expect((await getPlace(id)).image).toBeUndefined();
  });

  it('answers a bad place id with 400', async () => {
    await expectPlatformProblem(await upload('not-a-uuid', fileForm(PNG, 'image/png')), 400);
  });

  it('removes the image file when the place is deleted', async () => {
    const id = await createPlace();
    const info = (await (await upload(id, fileForm(PNG, 'image/png'))).json()) as FileInfo;
    expect((await fetch(info.url)).status).toBe(200);
    expect(await filesUnder(`pickup-places/${id}`)).toHaveLength(1);

    const del = await call(`${PLACES}/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await fetch(info.url)).status).toBe(404);
    expect(await filesUnder(`pickup-places/${id}`)).toEqual([]);
  });
});

/**
 * Sends a multipart upload with Transfer-Encoding: chunked (no Content-Length), writing the body in
 * chunks. Stops writing once the answer has arrived; a connection the server closes after answering
 * is not a failure.
 */
function chunkedUpload(
  baseUrl: string,
  path: string,
  key: string,
  file: Buffer,
  chunkSize = 16 * 1024,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const { body, contentType } = multipartBody(file);

  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: hostname,
        port: Number(port),
        method: 'POST',
        path,
        headers: {
          'X-API-Key': key,
          'Content-Type': contentType,
          'Transfer-Encoding': 'chunked',
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    let offset = 0;
    const writeNext = () => {
      if (answered || req.destroyed) return;
      if (offset >= body.length) {
        req.end();
        return;
      }
      const chunk = body.subarray(offset, offset + chunkSize);
      offset += chunk.length;
      req.write(chunk, () => setImmediate(writeNext));
    };
    writeNext();
  });
}

describe('image size limit (spec 000, 4 rule 2: 413)', () => {
  const MAX = 100_000;
  let sandbox: TestSandbox;
  const { createPlace, upload, getPlace, filesUnder, newFiles } = helpers(() => sandbox);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ maxImageBytes: MAX });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses 300 000 bytes with 413 and keeps neither an image nor a file', async () => {
    // The store also holds the demo orders' product images (seeded at start): none may be added.
    const before = await filesUnder('pickup-places');
    const id = await createPlace();
    const res = await upload(id, fileForm(bigPng(300_000), 'image/png', 'big.png'));
    await expectPlatformProblem(res, 413);
    expect((await getPlace(id)).image).toBeUndefined();
    expect(await newFiles('pickup-places', before)).toEqual([]);
    expect(await filesUnder('tmp')).toEqual([]);
  });

  it('refuses a file one byte over the limit (body size within the multipart allowance) with 413', async () => {
    const id = await createPlace();
    const res = await upload(id, fileForm(bigPng(MAX + 1), 'image/png', 'big.png'));
    await expectPlatformProblem(res, 413);
    expect((await getPlace(id)).image).toBeUndefined();
    expect(await filesUnder(`pickup-places/${id}`)).toEqual([]);
    expect(await filesUnder('tmp')).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const id = await createPlace();
    const res = await upload(id, fileForm(bigPng(MAX), 'image/png', 'max.png'));
    expect(res.status).toBe(201);
    const info = (await res.json()) as FileInfo;
    expect(info.size).toBe(MAX);
    expect(info.contentType).toBe('image/png');
    expect((await getPlace(id)).image).toBe(info.url);
  });

  it('keeps the previous image when a later upload is too large', async () => {
    const id = await createPlace();
    const first = (await (await upload(id, fileForm(PNG, 'image/png'))).json()) as FileInfo;
    await expectPlatformProblem(await upload(id, fileForm(bigPng(MAX + 5_000), 'image/png')), 413);
    expect((await getPlace(id)).image).toBe(first.url);
    expect((await fetch(first.url)).status).toBe(200);
    expect(await filesUnder(`pickup-places/${id}`)).toHaveLength(1);
  });

  it('refuses a streamed upload without Content-Length over the limit with 413', async () => {
    const id = await createPlace();
    const res = await chunkedUpload(sandbox.url, `${PLACES}/${id}/image`, DEMO_KEY, bigPng(300_000));
    expect(res.status).toBe(413);
    expect(res.headers['content-type'] ?? '').toMatch(/^application\/problem\+json/);
    expect(JSON.parse(res.body)).toMatchObject({ status: 413 });
    expect((await getPlace(id)).image).toBeUndefined();
    expect(await filesUnder(`pickup-places/${id}`)).toEqual([]);
    expect(await filesUnder('tmp')).toEqual([]);
  });

  it('accepts a streamed upload without Content-Length under the limit', async () => {
    const id = await createPlace();
    const bytes = bigPng(50_000);
    const res = await chunkedUpload(sandbox.url, `${PLACES}/${id}/image`, DEMO_KEY, bytes, 4096);
    expect(res.status).toBe(201);
    const info = JSON.parse(res.body) as FileInfo;
    expect(info.size).toBe(bytes.length);
    const file = await fetch(info.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
