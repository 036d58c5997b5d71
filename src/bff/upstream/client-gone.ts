import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A signal that aborts when the browser's connection closes before its answer was sent (the user
 * left, the socket was cut, the server's own request timeout fired), so the upstream call made for
 * it stops holding a pooled socket. `dispose` removes the listener once the answer is on its way.
 */
export function clientGone(request: FastifyRequest, reply: FastifyReply) {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the browser went away'));
  };
  reply.raw.once('close', onClose);
  if (request.raw.destroyed) onClose();
  return {
    controller,
    signal: controller.signal,
    dispose: () => reply.raw.removeListener('close', onClose),
  };
}
