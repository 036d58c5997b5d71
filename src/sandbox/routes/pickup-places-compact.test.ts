import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PickupPlace } from '@/contract/places';
import { DEMO_ESHOP, DEMO_KEY, EMPTY_ESHOP, useTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { etagOf } from '../http/conventions';
import { PNG, fileForm } from '../testing/images';
import { placesApi } from './pickup-places.fixture';

// The compact list (prettyPrint=false): the pretty answer's content without indentation, with its
// ETag and gzip, and deep pages of a larger e-shop read from a cached order.

const { sandbox, call, create } = placesApi();

describe('compact list (prettyPrint=false)', () => {
  /** The answer as sent: text (gunzipped when asked for gzip) and headers. */
  async function rawList(base: TestSandbox, query: string, headers: Record<string, string> = {}) {
    const res = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(`${base.url}/api/v1/pickup-place?${query}`, {
          headers: { 'x-api-key': DEMO_KEY, ...headers },
        });
        req.on('response', (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({ status: r.statusCode!, headers: r.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
    return { status: res.status, headers: res.headers, text: body.toString('utf8') };
  }

  /** Compact equals the pretty answer re-serialized without indentation, with the same headers. */
  async function expectSameAsPretty(base: TestSandbox, query: string) {
    const pretty = await rawList(base, query);
    const compact = await rawList(base, `${query}&prettyPrint=false`);
    expect(pretty.status, query).toBe(200);
    expect(compact.status, query).toBe(200);
    expect(pretty.text).toContain('\n  "items": [');
    expect(compact.text, query).toBe(JSON.stringify(JSON.parse(pretty.text)));
    expect(compact.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(compact.headers['content-type']).toBe(pretty.headers['content-type']);
    expect(compact.headers.etag).toBe(etagOf(compact.text));
    return compact;
  }

  it('sends the pretty answer’s content without indentation, images and all', async () => {
    const { body: place } = await create({ name: 'Aaa s obrázkem' });
    const form = fileForm(PNG, 'image/png', 'a.png');
    const uploaded = await fetch(`${sandbox().url}/api/v1/pickup-place/${place.id}/image`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    for (const query of [
      `eshopId=${DEMO_ESHOP}`,
      `eshopId=${DEMO_ESHOP}&size=2000&sort=name`,
      `eshopId=${DEMO_ESHOP}&size=7&page=2&sort=location.city,desc&sort=name`,
      `eshopId=${DEMO_ESHOP}&size=7&page=1000`,
      `eshopId=${EMPTY_ESHOP}`,
    ]) {
      await expectSameAsPretty(sandbox(), query);
    }
    const compact = await rawList(sandbox(), `eshopId=${DEMO_ESHOP}&size=2000&sort=name&prettyPrint=false`);
    const listed = (JSON.parse(compact.text) as { items: PickupPlace[] }).items.find(
      (p) => p.id === place.id,
    );
    expect(listed?.image).toMatch(new RegExp(`^${sandbox().url}/files/.+\\.png$`));
    expect(listed).toEqual((await call(`/api/v1/pickup-place/${place.id}`)).body);
  });

  it('answers 304 to its ETag and gzips on request', async () => {
    const query = `eshopId=${DEMO_ESHOP}&size=50&sort=name&prettyPrint=false`;
    const plain = await rawList(sandbox(), query);
    const zipped = await rawList(sandbox(), query, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.text).toBe(plain.text);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    const again = await rawList(sandbox(), query, { 'if-none-match': plain.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  describe('deep pages of a larger e-shop (read from a cached order)', () => {
    const big = useTestSandbox({ seedPlaces: 2600 });

    it('pages through every place once, stable across pages with equal sort keys', async () => {
      for (const sort of ['location.city,desc', 'storageTimeInDays&sort=type,desc']) {
        const ids: string[] = [];
        let total: number | undefined;
        for (let page = 0; ; page++) {
          const res = await rawList(
            big(),
            `eshopId=${DEMO_ESHOP}&size=300&page=${page}&sort=${sort}&prettyPrint=false`,
          );
          const body = JSON.parse(res.text) as { items: PickupPlace[]; page: { totalElements: number } };
          total = body.page.totalElements;
          if (!body.items.length) break;
          ids.push(...body.items.map((p) => p.id));
        }
        expect(total).toBeGreaterThan(2600);
        expect(ids, sort).toHaveLength(total);
        expect(new Set(ids).size, sort).toBe(total);
        // The same order as one page of everything, read from the start by OFFSET.
        const whole = await rawList(big(), `eshopId=${DEMO_ESHOP}&size=2000&sort=${sort}&prettyPrint=false`);
        expect(ids.slice(0, 2000)).toEqual(
          (JSON.parse(whole.text) as { items: PickupPlace[] }).items.map((p) => p.id),
        );
      }
      await expectSameAsPretty(big(), `eshopId=${DEMO_ESHOP}&size=100&page=25&sort=location.city,desc`);
    });

    it('shows a change on a deep page at once', async () => {
      const query = `eshopId=${DEMO_ESHOP}&size=10&page=250&sort=name&prettyPrint=false`;
      const before = JSON.parse((await rawList(big(), query)).text) as { items: PickupPlace[] };
      const target = before.items[3]!;
      const patched = await fetch(`${big().url}/api/v1/pickup-place/${target.id}`, {
        method: 'PATCH',
        headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Aaaa nově první' }),
      });
      expect(patched.status).toBe(200);
      const after = JSON.parse((await rawList(big(), query)).text) as { items: PickupPlace[] };
      expect(after.items.map((p) => p.id)).not.toContain(target.id);
      const first = await rawList(big(), `eshopId=${DEMO_ESHOP}&size=1&sort=name&prettyPrint=false`);
      expect((JSON.parse(first.text) as { items: PickupPlace[] }).items[0]!.id).toBe(target.id);
    });
  });
});
