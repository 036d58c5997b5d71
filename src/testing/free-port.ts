import { createServer } from 'node:net';

// A port picked free is released before the server that wants it listens, so on a busy machine
// another process can take it in between (EADDRINUSE). Tests that need to know their port before
// listening (redirect URIs, public origins) start through `onFreePort`, which tries again.

/** A loopback port free at the moment of asking (and released again at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a start failed only because someone else listens on the port. */
export function isPortTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || error.message.includes('EADDRINUSE');
}

/**
 * Runs `start` on a free port, and again on a new one when the port was taken before it listened.
 * `start` must release what it built when it fails, so a retry starts clean.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts || !isPortTaken(error)) throw error;
    }
  }
}
