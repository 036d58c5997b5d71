import { describe, expect, it } from 'vitest';
import { DEMO_ESHOP } from '@/testing/stack';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { useStack } from '@/testing/use-stack';

// Session expiry with short limits (1 s idle, 2.5 s absolute), so a test need only wait a moment.

const PLACES = `/api/v1/pickup-place?eshopId=${DEMO_ESHOP}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.concurrent('session expiry', () => {
  const stack = useStack({ bff: { sessionIdleMs: 1000, sessionAbsoluteMs: 2500 } });
  it('ends a session idle for longer than sessionIdleMs', async () => {
    const client = await signedIn(stack(), 'staff');
    expect((await client.fetch('/auth/session')).status).toBe(200);
    await sleep(1500);
    expectProblem(await client.fetch('/auth/session'), 401);
    expectProblem(await client.fetch(PLACES), 401);
  });

  it('keeps an active session alive past the idle limit, but not past the absolute limit', async () => {
    const client = await signedIn(stack(), 'staff');
    // The session is created at the end of the sign-in (after the password check), so just before now.
    const signedInAt = Date.now();
    // Activity every 400 ms: idle time never reaches 1 s, so it lives on well past 1 s…
    for (let i = 0; i < 4; i++) {
      await sleep(400);
      expect((await client.fetch('/auth/session')).status).toBe(200);
    }
    // …but 2.5 s after sign-in it ends however active it is.
    while (Date.now() - signedInAt < 2800) {
      await sleep(300);
      await client.fetch('/auth/session');
    }
    expectProblem(await client.fetch('/auth/session'), 401);
  });
});
