import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { track } from './cleanup';
import type { Command, ServerInfo, ServerSpec, ToChild, ToParent } from './server-protocol';
import { withTimeout } from './util';

// Servers under test, each in a child process of its own (see server-process.ts). Every child is
// tracked, so the benchmark can stop whatever a failed or timed-out figure left running.

const ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface ServerHandle extends ServerInfo {
  call<T>(cmd: Command, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

export async function spawnServer(spec: ServerSpec, startTimeoutMs = 180_000): Promise<ServerHandle> {
  // BENCH_CPU_PROF=<folder>: each server writes V8 CPU profiles into <folder>/<role> when it stops
  // (one per thread, tsx's loader thread included; open them in Chrome DevTools), e.g. to see where
  // the BFF spends its time under the proxy bench's load.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', `${process.env.BENCH_CPU_PROF}/${spec.role}`]
    : [];
  // BENCH_NODE_FLAGS: more flags for every server (e.g. `--trace-gc`, whose lines then go to stdout).
  const extra = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = fork(ENTRY, [JSON.stringify(spec)], {
    // The young generation capped as `npm start` and the image run the server (package.json).
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      '--expose-gc',
      '--max-semi-space-size=4',
      ...profile,
      ...extra,
    ],
    stdio: ['ignore', extra.length ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const untrack = track(() => kill(child));
  child.once('exit', () => untrack());

  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const ready = new Promise<ServerInfo>((resolve, reject) => {
    child.on('message', (message: ToParent) => {
      if (message.type === 'ready') resolve(message.info);
      else if (message.type === 'failed') reject(new Error(`server failed to start: ${message.error}`));
      else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) waiter?.resolve(message.value);
        else waiter?.reject(new Error(message.error));
      }
    });
    child.once('exit', (code, signal) => {
      const error = new Error(`server process exited (${signal ?? code})`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
  });

  let info: ServerInfo;
  try {
    info = await withTimeout(ready, startTimeoutMs, `starting the ${spec.role}`);
  } catch (error) {
    kill(child);
    throw error;
  }

  const call = <T>(cmd: Command, timeoutMs = 30_000) =>
    withTimeout(
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, cmd } satisfies ToChild);
      }),
      timeoutMs,
      `server command ${cmd}`,
    );

  return {
    ...info,
    call,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        await call('stop', 15_000);
        await withTimeout(exited, 10_000, 'server exit');
      } catch {
        kill(child);
      }
    },
  };
}

/** Ends a server process this benchmark started (by its handle, so only ours). */
function kill(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
