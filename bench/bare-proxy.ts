import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';

// The least a proxy can do on this machine: Node's HTTP server relaying GETs to the platform with
// undici and adding the API key (no session, headers, validation or error handling). The bench
// puts the BFF beside it, so the BFF's own cost is told apart from the cost of any extra hop and
// process on two shared cores.

export async function startBareProxy(upstreamUrl: string, apiKey: string) {
  const agent = new Agent({ connections: 128, keepAliveTimeout: 30_000 });
  const server = createServer((req, res) => {
    const url = `${upstreamUrl}${req.url}${req.url?.includes('?') ? '&' : '?'}prettyPrint=false`;
    request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: { 'x-api-key': apiKey, accept: 'application/json' },
    }).then(
      (upstream) => {
        res.writeHead(upstream.statusCode, {
          'content-type': String(upstream.headers['content-type'] ?? 'application/json'),
          ...(upstream.headers.etag ? { etag: String(upstream.headers.etag) } : {}),
        });
        upstream.body.pipe(res);
      },
      () => {
        res.writeHead(502).end();
      },
    );
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await agent.close();
    },
  };
}
