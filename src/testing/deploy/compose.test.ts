import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { signedIn } from '../signed-in';
import { DEMO_ESHOP } from '../stack';

// compose.yaml brought up as its header says (`npm run test:deploy`, with the image built as
// IMAGE): nginx serves the app over HTTPS with its self-signed certificate, two instances share
// PostgreSQL and the demo platform, and a session survives stopping either instance. Skipped in
// `npm test` (no IMAGE given). Local stand-ins of the official images where none can be pulled.
// The secrets are made by scripts/compose-secrets.sh, as the header says, into a folder of the
// test's own (SECRETS_DIR), and reach the containers as files only.

const run = promisify(execFile);
const IMAGE = process.env.IMAGE;
const project = `desk-compose-${process.pid}`;
let port: number;
let url: string;
let secrets: string;

const compose = async (...args: string[]) => {
  const env = {
    ...process.env,
    APP_IMAGE: IMAGE!,
    HTTPS_PORT: String(port),
    PUBLIC_ORIGIN: url,
    SECRETS_DIR: secrets,
    ...(process.env.LOCAL_BASE_IMAGES
      ? { POSTGRES_IMAGE: 'localhost/pickup-desk-postgres:15', DEBIAN_IMAGE: 'localhost/debian:bookworm' }
      : {}),
  };
  const { stdout } = await run('podman-compose', ['-p', project, ...args], { env, maxBuffer: 16 << 20 });
  return stdout;
};
const container = (service: string) => `${project}_${service}_1`;
const podman = async (...args: string[]) => (await run('podman', args)).stdout.trim();

async function waitReady(deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
      last = `${res.status}`;
    } catch (error) {
      last = String((error as Error).cause ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`compose never became ready (${last}):\n${await compose('logs').catch(String)}`);
}

/** Until the container's own health check (/readyz inside it) passes. */
async function healthy(name: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (
      await podman('healthcheck', 'run', name).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${name} never became healthy:\n${await podman('logs', name).catch(String)}`);
}

describe.skipIf(!IMAGE)('compose.yaml', () => {
  beforeAll(async () => {
    port = await freePort();
    url = `https://localhost:${port}`;
    secrets = await mkdtemp(join(tmpdir(), 'compose-secrets-'));
    await run('bash', ['scripts/compose-secrets.sh', secrets]);
    await compose('up', '-d');
    // Trust exactly the certificate nginx made at its first start.
    const deadline = Date.now() + 60_000;
    let ca = '';
    while (!ca && Date.now() < deadline) {
      ca = await podman('exec', container('nginx'), 'cat', '/etc/nginx/tls/tls.crt').catch(() => '');
      if (!ca) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    setGlobalDispatcher(new Agent({ connect: { ca } }));
    await waitReady(120_000);
    // nginx answers once one instance does: both must be up before either is stopped.
    for (const service of ['app1', 'app2']) await healthy(container(service));
  }, 240_000);

  afterAll(async () => {
    await compose('down', '-v').catch(() => undefined);
    await rm(secrets, { recursive: true, force: true });
  }, 120_000);

  it('serves the app over HTTPS, and a session survives stopping either instance', async () => {
    const page = await fetch(`${url}/places`, { headers: { accept: 'text/html' } }); // a navigation
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBeTruthy();
    const staff = await signedIn({ bffUrl: url }, 'staff');
    const search = `/bff/places/search?eshopId=${DEMO_ESHOP}&size=5`;
    // nginx reloads when a restarted instance comes back at a new address (its start script says so).
    const reloads = async () => (await podman('logs', container('nginx'))).split('reloaded').length - 1;
    for (const service of ['app1', 'app2']) {
      const reloadsBefore = await reloads();
      await podman('stop', '-t', '10', container(service));
      for (let i = 0; i < 6; i++) {
        const res = await staff.fetch(search);
        expect(res.status, `${service} stopped: ${res.text}`).toBe(200);
      }
      await podman('start', container(service));
      await healthy(container(service));
      const deadline = Date.now() + 30_000;
      while ((await reloads()) === reloadsBefore && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await staff.fetch('/auth/session')).status).toBe(200);
  }, 240_000);

  it('passes the password and the token key as files, not in any environment (issue 41)', async () => {
    const password = await readFile(join(secrets, 'postgres-password'), 'utf8');
    const key = await readFile(join(secrets, 'token-encryption-key'), 'utf8');
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    for (const service of ['app1', 'app2', 'postgres']) {
      const env = await podman('inspect', '--format', '{{json .Config.Env}}', container(service));
      expect(env).not.toContain(password);
      expect(env).not.toContain(key);
      expect(env).not.toMatch(/"(DATABASE_URL|TOKEN_ENCRYPTION_KEY|POSTGRES_PASSWORD)=/);
    }
    // The app reads them where the *_FILE variables point.
    const mounted = await podman('exec', container('app1'), 'cat', '/run/secrets/token-encryption-key');
    expect(mounted).toBe(key);
  });
});
