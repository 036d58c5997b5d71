import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createImageStore } from './image-store';
import { ensureProductImages, productImage, productImagePath } from './product-images';
import { SHOWCASE_ORDER } from './demo-ids';
import { buildSeedOrders } from './seed-orders';

// The path form of the image store, which the BFF's /files proxy lets through (and nothing else).
const STORE_PATH =
  /^pickup-places\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}\/[0-9a-f-]{36}\.png$/;

describe('product images of the demo catalogue', () => {
  it('have paths of the image store, one per SKU, the same on every start', () => {
    expect(productImagePath('NB-LEN-T14-G5')).toMatch(STORE_PATH);
    expect(productImagePath('NB-LEN-T14-G5')).toBe(productImagePath('NB-LEN-T14-G5'));
    expect(productImagePath('NB-LEN-T14-G5')).not.toBe(productImagePath('WAR-EXT-3Y'));
  });

  it('are valid PNGs of 96×96 pixels', () => {
    const png = productImage('MS-LOG-MX3S');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(96);
    expect(png.readUInt32BE(20)).toBe(96);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(96 * (96 * 3 + 1));
  });

  it("are what the seeded orders' products point at, and are written once", async () => {
    const showcase = buildSeedOrders().find((o) => o.order.id === SHOWCASE_ORDER)!.order;
    const images = showcase.products.map((p) => p.image);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(STORE_PATH);

    const dir = await mkdtemp(join(tmpdir(), 'product-images-'));
    try {
      const store = createImageStore(dir);
      const skus = showcase.products.map((p) => p.sku!);
      await ensureProductImages(store, skus);
      const first = await readFile(store.resolve(productImagePath(skus[0]!)));
      expect(first).toEqual(productImage(skus[0]!));
      await ensureProductImages(store, skus);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
