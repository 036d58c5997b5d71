import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// An over-limit upload must reach the client as a 413, not as a connection reset. The client here
// behaves like a browser or curl: it sends the whole body first and reads the answer only then, so
// an answer the server sent and then reset the connection on (by closing while bytes were still
// arriving) is lost in the client's kernel.

const LIMIT = 50_000;
let stack: Stack;
let staff: BrowserClient;
let placeId: string;

beforeAll(async () => {
  stack = await startStack({ bff: { maxImageBytes: LIMIT }, sandbox: { maxImageBytes: LIMIT } });
  staff = await signedIn(stack, 'staff');
  const list = await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`);
  placeId = list.data.items[0].id;
});
afterAll(() => stack?.close());

/** Sends the whole upload, then reads: the status line, or 'reset' when the answer was lost. */
function sendThenRead(bytes: number, chunked: boolean): Promise<string> {
  const boundary = `----t${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    randomBytes(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { hostname, port } = new URL(stack.bffUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.pause(); // read nothing until the body is sent
    let received = '';
    let settled = false;
    const settle = (value: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(value);
    };
    socket.on('error', () => settle(received.split('\r\n')[0] || 'reset'));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) settle(received.split('\r\n')[0]!);
    });
    socket.on('end', () => settle(received.split('\r\n')[0] || 'closed without an answer'));
    socket.on('connect', async () => {
      const head = [
        `POST /api/v1/pickup-place/${placeId}/image HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Cookie: ${staff.cookie}`,
        `X-CSRF-Token: ${staff.csrf}`,
        `Origin: ${stack.bffUrl}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`,
      ].join('\r\n');
      const write = (data: Buffer | string) =>
        new Promise<void>((done) => {
          if (socket.destroyed) return done();
          socket.write(data, () => done());
        });
      try {
        await write(`${head}\r\n\r\n`);
        for (let offset = 0; offset < body.length; offset += 64 * 1024) {
          const part = body.subarray(offset, offset + 64 * 1024);
          await write(
            chunked
              ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
              : part,
          );
        }
        if (chunked) await write('0\r\n\r\n');
      } catch {
        // a write refused by a reset: the read below tells
      }
      await new Promise((r) => setTimeout(r, 50));
      socket.resume();
    });
  });
}

describe('an over-limit upload', () => {
  it('with Content-Length reads a 413 every time', async () => {
    for (let run = 0; run < 6; run++)
      expect(await sendThenRead(20_000_000, false)).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('sent chunked (no Content-Length) reads a 413 every time', async () => {
    for (let run = 0; run < 6; run++)
      expect(await sendThenRead(20_000_000, true)).toBe('HTTP/1.1 413 Payload Too Large');
  });
});
