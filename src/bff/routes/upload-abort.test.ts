import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayRead, startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import type { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// Uploads whose browser goes away, or stops sending, must not keep an upstream socket: 130 of them
// used to hold the whole pool (128) and every place and order request then hung for minutes. The
// platform here is a fake that relays reads to the real sandbox and holds image uploads open until
// their body ends, counting the ones open.

const UPSTREAM_TIMEOUT_MS = 1500;
let fake: FakeUpstream;
let stack: Stack;
let staff: BrowserClient;
let placeId: string;
const openUploads = new Set<IncomingMessage>();
/** Reads answered after this long (to fill the pool in the readiness test). */
let slowReadsMs = 0;
let pendingReads = 0;
const sockets = new Set<Socket>();

async function relayToSandbox(req: IncomingMessage, res: ServerResponse) {
  pendingReads++;
  if (slowReadsMs) await new Promise((r) => setTimeout(r, slowReadsMs));
  pendingReads--;
  await relayRead(stack.sandboxUrl, req, res);
}

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    if (req.method === 'POST' && req.url?.includes('/image')) {
      openUploads.add(req);
      req.on('close', () => openUploads.delete(req));
      req.resume();
      req.on('end', () => res.writeHead(400, { 'content-type': 'application/json' }).end('{}'));
      return;
    }
    req.resume();
    void relayToSandbox(req, res).catch(() => res.destroy());
  });
  stack = await startStack({
    upstreamUrl: fake.url,
    bff: { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS },
  });
  staff = await signedIn(stack, 'staff');
  placeId = (await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`)).data.items[0].id;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await stack?.close();
  await fake?.close();
});

/** Starts an upload of a declared 1 MB and sends only its first part; returns the open socket. */
function startUpload(client: BrowserClient): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(stack.bffUrl);
  const boundary = `----a${randomBytes(6).toString('hex')}`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      sockets.add(socket);
      socket.write(
        [
          `POST /api/v1/pickup-place/${placeId}/image HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Cookie: ${client.cookie}`,
          `X-CSRF-Token: ${client.csrf}`,
          `Origin: ${stack.bffUrl}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          'Content-Length: 1000000',
          '',
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ].join('\r\n'),
      );
      socket.write(randomBytes(16 * 1024));
      let received = '';
      const answer = new Promise<string>((done) => {
        socket.on('data', (c: Buffer) => {
          received += c.toString('latin1');
          // One whole answer (a ProblemDetail) is all these tests read.
          if (/\r\n\r\n\{.*\}$/s.test(received)) done(received);
        });
        socket.on('close', () => done(received));
        socket.on('error', () => {});
      });
      resolve({ socket, answer });
    });
    socket.on('error', reject);
  });
}

const until = async (what: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return what();
};

describe('uploads whose browser goes away', () => {
  it('are aborted upstream at once', async () => {
    const { socket } = await startUpload(staff);
    expect(await until(() => openUploads.size === 1, 2000)).toBe(true);
    socket.destroy();
    // Well within the BFF's own timeout: the abort, not a timeout, ended it.
    expect(await until(() => openUploads.size === 0, UPSTREAM_TIMEOUT_MS / 2)).toBe(true);
  });

  it('130 of them leave the pool free: place reads still answer at once', async () => {
    for (let batch = 0; batch < 13; batch++) {
      const started = await Promise.all(Array.from({ length: 3 }, () => startUpload(staff)));
      await until(() => openUploads.size >= 3, 2000);
      for (const { socket } of started) socket.destroy();
      await until(() => openUploads.size === 0, 2000);
    }
    expect(openUploads.size).toBe(0);
    const started = Date.now();
    expect((await staff.fetch(`/api/v1/pickup-place/${placeId}`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 30_000);

  it('one that stops sending is given up after the upstream timeout, with a 408', async () => {
    const { answer } = await startUpload(staff);
    expect(await until(() => openUploads.size === 1, 2000)).toBe(true);
    expect(await until(() => openUploads.size === 0, UPSTREAM_TIMEOUT_MS * 3)).toBe(true);
    const text = await Promise.race([
      answer,
      new Promise<string>((r) => setTimeout(() => r('still open'), 5000)),
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('"type":"/problems/upload-stalled"');
  });
});

describe('uploads in flight per session', () => {
  it('are bounded: one more is a 429 ProblemDetail, while another session may still upload', async () => {
    const running = await Promise.all(Array.from({ length: 3 }, () => startUpload(staff)));
    expect(await until(() => openUploads.size === 3, 2000), `open: ${openUploads.size}`).toBe(true);
    const extra = await startUpload(staff);
    const text = await extra.answer;
    expect(text).toMatch(/^HTTP\/1\.1 429/);
    expect(text).toMatch(/content-type: application\/problem\+json/i);
    expect(text).toContain('"type":"/problems/too-many-uploads"');

    const other = await signedIn(stack, 'admin');
    const theirs = await startUpload(other);
    expect(await until(() => openUploads.size === 4, 2000)).toBe(true);
    for (const { socket } of [...running, theirs]) socket.destroy();
    expect(await until(() => openUploads.size === 0, 2000)).toBe(true);
  });
});

describe('GET /readyz', () => {
  it('answers 503 with a reason while every upstream socket is busy, 200 again after', async () => {
    expect((await fetch(`${stack.bffUrl}/readyz`)).status).toBe(200);
    slowReadsMs = 1000;
    const reads = Array.from({ length: 130 }, () => staff.fetch(`/api/v1/pickup-place/${placeId}`));
    expect(await until(() => pendingReads >= 128, 900)).toBe(true);
    const busy = await fetch(`${stack.bffUrl}/readyz`);
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({ status: 'unavailable' }); // anonymous: not why
    const why = await (await signedIn(stack, 'admin')).fetch('/readyz');
    expect(why.status).toBe(503);
    expect(why.data).toMatchObject({ status: 'unavailable', reason: 'upstream-pool-saturated' });
    expect((await fetch(`${stack.bffUrl}/healthz`)).status).toBe(200);
    slowReadsMs = 0;
    await Promise.all(reads);
    expect((await fetch(`${stack.bffUrl}/readyz`)).status).toBe(200);
  }, 20_000);
});
