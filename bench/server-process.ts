import { readFileSync, writeFileSync } from 'node:fs';
import { startSandbox } from '@/sandbox/app';
import type { Db } from '@/sandbox/store/db';
import { startStack } from '@/testing/stack';
import { startBareProxy } from './bare-proxy';
import type { Command, ServerInfo, ServerSpec, ToChild, ToParent } from './server-protocol';

// A server under test in a process of its own (started by servers.ts), so the load generator and
// the browser driver never share an event loop or a heap with it. Started with --expose-gc.

const send = (message: ToParent) => process.send?.(message);

/** Resident set size and its kernel-tracked peak (VmHWM), in bytes. */
function residentMemory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return {
    rss: process.memoryUsage.rss(),
    vmRss: kib('VmRSS'),
    vmHwm: kib('VmHWM'),
    heapUsed: process.memoryUsage().heapUsed,
  };
}

let sampledPeak = 0;
let sampler: NodeJS.Timeout | undefined;
/** The last mark reset VmHWM: the kernel's peak is then the peak since the mark. */
let peakFromKernel = false;

/**
 * V8 hands the pages a collection emptied back to the system from background threads, after the
 * collection has returned: RSS read at once still counted them. Read right after its GC, the BFF
 * held +40-50 MiB after half the runs of the 10 000-place job (1.16-1.22×), gone a few seconds later.
 */
const SETTLE_MS = 2000;

async function collectGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  if (gc) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return Boolean(gc);
}

async function main() {
  const spec = JSON.parse(process.argv[2] ?? '{}') as ServerSpec;
  let info: ServerInfo;
  let close: () => Promise<void>;
  let sandboxDb: Db | undefined;
  let refreshCount = () => 0;
  if (spec.role === 'sandbox') {
    const sandbox = await startSandbox(spec.options, 0);
    info = { pid: process.pid, sandboxUrl: sandbox.url };
    sandboxDb = sandbox.db;
    close = () => sandbox.app.close();
  } else if (spec.role === 'bare-proxy') {
    const proxy = await startBareProxy(spec.options.upstreamUrl, spec.options.apiKey);
    info = { pid: process.pid, sandboxUrl: spec.options.upstreamUrl, proxyUrl: proxy.url };
    close = proxy.close;
  } else {
    const stack = await startStack(spec.options);
    if (spec.warm) void stack.bff.warmReadModels(); // in the background, as npm start
    info = { pid: process.pid, sandboxUrl: stack.sandboxUrl, bffUrl: stack.bffUrl };
    sandboxDb = stack.sandboxDb;
    refreshCount = () => stack.bff.platform?.refreshCount ?? 0;
    close = () => stack.close();
  }

  const commands: Record<Command, () => unknown | Promise<unknown>> = {
    /** Collects garbage, resets the peak (VmHWM and the sampler) and returns the resident memory. */
    'memory-mark': async () => {
      const gc = await collectGarbage();
      let hwmReset = true;
      try {
        writeFileSync('/proc/self/clear_refs', '5');
      } catch {
        hwmReset = false;
      }
      clearInterval(sampler);
      sampledPeak = process.memoryUsage.rss();
      peakFromKernel = hwmReset;
      // Where the kernel keeps the peak (VmHWM reset above), sampling it too only adds work to the
      // server being measured: 3% of the BFF's CPU through a bulk job.
      if (!hwmReset)
        sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss())), 5);
      return { ...residentMemory(), gc, hwmReset };
    },
    'memory-read': async () => {
      clearInterval(sampler);
      const now = residentMemory();
      const peak = Math.max(sampledPeak, now.rss, peakFromKernel ? now.vmHwm : 0);
      const gc = await collectGarbage();
      const collected = residentMemory();
      return { ...now, sampledPeak: peak, afterGc: collected.rss, heapAfterGc: collected.heapUsed, gc };
    },
    'refresh-count': () => refreshCount(),
    'access-tokens': () =>
      (
        sandboxDb!.prepare("SELECT COUNT(*) AS n FROM oauth_tokens WHERE kind = 'access'").get() as {
          n: number;
        }
      ).n,
    stop: async () => {
      clearInterval(sampler);
      await close();
      setImmediate(() => process.exit(0));
      return true;
    },
  };

  process.on('message', (message: ToChild) => {
    Promise.resolve()
      .then(() => commands[message.cmd]())
      .then(
        (value) => send({ type: 'reply', id: message.id, ok: true, value }),
        (error: unknown) => send({ type: 'reply', id: message.id, ok: false, error: String(error) }),
      );
  });
  // The parent gone (finished, killed or crashed): nothing is left to serve.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', info });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
