import { randomBytes } from 'node:crypto';
import { FileInfoSchema, type PickupPlaceCreate } from '@/contract/places';
import { jsonOf } from './http';
import { check, type Check } from './report';
import { PLACES, guarded, placesCall, type PreflightConfig } from './platform';
import { MIDNIGHT_TITLE, midnightCheck } from './writes-midnight';

// What only a write shows, in the one e-shop the operator named for it (--write-eshop): a place is
// made, changed with If-Match (and refused 412 with a stale ETag, spec 001, 7), given an image of
// exactly the app's limit (MAX_IMAGE_BYTES: the platform's 413 must not come below it, spec 000,
// 4), given hours until midnight (writes-midnight.ts: `24:00` or, with PLATFORM_MIDNIGHT, `23:59`;
// issue 49), and deleted with If-Match.
// Nothing else is written anywhere.

const TITLES = {
  'writes.if-match': 'If-Match on a change, 412 on a stale ETag',
  'writes.midnight': MIDNIGHT_TITLE,
  'writes.image': 'An image of MAX_IMAGE_BYTES is accepted (no 413 below the app’s limit)',
  'writes.delete': 'Delete with If-Match',
};
type WriteCheck = keyof typeof TITLES;
const verdict = (id: WriteCheck, v: Parameters<typeof check>[2], reason: string) =>
  check(id, TITLES[id], v, reason);
const run = (id: WriteCheck, fn: () => Promise<Check>) => guarded(id, TITLES[id], fn);

const testPlace = (eshopId: string): PickupPlaceCreate => ({
  eshopId,
  type: 'PARCEL_SHOP',
  originPickupPlaceId: `preflight-${randomBytes(4).toString('hex')}`,
  name: 'Pickup Desk pre-flight (delete me)',
  location: {
    line1: 'Testovací 1',
    city: 'Praha',
    zipCode: '110 00',
    gps: { latitude: '50.08', longitude: '14.42' },
  },
  countryCode: 'CZ',
  phone: '+420 123 456 789',
  email: 'preflight@example.com',
  storageTimeInDays: 7,
  openingHours: { regular: { monday: [{ from: '09:00', to: '17:00' }] } },
});

/** A real 1x1 PNG padded to `bytes`: detected as PNG from its head, as the BFF's own check does. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length), 0x41)]);

function imageForm(file: Buffer) {
  const boundary = `----preflight-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="preflight.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });

export async function writeChecks(config: PreflightConfig, eshopId: string | undefined): Promise<Check[]> {
  if (!eshopId)
    return (Object.keys(TITLES) as WriteCheck[]).map((id) =>
      verdict(id, 'skipped', 'read-only: --write-eshop names the e-shop it may write in'),
    );
  let id: string | undefined;
  let etag: string | undefined;
  const results: Check[] = [];
  results.push(
    await run('writes.if-match', async () => {
      const { body, ...headers } = json(testPlace(eshopId));
      const made = await placesCall(config, PLACES, { method: 'POST', headers, body });
      id = (jsonOf(made) as { id?: string } | undefined)?.id;
      if (made.status !== 201 || !id)
        return verdict('writes.if-match', 'fail', `creating a place answered ${made.status}`);
      const first = (await placesCall(config, `${PLACES}/${id}`)).headers.etag;
      if (!first) return verdict('writes.if-match', 'fail', 'the place made has no ETag');
      const change = (tag: string, name: string) => {
        const { body: patch, ...h } = json({ name });
        return placesCall(config, `${PLACES}/${id}`, {
          method: 'PATCH',
          headers: { ...h, 'if-match': tag },
          body: patch,
        });
      };
      const fresh = await change(first, 'Pickup Desk pre-flight (changed, delete me)');
      etag = fresh.headers.etag ?? (await placesCall(config, `${PLACES}/${id}`)).headers.etag;
      if (fresh.status !== 200)
        return verdict('writes.if-match', 'fail', `a change with the current ETag answered ${fresh.status}`);
      const stale = await change(first, 'Pickup Desk pre-flight (stale, delete me)');
      if (stale.status === 412) return verdict('writes.if-match', 'pass', 'current: 200, stale: 412');
      if (stale.status === 200) etag = stale.headers.etag ?? etag;
      return verdict(
        'writes.if-match',
        'fail',
        `a stale ETag answered ${stale.status}: two people editing one place would overwrite each other`,
      );
    }),
  );
  results.push(
    await run('writes.midnight', async () => {
      if (!id || !etag) return verdict('writes.midnight', 'skipped', 'no place was made');
      const midnight = await midnightCheck(config, id, etag);
      etag = midnight.etag;
      return midnight.result;
    }),
  );
  results.push(
    await run('writes.image', async () => {
      if (!id) return verdict('writes.image', 'skipped', 'no place was made');
      const form = imageForm(pngOf(config.maxImageBytes));
      const answer = await placesCall(config, `${PLACES}/${id}/image`, {
        method: 'POST',
        headers: { 'content-type': form.contentType },
        body: form.body,
      });
      etag = (await placesCall(config, `${PLACES}/${id}`)).headers.etag ?? etag;
      if (answer.status === 413)
        return verdict(
          'writes.image',
          'fail',
          `413 for ${config.maxImageBytes} bytes: lower MAX_IMAGE_BYTES to the platform's limit`,
        );
      if (answer.status !== 201 || !FileInfoSchema.safeParse(jsonOf(answer)).success)
        return verdict('writes.image', 'fail', `an upload answered ${answer.status} without a FileInfo`);
      return verdict('writes.image', 'pass', `${config.maxImageBytes} bytes: 201 with a FileInfo`);
    }),
  );
  results.push(
    await run('writes.delete', async () => {
      if (!id) return verdict('writes.delete', 'skipped', 'no place was made');
      const gone = await placesCall(config, `${PLACES}/${id}`, {
        method: 'DELETE',
        headers: etag ? { 'if-match': etag } : {},
      });
      return gone.status === 204 || gone.status === 200
        ? verdict('writes.delete', 'pass', `the test place ${id} deleted (${gone.status})`)
        : verdict('writes.delete', 'fail', `answered ${gone.status}: delete place ${id} by hand`);
    }),
  );
  return results;
}
