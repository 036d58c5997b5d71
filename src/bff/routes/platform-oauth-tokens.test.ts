import { describe, expect, it } from 'vitest';
import { PlatformBrowser } from '@/testing/platform-browser';
import { SHOWCASE_ORDER } from '@/testing/stack';
import { accessTokensIssued, connect, connected, storedTokens } from '@/testing/platform-connect';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { useStack } from '@/testing/use-stack';

// A connected platform account's tokens over time: refreshed after a 401 and before expiry (once,
// however many lookups wait), dropped when the approval is withdrawn, forgotten at disconnect.

const ORDER = `/api/v1/order/${SHOWCASE_ORDER}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connecting a platform account', () => {
  const stack = useStack();

  it('answers 403 platform-reconnect-required after the approval is withdrawn on the platform', async () => {
    const client = await signedIn(stack(), 'support');
    if (!(await connected(client))) await connect(stack(), client);
    const platform = new PlatformBrowser(stack().sandboxUrl);
    // Sign the platform browser in and withdraw there.
    await platform.request('/oauth/login', { username: 'demo', password: 'demo', next: '/oauth/approvals' });
    await platform.withdraw();

    const res = await client.fetch(ORDER);
    expectProblem(res, 403, '/problems/platform-reconnect-required');
    expect(res.data.properties).toMatchObject({ connectUrl: '/auth/platform/connect' });
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(await connected(client)).toBe(false);
    expect(await storedTokens(stack(), 'support')).toBeUndefined();
    // Not connected any more: the installation's Basic token takes over again.
    expect((await client.fetch(ORDER)).status).toBe(200);
  });

  it('refreshes once after a 401 invalid_token and retries', async () => {
    const client = await signedIn(stack(), 'admin');
    await connect(stack(), client);
    const before = (await storedTokens(stack(), 'admin'))!;
    // The platform forgets the access token (the refresh token stays).
    stack().sandboxDb.prepare("DELETE FROM oauth_tokens WHERE kind = 'access'").run();
    const refreshes = stack().bff.platform!.refreshCount;
    const issued = accessTokensIssued(stack());
    const res = await client.fetch(ORDER);
    expect(res.status, res.text).toBe(200);
    expect(stack().bff.platform!.refreshCount).toBe(refreshes + 1);
    expect(accessTokensIssued(stack())).toBe(issued + 1);
    const after = (await storedTokens(stack(), 'admin'))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
  });

  it('disconnects: 204, not connected, tokens gone', async () => {
    const client = await signedIn(stack(), 'staff');
    await connect(stack(), client);
    expect(await connected(client)).toBe(true);
    const withoutCsrf = await client.fetch('/auth/platform/disconnect', {
      method: 'POST',
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(withoutCsrf.status).toBe(403);
    expect(await connected(client)).toBe(true);
    const res = await client.fetch('/auth/platform/disconnect', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(await connected(client)).toBe(false);
    expect(await storedTokens(stack(), 'staff')).toBeUndefined();
  });
});

describe('refresh before expiry', () => {
  const stack = useStack({ sandbox: { tokenTtlS: 2 } });

  it('refreshes an expired access token exactly once for ten concurrent lookups', async () => {
    const client = await signedIn(stack(), 'support');
    const { location } = await connect(stack(), client);
    expect(location).toBe('/orders?platform=connected');
    await sleep(2200);

    const refreshes = stack().bff.platform!.refreshCount;
    const issued = accessTokensIssued(stack());
    const results = await Promise.all(Array.from({ length: 10 }, () => client.fetch(ORDER)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(stack().bff.platform!.refreshCount - refreshes).toBe(1);
    expect(accessTokensIssued(stack()) - issued).toBe(1);
    expect(await connected(client)).toBe(true);
  });
});
