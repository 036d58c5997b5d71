import { describe, expect, it } from 'vitest';
import { newPlaceBody } from '../testing/test-sandbox';
import { JPEG, PNG, fileForm, webp } from '../testing/images';
import { PLACES, imageSandbox, type FileInfo } from './place-image.fixture';

// Image upload of a pickup place (spec 000, 2.4, 4 uploadPickupPlaceImage and 7): what is stored
// and served back, the link from the place, and the file's life with the place. Refusals, odd
// bodies and the size limit have files of their own (place-image-*.test.ts).

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('image upload with the default limit', () => {
  const { call, createPlace, upload, getPlace, filesUnder } = imageSandbox();

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
