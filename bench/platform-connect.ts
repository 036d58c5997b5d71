import type { BrowserClient } from '../src/testing/stack';

// Connecting a BFF user's platform account the way a browser does: the BFF's connect redirect, the
// sandbox's sign-in and approval pages, and the BFF's callback (as in platform-oauth.test.ts).

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of a server-rendered form. */
const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescapeHtml(m[1]!),
      unescapeHtml(m[2]!),
    ]),
  );

/** The user's browser on the platform's pages, keeping the platform's session cookie. */
class PlatformBrowser {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async request(url: string, form?: Record<string, string>) {
    const res = await fetch(new URL(url, this.baseUrl), {
      method: form ? 'POST' : 'GET',
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('sandbox_session='));
    if (session) this.cookie = session.split(';')[0]!;
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  }
}

function expectStatus(what: string, actual: number, expected: number) {
  if (actual !== expected) throw new Error(`${what} answered ${actual}, expected ${expected}`);
}

/** Signs the platform user demo/demo in, approves, and completes the BFF's callback. */
export async function connectPlatform(client: BrowserClient, sandboxUrl: string) {
  const connect = await client.fetch('/auth/platform/connect?returnTo=%2Forders');
  expectStatus('GET /auth/platform/connect', connect.status, 302);
  const platform = new PlatformBrowser(sandboxUrl);
  let page = await platform.request(connect.headers.get('location')!);
  expectStatus('the authorize page', page.status, 200);
  if (page.text.includes('action="/oauth/login"')) {
    const { next } = hiddenInputs(page.text);
    const login = await platform.request('/oauth/login', {
      username: 'demo',
      password: 'demo',
      next: next ?? '',
    });
    expectStatus('POST /oauth/login', login.status, 303);
    page = await platform.request(login.location!);
    expectStatus('the authorize page after sign-in', page.status, 200);
  }
  const answer = await platform.request('/oauth/authorize', {
    ...hiddenInputs(page.text),
    decision: 'approve',
  });
  expectStatus('POST /oauth/authorize', answer.status, 302);
  const back = new URL(answer.location!);
  const callback = await client.fetch(`${back.pathname}${back.search}`);
  expectStatus('the BFF callback', callback.status, 302);
  const location = callback.headers.get('location') ?? '';
  if (!location.includes('platform=connected'))
    throw new Error(`the callback sent the browser to ${location}`);
}
