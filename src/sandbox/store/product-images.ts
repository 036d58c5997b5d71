import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { ImageStore } from './image-store';

// Images of the demo catalogue's products: small PNGs generated at start (no network, nothing
// bundled), stored in the image store and served like a place's image at /files/<path>. Their paths
// have the image store's one form, `pickup-places/<id>/<id>.png`, so whatever serves or proxies
// place images (the BFF's /files proxy accepts that form only) serves these too. The first id is
// one fixed id for the catalogue, the second is derived from the SKU: the paths never change.
//
// Orders keep the path; the order route makes it absolute (the public URL of files, as for places).

const uuidFrom = (text: string) => {
  const hex = createHash('sha1').update(text).digest('hex');
  // A version-4 shape (the variant and version digits set), as every other id of the platform.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const CATALOGUE_ID = uuidFrom('sandbox product images');

/** The image store path of a catalogue product's image. */
export const productImagePath = (sku: string) =>
  `pickup-places/${CATALOGUE_ID}/${uuidFrom(`product ${sku}`)}.png`;

/** True for an image value that is a path of the store (made absolute when answered). */
export const isStorePath = (image: string) => image.startsWith('pickup-places/');

const SIZE = 96;

/** A PNG (8-bit RGB) of SIZE×SIZE pixels. */
function png(pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const row = SIZE * 3 + 1;
  const raw = Buffer.alloc(row * SIZE);
  for (let y = 0; y < SIZE; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) raw.set(pixel(x, y), y * row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A product picture: a box in a colour of its own on a light background, lit from the top left. */
export function productImage(sku: string): Buffer {
  const h = createHash('sha1').update(sku).digest();
  const hue = (h[0]! / 255) * 360;
  const [r, g, b] = hsl(hue, 0.55, 0.5);
  const tint = (k: number): [number, number, number] => [
    Math.round(r * k),
    Math.round(g * k),
    Math.round(b * k),
  ];
  return png((x, y) => {
    const inBox = x >= 22 && x < 74 && y >= 28 && y < 76;
    const lid = x >= 18 && x < 78 && y >= 20 && y < 30;
    if (lid) return tint(0.8);
    if (inBox) return tint(1 - (x + y - 50) / 400);
    const shade = 246 - Math.round((y / SIZE) * 14);
    return [shade, shade, shade + 4];
  });
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/** Writes the images of the given SKUs that the store does not have yet (a start costs ~nothing after the first). */
export async function ensureProductImages(images: ImageStore, skus: readonly string[]) {
  for (const sku of skus) {
    const file = images.resolve(productImagePath(sku));
    if (existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, productImage(sku));
  }
}
