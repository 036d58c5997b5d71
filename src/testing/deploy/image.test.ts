import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { signedIn } from '../signed-in';
import { DEMO_ESHOP } from '../stack';

// The image as an operator runs it (`npm run test:deploy`, after scripts/test-deploy.sh built it
// as IMAGE): it starts as a non-root user, answers /readyz and its own HEALTHCHECK, serves the
// app in demo mode on PUBLIC_ORIGIN, keeps its data on the /data volume across a restart, and
// ends at once and cleanly on `podman stop`. Skipped in `npm test` (no IMAGE given).

const run = promisify(execFile);
const IMAGE = process.env.IMAGE;
const podman = async (...args: string[]) => (await run('podman', args, { maxBuffer: 8 << 20 })).stdout.trim();

describe.skipIf(!IMAGE)('the container image', () => {
  const name = `pickup-desk-test-${process.pid}`;
  const volume = `${name}-data`;
  let url: string;

  const start = async () => {
    await podman(
      'run',
      '-d',
      '--name',
      name,
      '-p',
      `127.0.0.1:${new URL(url).port}:8080`,
      '-e',
      `PUBLIC_ORIGIN=${url}`,
      '-v',
      `${volume}:/data`,
      IMAGE!,
    );
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${url}/readyz`).then(
          (res) => res.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the container never became ready:\n${await podman('logs', name)}`);
  };

  beforeAll(async () => {
    url = `http://127.0.0.1:${await freePort()}`;
    await start();
  }, 120_000);

  afterAll(async () => {
    await podman('rm', '-f', '-t', '0', name).catch(() => undefined);
    await podman('volume', 'rm', '-f', volume).catch(() => undefined);
  });

  // Issue 26 aims at 250 MB; today about 296 on the local Debian base, of which the base is 184
  // (Node's binary alone 107). The guard keeps what is there from growing (the web app's packages
  // or the dev tools slipping in would add hundreds), with room for a Debian point release;
  // bundling the pure-JavaScript dependencies into dist/server is the next step down.
  it('stays under 320 MB', async () => {
    const bytes = Number(await podman('image', 'inspect', '--format', '{{.Size}}', IMAGE!));
    console.log(`image size: ${(bytes / 1e6).toFixed(0)} MB`);
    expect(bytes).toBeLessThan(320e6);
  });

  it('runs as a user that is not root, with production dependencies only', async () => {
    expect(await podman('exec', name, 'node', '-e', 'console.log(process.getuid())')).not.toBe('0');
    const tsx = await podman(
      'exec',
      name,
      'node',
      '-e',
      "console.log(require('fs').existsSync('node_modules/tsx'))",
    );
    expect(tsx).toBe('false');
  });

  it('passes its own health check and serves the app on PUBLIC_ORIGIN', async () => {
    await podman('healthcheck', 'run', name); // exits non-zero (and throws) when unhealthy
    const page = await fetch(`${url}/places`, { headers: { accept: 'text/html' } }); // a navigation
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const staff = await signedIn({ bffUrl: url }, 'staff');
    const places = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=5`);
    expect(places.status, places.text).toBe(200);
    // The server render of the places list is in the image too (dist/web-ssr, React bundled in:
    // the image installs none of the web app's packages); its first use warms it.
    await expect
      .poll(async () => (await staff.fetch('/places', { headers: { accept: 'text/html' } })).text, {
        timeout: 15_000,
      })
      .toContain('<div id="root" data-rendered inert data-layout="wide">');
  });

  it('stops at once with exit code 0, and keeps its data on the volume', async () => {
    const staff = await signedIn({ bffUrl: url }, 'staff');
    const before = Date.now();
    await podman('stop', '-t', '10', name);
    expect(Date.now() - before).toBeLessThan(9_000); // SIGTERM handled, not killed at the timeout
    expect(await podman('inspect', '--format', '{{.State.ExitCode}}', name)).toBe('0');
    await podman('rm', name);
    await start();
    // The session lives in the SQLite file on the volume: the same cookie still signs in.
    expect((await staff.fetch('/auth/session')).status).toBe(200);
  }, 120_000);
});
