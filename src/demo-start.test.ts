import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformBrowser } from './testing/platform-browser';
import { onFreePort } from './testing/free-port';
import { BrowserClient } from './testing/stack';

// Demo mode as a new user runs it: `src/main.ts` (what `npm start` runs) in a process of its own,
// opened at http://localhost rather than 127.0.0.1, with and without OAUTH_REDIRECT_URI.

const started: { child: ChildProcess; dir: string }[] = [];
afterEach(async () => {
  for (const { child, dir } of started.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * Starts the app in demo mode on a free port (a new one when another process took it first);
 * resolves once it listens. `env` may depend on the port (a redirect URI naming it).
 */
async function startApp(env: (port: number) => Record<string, string> = () => ({})) {
  return onFreePort((port) => startAppOn(port, env(port)));
}

/** Starts the app on `port`; resolves once it listens (or rejects with what it printed). */
async function startAppOn(port: number, env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'demo-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(__dirname, '..'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      BFF_DATA_DIR: join(dir, 'bff'),
      SANDBOX_DATA_DIR: join(dir, 'sandbox'),
      WEB_DIST_DIR: join(dir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, dir });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pickup Desk at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return { port, output };
}

/** The whole connect flow as a browser at `origin` does it; returns the authorize URL and the outcome. */
async function connectAt(origin: string) {
  const client = new BrowserClient(origin);
  expect((await client.login('staff')).status).toBe(200);
  const start = await client.fetch('/auth/platform/connect?returnTo=/orders');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const back = await new PlatformBrowser(origin).decide(authorize.toString(), 'approve');
  expect(back.startsWith(`${origin}/auth/callback?`)).toBe(true);
  const callback = await client.fetch(back.slice(origin.length));
  const session = await client.fetch('/auth/session');
  return {
    authorize,
    location: callback.headers.get('location'),
    connected: session.data.platform.connected,
  };
}

describe('npm start in demo mode', () => {
  it('connects the platform account when opened at http://localhost', async () => {
    const { port, output } = await startApp();
    expect(output).toContain(`http://127.0.0.1:${port}, http://localhost:${port}`);
    const origin = `http://localhost:${port}`;
    const { authorize, location, connected } = await connectAt(origin);
    expect(authorize.origin).toBe(origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
    expect(location).toBe('/orders?platform=connected');
    expect(connected).toBe(true);
  });

  it('starts with OAUTH_REDIRECT_URI set, and uses it on both sides', async () => {
    const redirectAt = (port: number) => `http://localhost:${port}/auth/callback`;
    const { port, output } = await startApp((port) => ({ OAUTH_REDIRECT_URI: redirectAt(port) }));
    const redirect = redirectAt(port);
    expect(output).not.toContain('AUTH_URL');
    // Opened at 127.0.0.1, the redirect still goes where OAUTH_REDIRECT_URI says.
    const at127 = new BrowserClient(`http://127.0.0.1:${port}`);
    expect((await at127.login('staff')).status).toBe(200);
    const start = await at127.fetch('/auth/platform/connect');
    expect(new URL(start.headers.get('location')!).searchParams.get('redirect_uri')).toBe(redirect);
    const { location, connected } = await connectAt(`http://localhost:${port}`);
    expect(location).toBe('/orders?platform=connected');
    expect(connected).toBe(true);
  });
});
