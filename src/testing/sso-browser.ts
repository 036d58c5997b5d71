// A browser for the tests of single sign-on: keeps each site's cookies, follows redirects between
// the BFF and the provider by hand (so a test can stop at, change or replay any of them), and
// keeps every answer of the BFF for the leak checks.

export interface Answer {
  url: string;
  status: number;
  location: string | undefined;
  headers: Headers;
  text: string;
}

export class SsoBrowser {
  private readonly jar = new Map<string, Map<string, string>>();
  /** Every header and body the BFF answered this browser. */
  readonly seen: string[] = [];
  csrf = '';

  constructor(readonly bffUrl: string) {}

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  async request(url: string, init: RequestInit = {}): Promise<Answer> {
    const origin = new URL(url).origin;
    const headers = new Headers(init.headers);
    const cookies = [...(this.jar.get(origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`);
    if (cookies.length) headers.set('cookie', cookies.join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const gone = attrs.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a)) || !value.join('=');
      const site = this.jar.get(origin) ?? new Map<string, string>();
      if (gone) site.delete(name);
      else site.set(name, value.join('='));
      this.jar.set(origin, site);
    }
    const text = await res.text();
    if (origin === new URL(this.bffUrl).origin)
      this.seen.push(JSON.stringify([...res.headers.entries()]), text);
    const location = res.headers.get('location') ?? undefined;
    return {
      url,
      status: res.status,
      location: location && new URL(location, url).href,
      headers: res.headers,
      text,
    };
  }

  /**
   * Follows redirects from `url` (a path is the BFF's) until an answer that is no redirect, or until
   * the next address satisfies `stop`, which is then returned unrequested.
   */
  async walk(
    url: string,
    stop: (next: string) => boolean = () => false,
  ): Promise<{ next?: string; last: Answer }> {
    let current = new URL(url, this.bffUrl).href;
    for (let hops = 0; hops < 20; hops++) {
      const last = await this.request(current);
      if (!last.location || last.status < 300 || last.status > 399) return { last };
      if (stop(last.location)) return { next: last.location, last };
      current = last.location;
    }
    throw new Error(`more than 20 redirects from ${url}`);
  }

  /** Signs in through the provider: the BFF's last redirect (`/` signed in, `/?sso=…` refused). */
  async signIn(): Promise<string> {
    const { next } = await this.walk('/auth/oidc/login', (to) => this.isBffPage(to));
    if (!next) throw new Error('the sign-in ended outside the BFF');
    return next;
  }

  /** Runs the provider's part of a sign-in and stops at the callback to the BFF (not requested). */
  async untilCallback(start = '/auth/oidc/login'): Promise<string> {
    const { next } = await this.walk(start, (to) => to.startsWith(`${this.bffUrl}/auth/oidc/callback`));
    if (!next) throw new Error('the provider did not call back');
    return next;
  }

  /** A BFF address other than its OIDC routes: where a sign-in ends. */
  isBffPage(url: string): boolean {
    return url.startsWith(this.bffUrl) && !url.startsWith(`${this.bffUrl}/auth/oidc/`);
  }

  /** An API call as the SPA makes it: session cookie, CSRF token and Origin. */
  async api(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') {
      headers.set('origin', this.bffUrl);
      if (this.csrf) headers.set('x-csrf-token', this.csrf);
    }
    const answer = await this.request(`${this.bffUrl}${path}`, { ...init, headers });
    let data: unknown;
    try {
      data = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      data = undefined;
    }
    return { ...answer, data: data as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
}
