import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../testing/test-sandbox';
import { expectPlatformProblem } from '../testing/expect-platform-problem';
import { PNG, bigPng, fileForm } from '../testing/images';
import { chunkedUpload } from '@/testing/chunked-upload';
import { PLACES, imageSandbox, type FileInfo } from './place-image.fixture';

// The image size limit of the sandbox (spec 000, 4 rule 2: 413), with a small limit so a test
// need not send megabytes: with and without Content-Length, and the previous image kept.

describe('image size limit (spec 000, 4 rule 2: 413)', () => {
  const MAX = 100_000;
  const { sandbox, createPlace, upload, getPlace, filesUnder, newFiles } = imageSandbox({
    maxImageBytes: MAX,
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
    const res = await chunkedUpload(
      `${sandbox().url}${PLACES}/${id}/image`,
      { 'X-API-Key': DEMO_KEY },
      bigPng(300_000),
    );
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
    const res = await chunkedUpload(
      `${sandbox().url}${PLACES}/${id}/image`,
      { 'X-API-Key': DEMO_KEY },
      bytes,
      4096,
    );
    expect(res.status).toBe(201);
    const info = JSON.parse(res.body) as FileInfo;
    expect(info.size).toBe(bytes.length);
    const file = await fetch(info.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
