import type { SandboxOptions } from '@/sandbox/config';
import type { StackOptions } from '@/testing/stack';

// The messages between the benchmark and a server process (server-process.ts). Plain JSON only.

export type ServerSpec =
  | { role: 'sandbox'; options: SandboxOptions }
  /** startStack's options; they travel as JSON, so pass no Buffer (tokenKey) or function. */
  /** `warm`: the read models are warmed right after the start, as `npm start` does. */
  | { role: 'stack'; options: StackOptions; warm?: boolean }
  /** bare-proxy.ts in front of a running sandbox. */
  | { role: 'bare-proxy'; options: { upstreamUrl: string; apiKey: string } };

export interface ServerInfo {
  pid: number;
  sandboxUrl: string;
  bffUrl?: string;
  proxyUrl?: string;
}

export type Command = 'memory-mark' | 'memory-read' | 'refresh-count' | 'access-tokens' | 'stop';

export interface MemoryMark {
  rss: number;
  /** V8's heap in use (after the GC of the mark). */
  heapUsed: number;
  vmRss: number;
  vmHwm: number;
  gc: boolean;
  hwmReset: boolean;
}

export interface MemoryRead {
  rss: number;
  vmRss: number;
  vmHwm: number;
  sampledPeak: number;
  afterGc: number;
  heapAfterGc: number;
  gc: boolean;
}

export type ToChild = { id: number; cmd: Command };

export type ToParent =
  | { type: 'ready'; info: ServerInfo }
  | { type: 'failed'; error: string }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string };
