import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, startStack, type Stack } from '@/testing/stack';

// The sign-in limits under parallel attack, through real HTTP: a guess is reserved before its
// password is hashed, so however many arrive at once, at most 5 per username and 20 per address
// are ever hashed (the BFF counts its password checks). Behind a trusted proxy, so that
// X-Forwarded-For gives every request the address we choose.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ bff: { trustProxy: ['loopback'] } });
});
afterAll(() => stack?.close());

const loginFrom = (address: string, username: string, password: string) =>
  new BrowserClient(stack.bffUrl).fetch('/auth/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    json: { username, password },
  });

/** Runs `fn` and tells how many passwords the BFF hashed meanwhile. */
async function hashesDuring<T>(fn: () => Promise<T>): Promise<{ result: T; hashed: number }> {
  const before = stack.bff.auth.passwordChecks();
  const result = await fn();
  return { result, hashed: stack.bff.auth.passwordChecks() - before };
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );

function expectTooMany(res: Awaited<ReturnType<typeof loginFrom>>) {
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.data).toMatchObject({ status: 429, type: '/problems/too-many-attempts' });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('content-security-policy')).toBeTruthy();
  expect(res.headers.getSetCookie()).toEqual([]);
}

describe('parallel password guesses', () => {
  it('hashes 5 of 200 simultaneous wrong guesses at one user from one address; the rest get 429', async () => {
    const { result, hashed } = await hashesDuring(() =>
      Promise.all(Array.from({ length: 200 }, (_, i) => loginFrom('198.51.100.1', 'staff', `wrong-${i}`))),
    );
    console.log(`200 parallel wrong guesses, one user, one address: ${hashed} hashed`);
    expect(hashed).toBe(5);
    expect(statuses(result)).toEqual({ 401: 5, 429: 195 });
    for (const res of result.filter((r) => r.status === 429)) expectTooMany(res);
  });

  it('hashes 5 of 200 simultaneous wrong guesses at one user from 200 addresses', async () => {
    const { result, hashed } = await hashesDuring(() =>
      Promise.all(
        Array.from({ length: 200 }, (_, i) => loginFrom(`203.0.113.${i}`, 'support', `wrong-${i}`)),
      ),
    );
    console.log(`200 parallel wrong guesses, one user, 200 addresses: ${hashed} hashed`);
    expect(hashed).toBe(5);
    expect(statuses(result)).toEqual({ 401: 5, 429: 195 });
  });

  it('hashes 20 of 200 simultaneous guesses from one address at 200 usernames', async () => {
    const { result, hashed } = await hashesDuring(() =>
      Promise.all(Array.from({ length: 200 }, (_, i) => loginFrom('198.51.100.2', `nobody-${i}`, 'wrong'))),
    );
    console.log(`200 parallel wrong guesses, 200 users, one address: ${hashed} hashed`);
    expect(hashed).toBe(20);
    expect(statuses(result)).toEqual({ 401: 20, 429: 180 });
  });

  it('does not let the right password in behind 39 parallel wrong ones: the limit is taken while they are hashed', async () => {
    await stack.bff.users.add('victim', 'the-right-password', 'staff');
    const before = stack.bff.auth.passwordChecks();
    const wrong = Array.from({ length: 39 }, (_, i) => loginFrom('198.51.100.3', 'victim', `wrong-${i}`));
    // Once five of them are being hashed, the right guess arrives.
    while (stack.bff.auth.passwordChecks() - before < 5) await sleep(2);
    const right = await loginFrom('198.51.100.4', 'victim', 'the-right-password');
    expectTooMany(right);
    expect(statuses(await Promise.all(wrong))).toEqual({ 401: 5, 429: 34 });
    expect(stack.bff.auth.passwordChecks() - before).toBe(5);
  });
});

describe('the slowing delay', () => {
  it('lets the owner in with the right password once the Retry-After of a few seconds has passed', async () => {
    await stack.bff.users.add('owner', 'owner-password', 'staff');
    const failures = await Promise.all(
      Array.from({ length: 5 }, (_, i) => loginFrom('192.0.2.66', 'owner', `wrong-${i}`)),
    );
    expect(statuses(failures)).toEqual({ 401: 5 });
    const blocked = await loginFrom('192.0.2.7', 'owner', 'owner-password');
    expectTooMany(blocked);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeLessThanOrEqual(2);
    await sleep(wait * 1000);
    const login = await loginFrom('192.0.2.7', 'owner', 'owner-password');
    expect(login.status).toBe(200);
    expect(login.data.user).toMatchObject({ username: 'owner' });
  });
});
