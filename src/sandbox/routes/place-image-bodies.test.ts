import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../testing/test-sandbox';
import { bigPng, fileForm, multipartBody, PNG } from '../testing/images';
import { rawRequest } from '../testing/raw-request';
import { PLACES, imageSandbox, type FileInfo } from './place-image.fixture';

// Image upload bodies beyond what FormData sends (spec 000, 4 rule 2, 5): large, gzip-encoded,
// malformed, cut short, abandoned midway. Each is answered (never a 500) and leaves no file behind.

/** A POST through node:http with exactly the given headers and bytes; the body back as text. */
async function rawPost(
  baseUrl: string,
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
) {
  const res = await rawRequest(baseUrl, 'POST', path, headers, body);
  return { ...res, body: res.body.toString('utf8') };
}

describe('image upload with the default limit', () => {
  const { sandbox, createPlace, upload, getPlace, filesUnder, newFiles } = imageSandbox();

  /** A form of `file` and other parts around it (issue 49: a fuzzer's forms). */
  const formOf = (parts: [name: string, value: 'png' | 'text'][]) => {
    const form = new FormData();
    for (const [name, value] of parts)
      if (value === 'png') form.append(name, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png');
      else form.append(name, 'hello');
    return form;
  };

  it.each([
    [
      'another file part before it',
      [
        ['other', 'png'],
        ['file', 'png'],
      ],
    ],
    [
      'another file part and a field after it',
      [
        ['file', 'png'],
        ['other', 'png'],
        ['note', 'text'],
      ],
    ],
  ] as const)('takes the part named file with %s (issue 49)', async (_what, parts) => {
    const id = await createPlace();
    const res = await upload(id, formOf(parts.map(([n, v]) => [n, v])));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as FileInfo).size).toBe(PNG.length);
    expect((await getPlace(id)).image).toBeDefined();
  });

  // The multipart parser refuses names of Object's prototype outright: a 400 that names them, never
  // the 413 of a limit (issue 49).
  it.each([
    [
      'a file part named __proto__ after it',
      [
        ['file', 'png'],
        ['__proto__', 'png'],
      ],
    ],
    [
      'a file part named constructor before it',
      [
        ['constructor', 'png'],
        ['file', 'png'],
      ],
    ],
    [
      'a field named __proto__ beside it',
      [
        ['file', 'png'],
        ['__proto__', 'text'],
      ],
    ],
  ] as const)('refuses an upload with %s with a 400 naming it, and stores nothing', async (_what, parts) => {
    const id = await createPlace();
    const tmpBefore = await filesUnder('tmp');
    const res = await upload(id, formOf(parts.map(([n, v]) => [n, v])));
    expect(res.status, await res.clone().text()).toBe(400);
    expect(await res.json()).toMatchObject({
      properties: { errors: [{ field: 'file', message: expect.stringContaining('__proto__, constructor') }] },
    });
    expect((await getPlace(id)).image).toBeUndefined();
    expect(await newFiles('tmp', tmpBefore)).toEqual([]);
  });

  it('refuses a body of more file parts than it reads, naming the limit, and stores nothing', async () => {
    const id = await createPlace();
    const res = await upload(
      id,
      formOf([
        ['a', 'png'],
        ['b', 'png'],
        ['c', 'png'],
        ['d', 'png'],
        ['file', 'png'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: 400,
      properties: { errors: [{ field: 'file', message: expect.stringContaining('at most 4 file parts') }] },
    });
    expect((await getPlace(id)).image).toBeUndefined();
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
      sandbox().url,
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
    const place = await fetch(`${sandbox().url}${PLACES}/${id}`, { headers: { 'X-API-Key': DEMO_KEY } });
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
      sandbox().url,
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
    // Chunked, so the server is already writing the file when the body ends without its closing boundary.
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${sandbox().url}${PLACES}/${id}/image`, {
        method: 'POST',
        headers: { 'X-API-Key': DEMO_KEY, 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
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
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${sandbox().url}${PLACES}/${id}/image`, {
        method: 'POST',
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
});
