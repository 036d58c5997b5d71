// A user's browser on the platform's own pages (the sandbox's sign-in, authorize and approvals
// pages), for tests and the benchmark: keeps the platform's session cookie and records every page.

import { hiddenInputs } from '../sandbox/testing/hidden-inputs';

function expectStatus(what: string, actual: number, expected: number) {
  if (actual !== expected) throw new Error(`${what} answered ${actual}, expected ${expected}`);
}

export class PlatformBrowser {
  cookie = '';
  /** Every header list and body the browser was shown, for leak checks. */
  readonly pages: string[] = [];
  constructor(readonly sandboxUrl: string) {}

  async request(url: string, form?: Record<string, string>) {
    const res = await fetch(new URL(url, this.sandboxUrl), {
      method: form ? 'POST' : 'GET',
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        // A browser's form post names the page's origin.
        ...(form
          ? { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(this.sandboxUrl).origin }
          : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('sandbox_session='));
    if (set) this.cookie = set.split(';')[0]!;
    const text = await res.text();
    this.pages.push(JSON.stringify([...res.headers.entries()]), text);
    return { status: res.status, location: res.headers.get('location'), text };
  }

  /** Signs in as demo/demo when asked, then approves or denies; returns the redirect to the client. */
  async decide(authorizeUrl: string, decision: 'approve' | 'deny'): Promise<string> {
    let page = await this.request(authorizeUrl);
    expectStatus('the authorize page', page.status, 200);
    if (page.text.includes('action="/oauth/login"')) {
      const { next } = hiddenInputs(page.text);
      const login = await this.request('/oauth/login', {
        username: 'demo',
        password: 'demo',
        next: next ?? '',
      });
      expectStatus('POST /oauth/login', login.status, 303);
      page = await this.request(login.location!);
      expectStatus('the authorize page after sign-in', page.status, 200);
    }
    if (!page.text.includes('action="/oauth/authorize"')) throw new Error('the consent form is missing');
    const fields = hiddenInputs(page.text);
    if (!fields.csrf) throw new Error('the consent form has no csrf field');
    const answer = await this.request('/oauth/authorize', { ...fields, decision });
    expectStatus('POST /oauth/authorize', answer.status, 302);
    return answer.location!;
  }

  /** Withdraws the approval of a client on the approvals page. */
  async withdraw(clientId = 'sandbox-client') {
    const page = await this.request('/oauth/approvals');
    const { csrf } = hiddenInputs(page.text);
    if (!csrf) throw new Error('the approvals page lists no client');
    const res = await this.request('/oauth/approvals/withdraw', { client_id: clientId, csrf });
    expectStatus('POST /oauth/approvals/withdraw', res.status, 303);
  }
}
