import { PlatformBrowser } from '@/testing/platform-browser';
import type { BrowserClient } from '@/testing/stack';

// Connecting a BFF user's platform account the way a browser does: the BFF's connect redirect, the
// sandbox's sign-in and approval pages, and the BFF's callback (as in platform-oauth.test.ts).

function expectStatus(what: string, actual: number, expected: number) {
  if (actual !== expected) throw new Error(`${what} answered ${actual}, expected ${expected}`);
}

/** Signs the platform user demo/demo in, approves, and completes the BFF's callback. */
export async function connectPlatform(client: BrowserClient, sandboxUrl: string) {
  const connect = await client.fetch('/auth/platform/connect?returnTo=%2Forders');
  expectStatus('GET /auth/platform/connect', connect.status, 302);
  const location = await new PlatformBrowser(sandboxUrl).decide(connect.headers.get('location')!, 'approve');
  const back = new URL(location);
  const callback = await client.fetch(`${back.pathname}${back.search}`);
  expectStatus('the BFF callback', callback.status, 302);
  const landed = callback.headers.get('location') ?? '';
  if (!landed.includes('platform=connected')) throw new Error(`the callback sent the browser to ${landed}`);
}
