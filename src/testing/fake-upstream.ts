import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_KEY } from '../sandbox/store/demo-ids';

// A stand-in platform that misbehaves on purpose (slow, HTML errors, leaky headers), on a loopback
// port the system picks, for the BFF to be pointed at with `startStack({ upstreamUrl })`.

export async function startFakeUpstream(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    /** Cuts what is still open (a slow answer never sent) and stops listening. */
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>;

/** Passes a read on to the real sandbox (with its key) and its answer back, whole. */
export async function relayRead(sandboxUrl: string, req: IncomingMessage, res: ServerResponse) {
  const answer = await fetch(`${sandboxUrl}${req.url}`, {
    headers: { 'x-api-key': DEMO_KEY, accept: 'application/json' },
  });
  const body = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
    'content-length': body.length,
  });
  res.end(body);
}

/** An answer that promises 5000 bytes of JSON, sends `start` and then cuts the connection. */
export function cutOffAnswer(start: string): RequestListener {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': 5000 });
    res.write(start);
    setTimeout(() => res.destroy(), 20);
  };
}
