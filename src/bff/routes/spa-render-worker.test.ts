import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRenderWorker } from './spa-render-worker';

// The server render's worker thread: a module's functions called across it, and what happens when
// they throw, when the module cannot load, when more calls wait than it takes, when a call takes
// too long and when the worker dies (issue 41).

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-worker-'));
  await writeFile(
    join(dir, 'module.mjs'),
    `import { threadId } from 'node:worker_threads';
export const add = (a, b) => a + b;
export const later = (ms) => new Promise((resolve) => setTimeout(() => resolve(ms), ms));
export const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); return ms; };
export function fails() { throw new Error('no render today'); }
export const thread = () => threadId;
export const hang = () => { for (;;); };
export const exit = () => process.exit(3);
export const crash = () => { setTimeout(() => { throw new Error('crashed later'); }); return 'crashing'; };`,
  );
  await writeFile(join(dir, 'broken.mjs'), 'throw new Error("cannot load");');
  await writeFile(
    join(dir, 'slow.mjs'),
    'await new Promise((resolve) => setTimeout(resolve, 700));\nexport const add = (a, b) => a + b;',
  );
  await writeFile(join(dir, 'never.mjs'), 'await new Promise(() => setInterval(() => {}, 1000));');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The test modules' functions, as the worker's calls are typed (render-protocol.ts's shape). */
interface TestModule {
  add(a: number, b: number): number;
  later(ms: number): Promise<number>;
  spin(ms: number): number;
  fails(): never;
  thread(): number;
  hang(): never;
  exit(): never;
  crash(): string;
}
const start = (file: string, options?: Parameters<typeof startRenderWorker>[1]) =>
  startRenderWorker<TestModule>(join(dir, file), options);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the render worker', () => {
  it('calls the module’s functions, sync or async, and passes their errors on', async () => {
    const worker = start('module.mjs');
    try {
      expect(await worker.call('add', 2, 3)).toBe(5);
      expect(await worker.call('later', 5)).toBe(5);
      await expect(worker.call('fails')).rejects.toThrow('no render today');
      // Still there after a call threw.
      expect(await worker.call('add', 1, 1)).toBe(2);
    } finally {
      await worker.close();
    }
  });

  it('refuses calls beyond those waiting, rather than queue without end', async () => {
    const worker = start('module.mjs');
    try {
      const calls = Array.from({ length: 12 }, () => worker.call('spin', 50));
      const settled = await Promise.allSettled(calls);
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(8);
      const refused = settled.filter((s) => s.status === 'rejected');
      expect(refused).toHaveLength(4);
      expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('busy');
      expect(await worker.call('add', 1, 2)).toBe(3); // and takes calls again once they are done
    } finally {
      await worker.close();
    }
  });

  it('fails every call when its module cannot load, without throwing in the BFF', async () => {
    const worker = start('broken.mjs', { restartDelayMs: 300 });
    try {
      await expect(worker.call('add', 1, 2)).rejects.toThrow('cannot load');
      // Another worker at once, then none for a while: a module that fails at load does not spin.
      await expect(worker.call('add', 1, 2)).rejects.toThrow('cannot load');
      expect(worker.starts).toBe(2);
      for (let n = 0; n < 20; n++) await expect(worker.call('add', 1, 2)).rejects.toThrow('restarts later');
      expect(worker.starts).toBe(2);
      await sleep(350);
      await expect(worker.call('add', 1, 2)).rejects.toThrow('cannot load');
      expect(worker.starts).toBe(3);
      await sleep(350); // the delay doubled (600 ms)
      await expect(worker.call('add', 1, 2)).rejects.toThrow('restarts later');
      expect(worker.starts).toBe(3);
    } finally {
      await worker.close();
    }
  });

  it('abandons a call that takes too long, ends its worker, and answers the next in a fresh one', async () => {
    const worker = start('module.mjs', { timeoutMs: 300 });
    try {
      const first = await worker.call('thread');
      const started = Date.now();
      await expect(worker.call('hang')).rejects.toThrow('did not answer hang within 300 ms');
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await worker.call('add', 2, 2)).toBe(4);
      expect(await worker.call('thread')).not.toBe(first);
      expect(worker.starts).toBe(2);
    } finally {
      await worker.close();
    }
  });

  it('gives up on a call while its worker is slow to start, but keeps the worker; ends one that never loads', async () => {
    const slow = start('slow.mjs', { timeoutMs: 200 });
    try {
      await expect(slow.call('add', 1, 1)).rejects.toThrow('within 200 ms');
      await sleep(700);
      expect(await slow.call('add', 1, 1)).toBe(2);
      expect(slow.starts).toBe(1);
    } finally {
      await slow.close();
    }
    const never = start('never.mjs', { timeoutMs: 100, loadTimeoutMs: 400 });
    try {
      await expect(never.call('add', 1, 1)).rejects.toThrow('within 100 ms');
      await sleep(450);
      await expect(never.call('add', 1, 1)).rejects.toThrow('within 100 ms');
      expect(never.starts).toBe(2);
    } finally {
      await never.close();
    }
  });

  it('starts another worker after one exited or crashed', async () => {
    const worker = start('module.mjs');
    try {
      await expect(worker.call('exit')).rejects.toThrow('the render worker ended (3)');
      expect(await worker.call('add', 1, 2)).toBe(3);
      expect(await worker.call('crash')).toBe('crashing');
      await sleep(100); // the uncaught error ends that worker
      expect(await worker.call('add', 2, 3)).toBe(5);
      expect(worker.starts).toBe(3);
      // A worker that answered in between: no delay for the next failure either.
      await expect(worker.call('exit')).rejects.toThrow('ended');
      expect(await worker.call('add', 3, 3)).toBe(6);
    } finally {
      await worker.close();
    }
  });
});
