import type { FastifyInstance, HookHandlerDoneFunction } from 'fastify';
import { LoginRequestSchema, SessionInfoSchema, type SessionInfo } from '@/contract/desk/session';
import { contractRoutes, type InputWording } from '@/server/contract-routes';
import { Problem } from '../problem';
import { setSessionCookie, SESSION_COOKIE } from '../plugins/session';
import type { LoginLimiter } from '../security/login-limiter';
import { DUMMY_HASH, verifyPassword } from '../security/passwords';
import type { SessionsRepo } from '../store/sessions';
import type { User, UsersRepo } from '../store/users';
import type { PlatformAuth } from '../upstream/platform-auth';
import { routeOf } from './operation-route';
import { authOperations } from '@/contract/operations/auth';

// Local sign-in: POST /auth/login, POST /auth/logout, GET /auth/session (contract/desk/session.ts).

/** Sign-in's own wording for a bad body: it never echoes what was typed. */
const loginInput: InputWording = ({ issues }) =>
  new Problem(400, 'validation-error', 'Invalid request', 'Enter a username and a password.', {
    errors: issues.issues.map((i) => ({ field: i.path.join('.'), message: 'is required' })),
  });

const localLoginDisabled = () =>
  new Problem(
    403,
    'local-login-disabled',
    'Sign-in with a password is off',
    'This installation signs staff in through single sign-on only.',
  );

/** GET /auth/session's answer for a signed-in user (also written into index.html: spa-bootstrap.ts). */
export async function sessionInfo(
  user: User,
  csrf: string,
  platform: PlatformAuth | null,
): Promise<SessionInfo> {
  return {
    user: { username: user.username, role: user.role },
    csrfToken: csrf,
    platform: { connected: (await platform?.connected(user.id)) ?? false, available: platform !== null },
  };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    users: UsersRepo;
    sessions: SessionsRepo;
    limiter: LoginLimiter;
    platform: PlatformAuth | null;
    /** LOCAL_LOGIN: false refuses every password sign-in (single sign-on only). */
    localLogin: boolean;
    /** Single sign-on: the provider's sign-out page for a session's ID token (sso/oidc-client.ts). */
    endSessionUrl?: ((idToken: string | undefined) => Promise<string | undefined>) | undefined;
  },
) {
  const { users, sessions, limiter, platform, localLogin, endSessionUrl } = deps;
  const api = contractRoutes(app);
  /** Passwords hashed so far: what the login limits are meant to bound (read by tests). */
  let passwordChecks = 0;

  const sessionBody = (user: User, csrf: string) => sessionInfo(user, csrf, platform);

  // With password sign-in off, every attempt is refused before its body is checked.
  const loginOptions = {
    schema: { body: LoginRequestSchema, response: { 200: SessionInfoSchema } },
    config: { csrfExempt: true, invalidInput: loginInput },
    preValidation: (_request: unknown, _reply: unknown, done: HookHandlerDoneFunction) =>
      done(localLogin ? undefined : localLoginDisabled()),
  };
  api.route({
    ...routeOf(authOperations.login),
    ...loginOptions,
    handler: async (request, reply) => {
      const { username, password } = request.body;
      // The guess is reserved before the hash, so parallel guesses cannot all pass the limit.
      const attempt = await limiter.begin(username, request.ip);
      if (!attempt.allowed) {
        const wait = attempt.retryAfterS;
        throw new Problem(
          429,
          'too-many-attempts',
          'Too many attempts',
          `Too many failed sign-ins. Try again in ${wait < 60 ? `${wait} s` : `${Math.ceil(wait / 60)} min`}.`,
          {},
          { 'retry-after': String(wait) },
        );
      }
      let user: User | undefined;
      let ok = false;
      try {
        user = await users.byName(username);
        // Always verify against some hash, so the answer time does not tell which usernames exist.
        passwordChecks++;
        ok = (await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)) && !!user && !user.disabled;
      } finally {
        if (ok) await attempt.succeeded();
        else await attempt.failed();
      }
      if (!ok || !user) {
        throw new Problem(
          401,
          'invalid-credentials',
          'Sign-in failed',
          'The username or password is wrong, or the account is disabled.',
        );
      }
      // A new session id at every sign-in: a session id planted before sign-in is worthless.
      if (request.session) await sessions.end(request.session.idHash);
      const { id, session } = await sessions.create(user.id);
      setSessionCookie(request, reply, id);
      return sessionBody(user, session.csrf);
    },
  });

  // A session of single sign-on ends at the provider too: the answer names its sign-out page
  // (RP-initiated logout), where the SPA sends the browser; otherwise 204.
  app.route({
    ...routeOf(authOperations.logout),
    handler: async (request, reply) => {
      let redirectTo: string | undefined;
      if (request.session) {
        const sso = endSessionUrl && (await sessions.idToken(request.session.idHash));
        await sessions.end(request.session.idHash);
        if (sso) redirectTo = await endSessionUrl(sso.idToken);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (redirectTo) return reply.header('cache-control', 'no-store').send({ redirectTo });
      return reply.code(204).send();
    },
  });

  api.route({
    ...routeOf(authOperations.session),
    schema: { response: { 200: SessionInfoSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.user || !request.session)
        throw new Problem(401, 'unauthenticated', 'Sign in required', 'No one is signed in.');
      return sessionBody(request.user, request.session.csrf);
    },
  });

  return { passwordChecks: () => passwordChecks };
}
