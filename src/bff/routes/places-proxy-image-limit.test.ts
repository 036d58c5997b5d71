import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, startStack, type Stack } from '@/testing/stack';
import { bigPng, fileForm } from '@/sandbox/testing/images';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { chunkedUpload } from '@/testing/chunked-upload';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { PLACES } from './places-proxy.fixture';

// The BFF's image limit (README, "Proxy": enforced while streaming), with a small limit so a test
// need not send megabytes: a chunked body over it is refused before the BFF has read it all.

/** What a browser's upload carries besides its body: the session cookie and the CSRF token. */
const credentials = (client: BrowserClient) => ({ cookie: client.cookie, 'x-csrf-token': client.csrf });

describe('the image size limit, enforced while streaming', () => {
  let stack: Stack;
  let staff: BrowserClient;
  let id: string;

  beforeAll(async () => {
    stack = await startStack({ bff: { maxImageBytes: 50_000 }, sandbox: { maxImageBytes: 50_000 } });
    staff = await signedIn(stack, 'staff');
    const created = await staff.fetch(PLACES, { method: 'POST', json: newPlaceBody() });
    expect(created.status).toBe(201);
    id = created.data.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses 400 000 bytes with Content-Length with 413 ProblemDetail', async () => {
    const res = await staff.fetch(`${PLACES}/${id}/image`, {
      method: 'POST',
      body: fileForm(bigPng(400_000), 'image/png', 'pixel.png'),
    });
    expectProblem(res, 413);
    expect(res.data.properties.errors[0].field).toBe('file');
    expect((await staff.fetch(`${PLACES}/${id}`)).data.image).toBeUndefined();
  });

  it('refuses a chunked upload (no Content-Length) over the limit with 413 before reading it all', async () => {
    const res = await chunkedUpload(
      `${stack.bffUrl}${PLACES}/${id}/image`,
      credentials(staff),
      bigPng(4_000_000),
      8 * 1024,
    );
    expect(res.status).toBe(413);
    // The answer came long before the whole body was written: the BFF did not read it all first.
    expect(res.sent).toBeLessThan(res.total / 2);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(res.body)).toMatchObject({ status: 413 });
    expect((await staff.fetch(`${PLACES}/${id}`)).data.image).toBeUndefined();
  });

  it('streams a chunked upload under the limit through (201)', async () => {
    const bytes = bigPng(30_000);
    const res = await chunkedUpload(
      `${stack.bffUrl}${PLACES}/${id}/image`,
      credentials(staff),
      bytes,
      8 * 1024,
    );
    expect(res.status, res.body).toBe(201);
    const info = JSON.parse(res.body) as { url: string; size: number };
    expect(info.size).toBe(bytes.length);
    const file = await fetch(info.url, { headers: { cookie: staff.cookie } });
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
