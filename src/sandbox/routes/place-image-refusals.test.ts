import { describe, expect, it } from 'vitest';
import { NOACCESS_KEY, OTHER_ESHOP, OTHER_KEY } from '../testing/test-sandbox';
import { expectPlatformProblem } from '../testing/expect-platform-problem';
import { PNG, fileForm } from '../testing/images';
import { PLACES, imageSandbox } from './place-image.fixture';

// Image uploads the sandbox refuses (spec 000, 4 uploadPickupPlaceImage, 5): not an image, no
// file part, a place that is not there or not the caller's, no or a wrong key, JSON, a bad id.
// Nothing refused may reach the place or the disk.

describe('image upload with the default limit', () => {
  const { call, createPlace, upload, getPlace, filesUnder, newFiles } = imageSandbox();

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

  it('answers a bad place id with 400', async () => {
    await expectPlatformProblem(await upload('not-a-uuid', fileForm(PNG, 'image/png')), 400);
  });
});
