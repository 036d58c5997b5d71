import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { roleMay, type Permission } from '@/contract/desk/roles';
import { Problem, forbidden, unauthenticated } from '../problem';
import type { SessionsRepo, Session } from '../store/sessions';
import type { User } from '../store/users';

// The session cookie, the signed-in user, CSRF and Origin checks, and role permissions (the
// contract's table in contract/desk/roles.ts, which the web app reads too).

export const SESSION_COOKIE = 'pd_session';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
    user: User | undefined;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAgeS?: number,
) {
  reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(maxAgeS !== undefined ? { maxAge: maxAgeS } : {}),
  });
}

/**
 * Where a mutating request came from: its Origin, or where a browser leaves Origin out (older
 * ones on a same-origin request) the origin of its Referer. `null` (a sandboxed or privacy-hidden
 * origin) and an unreadable Referer name no origin.
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === 'null' ? undefined : origin;
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  const from = new URL(referer).origin;
  return from === 'null' ? undefined : from;
}

export function registerSession(
  app: FastifyInstance,
  sessions: SessionsRepo,
  publicOrigins: readonly string[],
) {
  const ours = new Set(publicOrigins);

  app.decorateRequest('session', undefined);
  app.decorateRequest('user', undefined);

  // Read from the database on every request: a sign-out or a disabled account on any instance
  // ends the session everywhere at once. A database that does not answer fails the request (503).
  app.addHook('onRequest', async (request) => {
    const live = await sessions.touch(request.cookies[SESSION_COOKIE]);
    if (live) {
      request.session = live.session;
      request.user = live.user;
    }
  });

  // A cross-site form or script cannot pass these: the Origin must be one of the configured public
  // origins (not whatever the Host header claims, which the sender chooses), and a mutating request
  // must carry the session's CSRF token (sign-in has no session yet and relies on the Origin check).
  // A request that names no origin at all is refused too: browsers send one on every mutating
  // request, so only a client outside a browser (or one that hides where it came from) lacks it.
  // Before the input is checked and before each route's own sign-in and role hooks (a route's
  // preValidation hooks run after this one). Callback-style: synchronous, no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!MUTATING.has(request.method)) return done();
    const origin = requestOrigin(request);
    if (origin === undefined) {
      return done(forbidden('The request does not say which site it came from.'));
    }
    if (!ours.has(origin)) {
      return done(forbidden('This request came from another site.'));
    }
    if (request.routeOptions.config.csrfExempt) return done();
    if (!request.session) return done(unauthenticated());
    if (request.headers['x-csrf-token'] !== request.session.csrf) {
      return done(
        new Problem(
          403,
          'csrf',
          'Not allowed',
          'The request lacks a valid X-CSRF-Token header. Reload the page.',
        ),
      );
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    csrfExempt?: boolean;
  }
}

/** Why `user` may not do `permission`: 401 without a session, 403 without the role; else nothing. */
export function refusalOf(user: User | undefined, permission?: Permission): Problem | undefined {
  if (!user) return unauthenticated();
  if (permission && !roleMay(user.role, permission))
    return forbidden(`The ${user.role} role may not do this.`);
  return undefined;
}

/**
 * The signed-in user allowed to do `permission`: 401 without a session, 403 without the role. A
 * route checks these in a hook (requireRole, requireSignIn); its handler reads the user with this.
 */
export function requireUser(request: FastifyRequest, permission?: Permission): User {
  const { user } = request;
  const refused = refusalOf(user, permission);
  if (refused || !user) throw refused ?? unauthenticated();
  return user;
}

/** A route's hook (onRequest, preValidation or preHandler) that reads the signed-in user. */
type UserHook = (
  request: Pick<FastifyRequest, 'user'>,
  reply: unknown,
  done: HookHandlerDoneFunction,
) => void;

/**
 * Hook of a route: a signed-in user (401) allowed to do `permission` (403). As a preValidation
 * hook, refused before the input is checked, so a refused request learns nothing about its input.
 */
export const requireRole =
  (permission: Permission): UserHook =>
  (request, _reply, done) =>
    done(refusalOf(request.user, permission));

/** Hook of a route for anyone signed in (401 otherwise). */
export const requireSignIn: UserHook = (request, _reply, done) => done(refusalOf(request.user));
