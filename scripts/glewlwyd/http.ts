// The HTTP helpers of scripts/try-glewlwyd.ts: a free port, waiting for a server to answer, and a
// client that keeps cookies and follows no redirect, as a test of each sign-in hop needs.

import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now, for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url: string, what: string, child: ChildProcess, logs: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} (logs above)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s (logs in ${logs})`);
}

/** A client that keeps cookies per host and follows no redirect, as a test of each hop needs. */
export function browser() {
  const jar = new Map<string, Map<string, string>>();
  return async (url: string, init: RequestInit = {}) => {
    const { host } = new URL(url);
    const cookies = jar.get(host) ?? new Map<string, string>();
    jar.set(host, cookies);
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || !value) cookies.delete(pair!.slice(0, at));
      else cookies.set(pair!.slice(0, at), value);
    }
    const location = res.headers.get('location');
    return { res, location: location ? new URL(location, url).toString() : null, text: await res.text() };
  };
}

/** An address without its query (codes, states and challenges are not worth printing). */
export const short = (url: string | null) => (url ? url.split('?')[0]! : String(url));

export const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
