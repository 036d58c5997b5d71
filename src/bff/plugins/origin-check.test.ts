import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { BrowserClient, DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';

// The Origin check of mutating requests compares against the configured public origins
// (PUBLIC_ORIGIN; on a loopback HOST both http://127.0.0.1:PORT and http://localhost:PORT), never
// against the Host header, which whoever sends the request chooses.

/** A sign-in with exactly these Host and Origin headers (fetch would not send this Host). */
function signInWith(url: string, headers: { host: string; origin?: string; referer?: string }) {
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

describe('a mutating request that names no origin', () => {
  const host = () => new URL(loopback.bffUrl).host;

  it('refuses a sign-in without Origin or Referer', async () => {
    const res = await signInWith(loopback.bffUrl, { host: host() });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ status: 403, type: '/problems/forbidden' });
  });

  it('refuses a change with a valid CSRF token but no Origin', async () => {
    const staff = new BrowserClient(loopback.bffUrl);
    expect((await staff.login('staff')).status).toBe(200);
    const list = await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`);
    const place = list.data.items[0] as { id: string; name: string };
    // Node's fetch, unlike a browser, sends no Origin: the token alone must not be enough.
    const bare = await fetch(`${loopback.bffUrl}/api/v1/pickup-place/${place.id}`, {
      method: 'PATCH',
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${place.name} (no origin)` }),
    });
    expect(bare.status).toBe(403);
    expectProblem(
      { status: bare.status, headers: bare.headers, text: await bare.text() },
      403,
      '/problems/forbidden',
    );
    const after = await staff.fetch(`/api/v1/pickup-place/${place.id}`);
    expect(after.data.name).toBe(place.name);
  });

  it('refuses the opaque origin `null`', async () => {
    const res = await signInWith(loopback.bffUrl, { host: host(), origin: 'null' });
    expect(res.status).toBe(403);
  });

  it('takes the Referer’s origin where a browser leaves Origin out', async () => {
    const ours = await signInWith(loopback.bffUrl, { host: host(), referer: `${loopback.bffUrl}/places` });
    expect(ours.status).toBe(200);
    const theirs = await signInWith(loopback.bffUrl, {
      host: host(),
      referer: 'http://evil.example/phish',
    });
    expect(theirs.status).toBe(403);
    const garbage = await signInWith(loopback.bffUrl, { host: host(), referer: 'not a url' });
    expect(garbage.status).toBe(403);
  });
});
