import { expect } from 'vitest';
import { PlatformBrowser } from './platform-browser';
import type { BrowserClient, Stack } from './stack';

// Connecting a platform account through the BFF as the app's user does it: the BFF's connect and
// callback, with the sandbox's real authorize page driven like a browser (platform-oauth*.test.ts).

/** Path and query of an absolute URL on the BFF. */
export const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** GET /auth/platform/connect: the authorize URL it redirects to. */
export async function startConnect(stack: Stack, client: BrowserClient, returnTo?: string) {
  const res = await client.fetch(
    `/auth/platform/connect${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`,
  );
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.startsWith(`${stack.sandboxUrl}/oauth/authorize/?`)).toBe(true);
  return location;
}

/** The whole flow; returns where the callback sent the browser. */
export async function connect(
  stack: Stack,
  client: BrowserClient,
  returnTo = '/orders',
  decision: 'approve' | 'deny' = 'approve',
) {
  const authorize = await startConnect(stack, client, returnTo);
  const platform = new PlatformBrowser(stack.sandboxUrl);
  const back = await platform.decide(authorize, decision);
  expect(back.startsWith(`${stack.bffUrl}/auth/callback?`)).toBe(true);
  const callback = await client.fetch(local(back));
  expect(callback.status).toBe(302);
  return { location: callback.headers.get('location')!, callbackPath: local(back), platform };
}

/** Whether the client's session reports a connected platform account. */
export const connected = async (client: BrowserClient) => {
  const res = await client.fetch('/auth/session');
  expect(res.status).toBe(200);
  return res.data.platform.connected as boolean;
};

/** How many access tokens the sandbox has issued so far. */
export const accessTokensIssued = (stack: Stack) =>
  (
    stack.sandboxDb.prepare("SELECT COUNT(*) AS n FROM oauth_tokens WHERE kind = 'access'").get() as {
      n: number;
    }
  ).n;

/** The platform tokens the BFF keeps for a user (unsealed), or undefined. */
export const storedTokens = async (stack: Stack, username: string) => {
  const user = await stack.bff.users.byName(username);
  expect(user, `user ${username}`).toBeDefined();
  return stack.bff.tokens.get(user!.id);
};
