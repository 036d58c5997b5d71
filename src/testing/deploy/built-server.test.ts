import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '@/server-build';
import { freePort } from '../free-port';
import { imported, rowsOf } from '../imports';
import { signedIn } from '../signed-in';

// The production build (scripts/build-server.ts) run the way the image runs it: plain `node` on
// the bundle, no tsx loader anywhere. Demo mode answers, a user signs in, and an .xlsx import is
// read, which proves the worker thread starts from its own bundle beside the server's; the server
// render's thread runs from its own too.

// The bundle leaves its packages to `node_modules`, so it is built inside the checkout.
const REPO = join(import.meta.dirname, '../../..');

let dir: string;
let out: string;
let server: ChildProcess;
let bffUrl: string;
let output = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'built-server-'));
  await mkdir(join(REPO, 'dist'), { recursive: true });
  out = await mkdtemp(join(REPO, 'dist', 'server-test-'));
  await buildServer(out);
  const port = await freePort();
  bffUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(out, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      BFF_DATA_DIR: join(dir, 'bff'),
      SANDBOX_DATA_DIR: join(dir, 'sandbox'),
      WEB_DIST_DIR: join(dir, 'web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the built server exited: ${output}`);
    const ready = await fetch(`${bffUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the built server never became ready: ${output}`);
}, 60_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  await rm(dir, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

describe('the production build of the server', () => {
  it('starts in demo mode with plain node and reads an .xlsx in its worker thread', async () => {
    const staff = await signedIn({ bffUrl }, 'staff');
    const result = await imported(staff, 'places.xlsx');
    expect(result).toMatchObject({ format: 'xlsx', sheet: 'Pobočky', counts: { create: 3 } });
    expect((await rowsOf(staff, result.id)).length).toBe(3);
  });

  it('bundles the server render’s thread beside the server, where plain node runs it', async () => {
    // A render module of one function, called across the built thread as the BFF calls it
    // (render-protocol.ts): the first message says it loaded, the next answers the call.
    const entry = join(dir, 'render-module.mjs');
    await writeFile(entry, 'export const add = (a, b) => a + b;\n');
    const worker = new Worker(join(out, 'spa-render-thread.js'), {
      workerData: { entry: pathToFileURL(entry).href },
    });
    try {
      const answers: unknown[] = [];
      const answered = (count: number) =>
        new Promise<void>((resolve, reject) => {
          worker.on('error', reject);
          worker.on('message', (message: unknown) => {
            answers.push(message);
            if (answers.length === count) resolve();
          });
        });
      const both = answered(2);
      worker.postMessage({ id: 1, method: 'add', args: [2, 3] });
      await both;
      expect(answers).toEqual([
        { id: 0, result: 'ready' },
        { id: 1, result: 5 },
      ]);
    } finally {
      await worker.terminate();
    }
  });

  it('ends cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
