import { BrowserClient, type Stack } from './stack';

// What the BFF's sign-in and session tests share: requests that carry exactly the headers given
// (no cookie or CSRF token added by the client), and a look at the session cookie an answer sets.

export type ClientResponse = Awaited<ReturnType<BrowserClient['fetch']>>;

/** A request with exactly these headers (no automatic cookie or CSRF token). */
export const raw = (
  stack: Pick<Stack, 'bffUrl'>,
  path: string,
  init: RequestInit & { json?: unknown } = {},
) => new BrowserClient(stack.bffUrl).fetch(path, init);

/** The raw Set-Cookie line for pd_session, if any. */
export const sessionCookieLine = (res: ClientResponse) =>
  res.headers.getSetCookie().find((c) => c.startsWith('pd_session='));

/** The attributes of a Set-Cookie line (HttpOnly, Path=/ …), lower-cased. */
export const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
