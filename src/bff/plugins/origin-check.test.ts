import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, startStack, type Stack } from '@/testing/stack';

// The Origin check of mutating requests compares against the configured public origins
// (PUBLIC_ORIGIN; on a loopback HOST both http://127.0.0.1:PORT and http://localhost:PORT), never
// against the Host header, which whoever sends the request chooses.

/** A sign-in with exactly these Host and Origin headers (fetch would not send this Host). */
function signInWith(url: string, headers: { host: string; origin: string }) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ username: 'admin', password: 'demo' });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: '/auth/login',
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let loopback: Stack;
let configured: Stack;
beforeAll(async () => {
  [loopback, configured] = await Promise.all([
    startStack(),
    startStack({ bff: { publicOrigins: ['https://desk.example.com'] } }),
  ]);
});
afterAll(() => Promise.all([loopback?.close(), configured?.close()]));

describe('Origin check against the public origins', () => {
  it('accepts both loopback names of the port by default', async () => {
    const port = new URL(loopback.bffUrl).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      expect((await signInWith(loopback.bffUrl, { host: `127.0.0.1:${port}`, origin })).status, origin).toBe(
        200,
      );
    }
    const local = new BrowserClient(`http://localhost:${port}`);
    const res = await local.fetch('/auth/login', {
      method: 'POST',
      headers: { origin: `http://localhost:${port}` },
      json: { username: 'admin', password: 'demo' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses an Origin that only matches the Host header the sender chose', async () => {
    const res = await signInWith(loopback.bffUrl, { host: 'evil.example', origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ status: 403, type: '/problems/forbidden' });
  });

  it('refuses the server’s own loopback address when only PUBLIC_ORIGIN is configured', async () => {
    const port = new URL(configured.bffUrl).port;
    const own = await signInWith(configured.bffUrl, {
      host: `127.0.0.1:${port}`,
      origin: `http://127.0.0.1:${port}`,
    });
    expect(own.status).toBe(403);
    const ok = await signInWith(configured.bffUrl, {
      host: 'desk.example.com',
      origin: 'https://desk.example.com',
    });
    expect(ok.status).toBe(200);
  });
});
