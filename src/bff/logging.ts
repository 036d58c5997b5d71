import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { ConfigError } from './config';

// The BFF's log (pino, JSON lines on stdout): one access line per answer, warnings that repeat
// written once per interval with a count, and never a query string (the single sign-on and OAuth
// callbacks carry `code` and `state` in theirs, issue 41).

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The same warning (or error) is written at most once per this long; the rest are counted. */
export const REPEAT_INTERVAL_MS = 10_000;

export interface LogOptions {
  /** LOG_LEVEL (info). */
  level?: (typeof LEVELS)[number];
  /** LOG_REQUESTS=1: an access line per answer. */
  accessLog?: boolean;
  /** Where the lines go (tests); stdout otherwise. */
  stream?: { write(line: string): void };
  repeatIntervalMs?: number;
}

const LogEnvSchema = z.object({
  LOG_LEVEL: z.enum(LEVELS, { message: `must be one of ${LEVELS.join(', ')}` }).default('info'),
  LOG_REQUESTS: z.enum(['0', '1']).default('0'),
});

/** LOG_LEVEL and LOG_REQUESTS, checked as every other setting is (the variable named). */
export function logOptionsFromEnv(env: NodeJS.ProcessEnv): LogOptions {
  const parsed = LogEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid BFF configuration:\n${lines.join('\n')}`);
  }
  return { level: parsed.data.LOG_LEVEL, accessLog: parsed.data.LOG_REQUESTS === '1' };
}

/** A path without its query: what may be logged of a URL. */
export const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!;

/** Fastify's logger settings: the level, the stream, no query string, repeated warnings bounded. */
export function loggerOptions(options: LogOptions): FastifyServerOptions['logger'] {
  const logger: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {
    level: options.level ?? 'info',
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization'],
    serializers: {
      // Whatever logs a request logs its path, never its query (`code`, `state`, search terms).
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        path: pathOf(req.url),
      }),
    },
    hooks: { logMethod: boundRepeats(options.repeatIntervalMs ?? REPEAT_INTERVAL_MS) },
  };
  if (options.stream) logger.stream = options.stream;
  return logger;
}

type LogMethod = (this: unknown, ...args: unknown[]) => void;
interface Repeat {
  since: number;
  suppressed: number;
  /** The latest one left out, written with the count when the interval ends. */
  last?: { logger: unknown; method: LogMethod; args: unknown[] };
  timer?: NodeJS.Timeout;
}

/**
 * pino's logMethod hook: a warning or error whose message was written less than `intervalMs` ago
 * is counted instead (a platform outage otherwise writes one per search: 7 444 lines in 5 s);
 * when the interval ends, the latest of them is written with `suppressed`, how many were left out.
 */
function boundRepeats(intervalMs: number) {
  const repeats = new Map<string, Repeat>();
  const WARN = 40;
  const FATAL = 60;
  return function logMethod(this: unknown, args: unknown[], method: LogMethod, level: number) {
    if (level < WARN || level >= FATAL) return method.apply(this, args);
    const message = typeof args[0] === 'string' ? args[0] : args[1];
    const key = `${level} ${String(message)}`;
    const now = Date.now();
    const seen = repeats.get(key);
    if (!seen || now - seen.since >= intervalMs) {
      if (repeats.size > 1_000) repeats.clear(); // messages are the code's own, but bound it anyway
      repeats.set(key, { since: now, suppressed: 0 });
      return method.apply(this, args);
    }
    seen.suppressed++;
    seen.last = { logger: this, method, args };
    seen.timer ??= setTimeout(
      () => {
        const { last, suppressed } = seen;
        repeats.set(key, { since: Date.now(), suppressed: 0 });
        if (!last) return;
        const [first, ...rest] = last.args;
        const object = typeof first === 'object' && first !== null;
        const fields = first instanceof Error ? { err: first } : object ? first : {};
        last.method.apply(last.logger, [{ ...fields, suppressed }, ...(object ? rest : last.args)]);
      },
      seen.since + intervalMs - now,
    ).unref();
  };
}

/**
 * One line per answer, when it has been sent: method, route pattern, path (no query), status,
 * time, the signed-in user and the request id (pino's `reqId`, a trusted proxy's X-Request-Id).
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: request.user?.username ?? null,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
