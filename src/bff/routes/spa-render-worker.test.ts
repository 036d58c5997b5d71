import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRenderWorker } from './spa-render-worker';

// The server render's worker thread: a module's functions called across it, and what happens when
// they throw, when the module cannot load, and when more calls wait than it takes.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-worker-'));
  await writeFile(
    join(dir, 'module.mjs'),
    `export const add = (a, b) => a + b;
export const later = (ms) => new Promise((resolve) => setTimeout(() => resolve(ms), ms));
export const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); return ms; };
export function fails() { throw new Error('no render today'); }`,
  );
  await writeFile(join(dir, 'broken.mjs'), 'throw new Error("cannot load");');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the render worker', () => {
  it('calls the module’s functions, sync or async, and passes their errors on', async () => {
    const worker = startRenderWorker(join(dir, 'module.mjs'));
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
    const worker = startRenderWorker(join(dir, 'module.mjs'));
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
    const worker = startRenderWorker(join(dir, 'broken.mjs'));
    try {
      await expect(worker.call('add', 1, 2)).rejects.toThrow('cannot load');
      await expect(worker.call('add', 1, 2)).rejects.toThrow();
    } finally {
      await worker.close();
    }
  });
});
