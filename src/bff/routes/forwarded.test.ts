import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBffEnv } from '@/bff/config';
import { BrowserClient, startStack, type Stack } from '@/testing/stack';

// What a request's sender may claim. Behind one nginx (`TRUST_PROXY=1`, X-Forwarded-For
// $proxy_add_x_forwarded_for) the client's address is the hop nginx appended, never one the
// client wrote itself, so the 20-per-address sign-in limit holds; X-Request-Id is believed only
// from a trusted proxy; a request line in absolute form is refused before any handler sees it.
// Here the test itself is the proxy in front (127.0.0.1).

const trustOf = (text: string) => parseBffEnv({ TRUST_PROXY: text }).TRUST_PROXY;

/** A sign-in with a wrong password, as nginx forwards it: the client's own X-Forwarded-For first. */
const guessVia = (stack: Stack, forwardedFor: string, i: number) =>
  new BrowserClient(stack.bffUrl).fetch('/auth/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': forwardedFor },
    json: { username: `nobody-${i}`, password: `wrong-${i}` },
  });

/** Sends `requestLine` and headers as they are (fetch would not send an absolute form). */
function rawRequest(url: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('TRUST_PROXY=1: one proxy in front', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { trustProxy: trustOf('1') } });
  });
  afterAll(() => stack?.close());

  it("counts sign-ins by the address nginx appended, whatever the client's own X-Forwarded-For says", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await guessVia(stack, `10.66.${i}.1, 198.51.100.7`, i)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // Another client behind the same nginx is not locked out by them.
    expect((await guessVia(stack, '10.66.0.1, 198.51.100.8', 99)).status).toBe(401);
  });

  it("keeps the proxy's X-Request-Id", async () => {
    const res = await fetch(`${stack.bffUrl}/healthz`, { headers: { 'x-request-id': 'nginx-42' } });
    expect(res.headers.get('x-request-id')).toBe('nginx-42');
  });
});

describe('TRUST_PROXY as addresses', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { trustProxy: trustOf('10.0.0.5, 192.168.0.0/16') } });
  });
  afterAll(() => stack?.close());

  it('believes nothing from a sender that is not one of them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await guessVia(stack, `203.0.113.${i}`, i)).status);
    expect(statuses[20]).toBe(429); // all from 127.0.0.1, whatever they claimed
    const res = await fetch(`${stack.bffUrl}/healthz`, { headers: { 'x-request-id': 'forged-line' } });
    expect(res.headers.get('x-request-id')).not.toBe('forged-line');
  });

  it('refuses a TRUST_PROXY that is no setting, and "true" (anyone could choose an address)', () => {
    expect(() => trustOf('true')).toThrow(/TRUST_PROXY.*number of proxies/s);
    expect(() => trustOf('10.0.0.5, nginx.local')).toThrow(/TRUST_PROXY.*nginx\.local/s);
    expect(trustOf('')).toBe(false);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('loopback,10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });
});

describe('without TRUST_PROXY', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demoOAuth: true });
  });
  afterAll(() => stack?.close());

  it("makes its own request id rather than take the sender's (log lines could be forged)", async () => {
    const res = await fetch(`${stack.bffUrl}/healthz`, { headers: { 'x-request-id': 'forged-line' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a request line in absolute form (400), before the platform's pages see it", async () => {
    const target = `http://127.0.0.1:${new URL(stack.sandboxUrl).port}/oauth/authorize?client_id=x`;
    for (const line of [`GET ${target} HTTP/1.1`, 'GET http://desk.example.com/oauth/approvals HTTP/1.1']) {
      const answer = await rawRequest(stack.bffUrl, line);
      expect(answer, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      expect(answer).toMatch(/"type":"\/problems\/bad-url"/);
      expect(answer).toMatch(/content-security-policy:/i);
    }
    // The ordinary form still reaches them.
    const page = await rawRequest(stack.bffUrl, 'GET /oauth/approvals HTTP/1.1');
    expect(page).not.toMatch(/^HTTP\/1\.1 400 /);
  });
});
