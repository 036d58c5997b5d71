import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

// Map tiles for the browser figures that judge a page as a user's browser sees it (Lighthouse's
// best practices count every failed request in the console): one plain 256 px tile for every
// address, served on loopback, so the map's requests load as they would from a real tile server,
// and nothing leaves the machine. By hand: a one-colour PNG is four chunks, and no tile server is
// a dependency worth having for that.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 × 256 PNG of one grey (8-bit greyscale, each row a filter byte and its pixels). */
function plainTile(grey = 0xe5): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc(256 * 257, grey);
  for (let y = 0; y < 256; y++) rows[y * 257] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tile server on a free loopback port: its URL template, and how to stop it. */
export async function startTileServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const tile = plainTile();
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    response.end(tile);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
