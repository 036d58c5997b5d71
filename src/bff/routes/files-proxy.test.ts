import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// /files/* serves the embedded sandbox's image files on the app's origin, and nothing else of the
// sandbox: raw request paths (sent as they are, not normalised by a URL parser) try to climb out.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let stack: Stack;
let staff: BrowserClient;
beforeAll(async () => {
  stack = await startStack();
  staff = await signedIn(stack, 'staff');
});
afterAll(() => stack?.close());

/** GET with the path exactly as written. */
function rawGet(path: string) {
  const { hostname, port } = new URL(stack.bffUrl);
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { cookie: staff.cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /files/*', () => {
  it('serves an uploaded image', async () => {
    const place = (await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`)).data.items[0];
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'p.png');
    const uploaded = await staff.fetch(`/api/v1/pickup-place/${place.id}/image`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const path = new URL(uploaded.data.url as string).pathname;
    const file = await rawGet(path);
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/png');
  });

  it.each([
    '/files/..%2F..%2Foauth%2Fapprovals',
    '/files/..%2F..%2Foauth%2Fauthorize%2F%3Fclient_id%3Dsandbox-client',
    '/files/pickup-places/..%2F..%2F..%2Foauth%2Fapprovals',
    '/files/%2e%2e/%2e%2e/oauth/approvals',
    '/files/pickup-places%2F..%2F..%2F..%2Fapi%2Fv1%2Fpickup-place',
    '/files/tmp/anything.png',
    '/files/pickup-places/11111111-1111-4111-8111-111111111111/../../../oauth/approvals.png',
  ])('refuses %s with a 404 ProblemDetail, never a sandbox page', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/problem\+json/);
    expect(res.body).not.toMatch(/<html|<form|password/i);
  });
});
