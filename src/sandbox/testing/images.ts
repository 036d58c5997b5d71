import { randomBytes } from 'node:crypto';

// Image bytes and multipart bodies for upload tests, of the sandbox and of the BFF alike: real
// image heads, so the platform's detection from the bytes (spec 000, 4 rule 2) sees what it would.

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The start of a JFIF JPEG: SOI, APP0 "JFIF", then some bytes. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);

/** A lossy WebP header: RIFF, little-endian size, WEBP, a VP8 chunk. */
export function webp(): Buffer {
  const vp8 = Buffer.concat([Buffer.from('VP8 ', 'latin1'), Buffer.from([0x20, 0, 0, 0]), randomBytes(32)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), vp8]);
}

/** A valid PNG followed by padding up to `bytes`: detected as PNG from its head. */
export const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 0x41)]);

/** A form with one file part, as a browser sends it. */
export function fileForm(
  bytes: Buffer,
  declaredType: string,
  filename = 'upload.bin',
  field = 'file',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: declaredType }), filename);
  return form;
}

/** A hand-written multipart body with one PNG file part (named `file` unless told). */
export function multipartBody(file: Buffer, field = 'file') {
  const boundary = `----upload-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
