import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigPng, fileForm } from '@/sandbox/testing/images';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { chunkedUpload } from '@/testing/chunked-upload';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { DEMO_KEY, startStack, type BrowserClient, type Stack } from '@/testing/stack';
import { PLACES } from './places-proxy.fixture';

// Issue 41: MAX_IMAGE_BYTES (and the sandbox's SANDBOX_MAX_IMAGE_BYTES) is the file's own size,
// to the byte, not the multipart body's (which carries some 200 bytes of headers beside it): a file
// of the limit is stored, one byte more is refused 413, through real HTTP, with Content-Length and
// sent chunked. Each side is tested with the other's limit far above, so the refusal is its own.

const LIMIT = 1_000;
const BIG = 5 * 1024 * 1024;

describe.each([
  { side: 'the BFF', bff: LIMIT, sandbox: BIG },
  { side: 'the sandbox, through the BFF', bff: BIG, sandbox: LIMIT },
])('the image limit of $side, to the byte', ({ bff, sandbox }) => {
  let stack: Stack;
  let staff: BrowserClient;
  let id: string;
  beforeAll(async () => {
    stack = await startStack({ bff: { maxImageBytes: bff }, sandbox: { maxImageBytes: sandbox } });
    staff = await signedIn(stack, 'staff');
    const created = await staff.fetch(PLACES, { method: 'POST', json: newPlaceBody() });
    expect(created.status).toBe(201);
    id = created.data.id;
  });
  afterAll(() => stack?.close());
  const credentials = () => ({ cookie: staff.cookie, 'x-csrf-token': staff.csrf });
  const image = async () => (await staff.fetch(`${PLACES}/${id}`)).data.image;

  it('stores a file of exactly the limit, and refuses one a byte over with 413 (Content-Length)', async () => {
    const over = await staff.fetch(`${PLACES}/${id}/image`, {
      method: 'POST',
      body: fileForm(bigPng(LIMIT + 1), 'image/png', 'over.png'),
    });
    expectProblem(over, 413);
    expect(over.data.properties.errors[0].field).toBe('file');
    expect(await image()).toBeUndefined();
    const exact = await staff.fetch(`${PLACES}/${id}/image`, {
      method: 'POST',
      body: fileForm(bigPng(LIMIT), 'image/png', 'exact.png'),
    });
    expect(exact.status, exact.text).toBe(201);
    expect(exact.data.size).toBe(LIMIT);
    expect(await image()).toBeDefined();
  });

  it('does the same for an upload sent chunked, in small pieces', async () => {
    const url = `${stack.bffUrl}${PLACES}/${id}/image`;
    for (const piece of [7, 1024]) {
      const over = await chunkedUpload(url, credentials(), bigPng(LIMIT + 1), piece);
      expect(over.status, over.body).toBe(413);
      expect(over.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(over.body)).toMatchObject({ status: 413 });
      const exact = await chunkedUpload(url, credentials(), bigPng(LIMIT), piece);
      expect(exact.status, exact.body).toBe(201);
      expect(JSON.parse(exact.body)).toMatchObject({ size: LIMIT });
    }
  });
});

describe('the sandbox’s own image limit, to the byte', () => {
  let stack: Stack;
  let id: string;
  beforeAll(async () => {
    stack = await startStack({ sandbox: { maxImageBytes: LIMIT } });
    const created = await fetch(`${stack.sandboxUrl}${PLACES}`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(newPlaceBody()),
    });
    expect(created.status).toBe(201);
    id = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => stack?.close());
  const upload = (bytes: number) =>
    fetch(`${stack.sandboxUrl}${PLACES}/${id}/image`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY },
      body: fileForm(bigPng(bytes), 'image/png', 'direct.png'),
    });

  it('refuses a file a byte over SANDBOX_MAX_IMAGE_BYTES and stores one of exactly it', async () => {
    const over = await upload(LIMIT + 1);
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const exact = await upload(LIMIT);
    expect(exact.status).toBe(201);
    expect(((await exact.json()) as { size: number }).size).toBe(LIMIT);
  });
});
