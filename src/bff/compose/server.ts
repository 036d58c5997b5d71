import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import type { BffConfig } from '../config';
import { learnRouteMethods, refuseOtherMethods } from '@/server/allowed-methods';
import { InvalidInput } from '@/server/contract-routes';
import { inputProblem, plainProblem } from '../invalid-input';
import { clientErrorAnswer, frameworkErrorAnswer, problemOf, resetHeaders } from '../error-replies';
import { loggerOptions, type LogOptions } from '../logging';
import { trustFunction } from '../security/trusted-proxies';
import { Problem, databaseUnavailable, sendProblem } from '../problem';
import { isDatabaseUnavailable } from '../store/db';
import { isBrowserNavigation } from '../routes/spa';

type HeaderSets = Parameters<typeof resetHeaders>[2];

/** The Fastify instance with the server's own options: logger, request ids, limits, timeouts. */
export function createServer(config: BffConfig, headerSets: HeaderSets, log: LogOptions | undefined) {
  const trusted = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    // Fastify's two lines per request are off: registerAccessLog writes one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trusted,
    // Every log line of a request carries its id: a trusted proxy's X-Request-Id when it sends a
    // sane one (anyone else could forge log lines with it), else a new one. It goes upstream with
    // every platform call and back in the answer.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      const fromProxy = trusted(req.socket.remoteAddress ?? '', 0);
      return fromProxy && typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorAnswer(headerSets),
    clientErrorHandler: clientErrorAnswer(headerSets),
    // A request (headers and body) must arrive within this time, so a stalled body does not hold a
    // connection open forever. Node reads it when the server is created (Fastify's own option sets
    // it later, which Node 20 ignores), and checks every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, config.requestTimeoutMs),
    },
    // A request that still reaches a stopping instance on an open connection is served (with
    // Connection: close), not answered 503: a load balancer sends no write to another instance.
    return503OnClosing: false,
  });
  // Before any route, so that every route is learnt (routerOptions above: the same matching).
  const methodsAt = learnRouteMethods(app, { maxParamLength: 500 });
  return { app, methodsAt };
}

/**
 * A method a path does not have is answered 405 with the methods it has in `Allow` (spec 001, 7;
 * issue 49: the relayed paths answered 404), for every path the BFF serves, relayed or its own. A
 * path no method has stays a 404, or the SPA for a browser's navigation.
 */
export function refuseUnroutedMethods(app: FastifyInstance, methodsAt: (path: string) => string[]) {
  refuseOtherMethods(app, methodsAt, (request, allowed) => {
    const path = request.url.split('?')[0]!;
    return new Problem(
      405,
      'method-not-allowed',
      'Method not allowed',
      `${request.method} is not allowed at ${path}; it answers ${allowed.join(', ')}.`,
      { allow: allowed },
      { allow: allowed.join(', ') },
    );
  });
}

/** Every answer carries the request's id; a request line in absolute form is refused. */
export function addRequestGuards(app: FastifyInstance, headerSets: HeaderSets) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // A request line in absolute form (`GET http://host/path`) is for proxies, and this app is none:
  // refused before any handler builds an address from request.url (the platform's pages).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/')) return done();
    const problem = new Problem(400, 'bad-url', 'Invalid address', 'The request target must be a path.', {
      errors: [{ field: 'request-target', message: 'must start with /' }],
    });
    resetHeaders(reply, request, headerSets); // the security headers' own hook has not run yet
    reply.header('x-request-id', request.id);
    return sendProblem(reply, problem, '/');
  });
}

/** One error handler turns every error into a problem answer; unknown paths get the SPA or a 404. */
export function setErrorAnswers(
  app: FastifyInstance,
  deps: {
    headerSets: HeaderSets;
    /** The database failed a request: /readyz asks it again rather than answer from before. */
    databaseFailed: () => void;
    sendIndex: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
) {
  app.setErrorHandler((error: FastifyError | Problem | ZodError | InvalidInput, request, reply) => {
    // A route's input that does not match its schema (checked before its handler), in its wording.
    if (error instanceof InvalidInput)
      return sendProblem(reply, inputProblem(error, request), request.url.split('?')[0]!);
    if (error instanceof Problem) return sendProblem(reply, error, request.url.split('?')[0]!);
    if (error instanceof ZodError) return sendProblem(reply, plainProblem(error), request.url.split('?')[0]!);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      deps.databaseFailed();
      return sendProblem(reply, databaseUnavailable(), request.url.split('?')[0]!);
    }
    if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      resetHeaders(reply, request, deps.headerSets); // whatever the failed handler set (a bad Location) goes
    }
    return sendProblem(reply, problemOf(error), request.url.split('?')[0]!);
  });
  app.setNotFoundHandler((request, reply) => {
    if (isBrowserNavigation(request)) return deps.sendIndex(request, reply);
    return sendProblem(
      reply,
      new Problem(404, 'not-found', 'Not found', `Nothing at ${request.url.split('?')[0]}.`),
      request.url.split('?')[0]!,
    );
  });
}
