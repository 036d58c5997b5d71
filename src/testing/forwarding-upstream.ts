import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { startFakeUpstream } from './fake-upstream';

// A platform in front of the real sandbox that forwards every call, unless a test's interceptor
// answers it first or holds it: 503s for a while, someone's edit just before a job's PATCH, a
// PATCH that reaches the platform but whose answer never comes back.

export interface Forwarded {
  method: string;
  path: string;
  body: Buffer;
  /** The request's If-None-Match, and the status the platform answered (once it has). */
  ifNoneMatch?: string;
  status?: number;
}

/** Answers the call itself (true) or lets it go on (false); may act on the sandbox meanwhile. */
export type Interceptor = (call: Forwarded, res: ServerResponse) => boolean | Promise<boolean>;

/** Forwards to `state.target` (set once the sandbox behind it listens). */
export async function startForwardingUpstream() {
  const calls: Forwarded[] = [];
  const state: {
    target: string;
    intercept: Interceptor | null;
    /** Runs after the sandbox answered, before the answer goes back (it may hold it). */
    afterForward: ((call: Forwarded) => Promise<void>) | null;
    /** Rewrites the sandbox's answer before it goes back (a platform that has moved on). */
    rewrite: ((call: Forwarded, body: Buffer) => Buffer) | null;
  } = { target: '', intercept: null, afterForward: null, rewrite: null };
  const fake = await startFakeUpstream(async (req: IncomingMessage, res: ServerResponse) => {
    const call: Forwarded = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      body: await buffer(req),
      ifNoneMatch: req.headers['if-none-match'],
    };
    calls.push(call);
    if (state.intercept && (await state.intercept(call, res))) return;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([k, v]) => typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k),
      ),
    ) as Record<string, string>;
    const answer = await fetch(`${state.target}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body.length ? { body: call.body } : {}),
    });
    const sent = Buffer.from(await answer.arrayBuffer());
    const body = state.rewrite ? state.rewrite(call, sent) : sent;
    call.status = answer.status;
    if (state.afterForward) await state.afterForward(call);
    const out: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (!['content-encoding', 'transfer-encoding', 'content-length', 'connection'].includes(k)) out[k] = v;
    });
    res.writeHead(answer.status, { ...out, 'content-length': String(body.length) }).end(body);
  });
  return { ...fake, calls, state };
}
