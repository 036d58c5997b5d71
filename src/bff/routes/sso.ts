import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSO_FAILURE_PARAM, SsoCallbackQuerySchema, type SsoFailure } from '@/contract/desk/sso';
import { contractRoutes } from '@/server/contract-routes';
import type { OidcConfig } from '../config';
import { setSessionCookie } from '../plugins/session';
import { Problem } from '../problem';
import type { OidcFlows } from '../store/oidc-flows';
import type { SessionsRepo } from '../store/sessions';
import type { UserIdentities } from '../store/user-identities';
import type { AuditLog } from '../store/audit';
import { SsoError, describeFailure, type OidcClient } from '../sso/oidc-client';
import { createStartLimiter } from '../security/start-limiter';
import { claimValues, mappedRole } from '../sso/role-map';
import type { Metrics } from '../metrics';
import { routeOf } from './operation-route';
import { authOperations } from '@/contract/operations/auth';

// Staff sign-in through the OpenID provider (contract/desk/sso.ts). Both routes are browser
// navigations: every outcome is a redirect, a failure one to the sign-in page with its reason,
// never a JSON page, a token or a stack trace.

/** Binds a sign-in to the browser that started it (against login CSRF); its state, nothing secret. */
const FLOW_COOKIE = 'pd_sso_state';
const FLOW_PATH = '/auth/oidc';

const toSignIn = (reason: SsoFailure) => `/signin?${SSO_FAILURE_PARAM}=${reason}`;

export function registerSsoRoutes(
  app: FastifyInstance,
  deps: {
    oidc: OidcConfig;
    client: OidcClient;
    flows: OidcFlows;
    identities: UserIdentities;
    sessions: SessionsRepo;
    audit: AuditLog;
    /** bff_signins_total: each sign-in through the provider, by outcome. */
    signIns: Metrics['signIns'];
  },
) {
  const { oidc, client, flows, identities, sessions, audit } = deps;
  const counted = (outcome: string) => deps.signIns.labels('sso', outcome).inc();
  const starts = createStartLimiter({ limit: oidc.startsPerMinute ?? 60, windowMs: 60_000 });
  const routes = contractRoutes(app);

  const fail = (request: FastifyRequest, reply: FastifyReply, reason: SsoFailure, cause?: unknown) => {
    counted(reason);
    // The cause (the library's code and words, down its chain) goes to the log only: it may quote
    // what the provider sent. A flood's refusals are counted, not written one line each.
    const level = reason === 'throttled' ? 'debug' : 'warn';
    request.log[level]({ reason, cause: describeFailure(cause) }, `single sign-on refused: ${reason}`);
    return reply.header('cache-control', 'no-store').redirect(toSignIn(reason), 302);
  };

  app.route({
    ...routeOf(authOperations.ssoLogin),
    handler: async (request, reply) => {
      // Anyone may start a sign-in, and each start is a row: one address gets a few a minute.
      const waitS = starts.take(request.ip);
      if (waitS) return fail(request, reply.header('retry-after', String(waitS)), 'throttled');
      let start;
      try {
        start = await client.startSignIn();
      } catch (error) {
        return fail(request, reply, error instanceof SsoError ? error.reason : 'failed', error);
      }
      if (!(await flows.begin(start.state, start.nonce, start.codeVerifier)))
        return fail(
          request,
          reply.header('retry-after', '60'),
          'throttled',
          new Error('too many sign-ins open'),
        );
      reply.setCookie(FLOW_COOKIE, start.state, {
        path: FLOW_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation from its site.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 600,
      });
      return reply.header('cache-control', 'no-store').redirect(start.url, 302);
    },
  });

  // A query that does not fit (a field given twice) is read as if it had no fields (`catch`): a
  // sign-in that fails like any other, back on the sign-in page.
  routes.route({
    ...routeOf(authOperations.ssoCallback),
    schema: { querystring: SsoCallbackQuerySchema.catch({}) },
    handler: async (request, reply) => {
      const q = request.query;
      const bound = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      // Taken whatever follows: a state is good for one callback only.
      const flow = q.state ? await flows.take(q.state) : undefined;
      if (q.error) return fail(request, reply, q.error === 'access_denied' ? 'denied' : 'failed');
      if (!flow || !q.state || bound !== q.state) return fail(request, reply, 'invalid-state');

      let signedIn;
      try {
        const query = request.url.slice(request.url.indexOf('?') + 1);
        signedIn = await client.finishSignIn(query, { state: q.state, ...flow });
      } catch (error) {
        return fail(request, reply, error instanceof SsoError ? error.reason : 'failed', error);
      }
      const { claims, idToken } = signedIn;
      const issuer = String(claims.iss);
      const subject = String(claims.sub);
      const role = mappedRole(claimValues(claims, oidc.roleClaim), oidc.roleMap);
      if (!role) {
        // Removed from the groups: a session the account still has ends too.
        await identities.refuse(issuer, subject);
        return fail(request, reply, 'not-allowed');
      }
      const name = [claims.preferred_username, claims.email, claims.name].find((v) => typeof v === 'string');
      const user = await identities.signIn(issuer, subject, name as string | undefined, role);
      if (user.disabled) return fail(request, reply, 'disabled');

      // As local sign-in does: a new session id, HttpOnly cookie, its own CSRF token and limits.
      if (request.session) await sessions.end(request.session.idHash);
      const { id } = await sessions.create(user.id, idToken);
      setSessionCookie(request, reply, id);
      await audit.record({ username: user.username, role, operation: 'auth.sso', status: 200 });
      counted('ok');
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    },
  });
}

/** Routes for an installation without single sign-on: a clear 404 rather than the SPA. */
export function registerNoSsoRoutes(app: FastifyInstance) {
  app.route({
    ...routeOf(authOperations.ssoLogin),
    handler: async () => {
      throw new Problem(404, 'not-configured', 'Not available', 'This installation has no single sign-on.');
    },
  });
}
