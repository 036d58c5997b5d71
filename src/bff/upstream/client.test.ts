import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../problem';
import { createUpstreamClient } from './client';

// The upstream client's shutdown and cancellation, against a platform that never answers.

let fake: Server;
let url: string;
beforeAll(async () => {
  fake = createServer((req) => req.resume()); // never answers
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe('the upstream client', () => {
  it('closes within its grace period while a call hangs, failing that call with a Problem', async () => {
    const client = createUpstreamClient(60_000);
    const hanging = client.call(url, { method: 'GET', headers: {} });
    const outcome = hanging.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await client.close(300);
    expect(Date.now() - started).toBeLessThan(1500);
    const error = await outcome;
    expect(error).toBeInstanceOf(Problem);
    expect((error as Problem).status).toBe(502);
  });

  it('survives destroy() during close(), as a shutdown’s deadline does', async () => {
    const client = createUpstreamClient(60_000);
    void client.call(url, { method: 'GET', headers: {} }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const closing = client.close(5_000);
    await client.destroy();
    await expect(closing).resolves.toBeUndefined();
  });

  it('aborts a call when its signal fires, with the reason given when it is a Problem', async () => {
    const client = createUpstreamClient(60_000);
    const controller = new AbortController();
    const call = client.call(url, { method: 'GET', headers: {}, signal: controller.signal });
    setTimeout(() => controller.abort(new Problem(408, 'upload-stalled', 'Stalled', 'Stalled.')), 100);
    await expect(call).rejects.toMatchObject({ status: 408, kind: 'upload-stalled' });
    // The aborted request leaves the pool (its socket is destroyed, which takes a tick or two).
    for (let i = 0; i < 50 && client.load().running > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(client.load().running).toBe(0);
    await client.close(100);
  });
});
