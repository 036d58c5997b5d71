import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformBrowser } from '@/testing/platform-browser';
import {
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  REDIRECT_URI,
  startTestSandbox,
  type TestSandbox,
} from '../testing/test-sandbox';

// Several registered redirect addresses (demo mode registers one per public origin of the app):
// any of them may be named, the code goes back to the one named, and the code exchange must name
// that same one (RFC 6749, 4.1.3).

const OTHER = 'http://localhost:8080/auth/callback';
const BASIC = `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ redirectUris: [OTHER] });
});
afterAll(() => sandbox?.close());

const authorizeUrl = (redirect?: string) =>
  `/oauth/authorize/?response_type=code&client_id=sandbox-client&scope=deliveries&state=s1${
    redirect ? `&redirect_uri=${encodeURIComponent(redirect)}` : ''
  }`;

const exchange = (code: string, redirect: string) =>
  fetch(`${sandbox.url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirect }).toString(),
  });

describe('several registered redirect addresses', () => {
  it('sends the code to the registered address the request named, and exchanges it only with that one', async () => {
    const back = new URL(await new PlatformBrowser(sandbox.url).decide(authorizeUrl(OTHER), 'approve'));
    expect(`${back.origin}${back.pathname}`).toBe(OTHER);
    const code = back.searchParams.get('code')!;
    const wrong = await exchange(code, REDIRECT_URI);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const again = new URL(await new PlatformBrowser(sandbox.url).decide(authorizeUrl(OTHER), 'approve'));
    const ok = await exchange(again.searchParams.get('code')!, OTHER);
    expect(ok.status).toBe(200);
  });

  it('uses the first registered address when none is named, and refuses an unregistered one', async () => {
    const back = new URL(await new PlatformBrowser(sandbox.url).decide(authorizeUrl(), 'deny'));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const page = await fetch(`${sandbox.url}${authorizeUrl('http://evil.example/auth/callback')}`, {
      redirect: 'manual',
    });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
  });
});
