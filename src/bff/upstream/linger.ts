import type { IncomingMessage } from 'node:http';

// Answering before the request body is all read (a 413 while the file is still arriving) and then
// closing the socket makes the kernel reset the connection when more bytes come in, and a reset
// can throw away the answer before the client reads it. Like nginx's lingering close, the rest of
// the body is read and discarded, within a byte cap and a time limit, so the client gets to read
// its answer; past either limit, the socket is closed.

export interface LingerLimits {
  maxBytes: number;
  maxMs: number;
}

export const DEFAULT_LINGER: LingerLimits = { maxBytes: 32 * 1024 * 1024, maxMs: 10_000 };

export function discardRestOfBody(request: IncomingMessage, limits: LingerLimits = DEFAULT_LINGER) {
  if (request.complete || request.destroyed) return;
  let seen = 0;
  const done = () => {
    clearTimeout(timer);
    request.removeListener('data', onData);
    request.socket?.removeListener('close', done);
  };
  const cut = () => {
    done();
    request.socket?.destroy();
  };
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limits.maxBytes) cut();
  };
  const timer = setTimeout(cut, limits.maxMs);
  timer.unref();
  request.on('data', onData);
  request.once('end', done);
  // The request's own 'close' comes with the answer's end; only the socket's tells it is over.
  request.socket?.once('close', done);
  request.resume();
}
