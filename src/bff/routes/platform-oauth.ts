import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformCallbackQuerySchema, PlatformConnectQuerySchema } from '@/contract/desk/platform-connect';
import { contractRoutes } from '@/server/contract-routes';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import { requireRole, requireSignIn, requireUser } from '../plugins/session';
import type { OAuthStates } from '../store/oauth-states';
import type { AuditLog } from '../store/audit';
import type { PlatformAuth } from '../upstream/platform-auth';
import { routeOf } from './operation-route';
import { authOperations } from '@/contract/operations/auth';

// Connecting a user's platform account (spec 001, 4.2): the BFF is the confidential OAuth client;
// the browser only ever sees the authorize page and the redirect back.

/**
 * Only paths of this app are valid places to come back to (no open redirect): one leading slash, no
 * backslash, no control characters (browsers drop tabs and newlines, turning `/\t/evil` into `//evil`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const LOCAL_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/;
const BASE = 'http://app.invalid';

/**
 * The local path to return to, percent-encoded (a Location header holds only Latin-1, so `/€` as
 * is makes Node refuse the whole answer), checked again after URL parsing has normalised it.
 */
function safeReturn(value: unknown): string {
  if (typeof value !== 'string' || !LOCAL_PATH.test(value)) return '/';
  const url = new URL(value, BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && LOCAL_PATH.test(path) ? path : '/';
}

/** `returnTo` with the outcome for the SPA in its query (before any fragment), encoded. */
function backTo(returnTo: string, outcome: string): string {
  const url = new URL(safeReturn(returnTo), BASE);
  url.searchParams.set('platform', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function registerPlatformOAuthRoutes(
  app: FastifyInstance,
  deps: { config: BffConfig; states: OAuthStates; platform: PlatformAuth | null; audit: AuditLog },
) {
  const { config, states, platform, audit } = deps;

  /** The configured public origin this request came in on, else the first configured one. */
  const originOf = (request: FastifyRequest) => {
    const origin = `${request.protocol}://${request.host}`.toLowerCase();
    return config.publicOrigins.includes(origin) ? origin : config.publicOrigins[0]!;
  };
  /**
   * The redirect of an authorize request and of its code exchange. In demo mode it is the origin the
   * browser uses (the session cookie lives there); connect and callback come in on the same origin,
   * so both compute the same address.
   */
  const redirectUriFor = (request: FastifyRequest) =>
    config.oauth!.redirectFromOrigin ? `${originOf(request)}/auth/callback` : config.oauth!.redirectUri;
  /** The authorize page: the platform's, or in demo mode the sandbox's served on the app's origin. */
  const authorizeBase = (request: FastifyRequest) =>
    config.platformPagesUrl ? originOf(request) : config.oauth!.authUrl;
  const notConfigured = () =>
    new Problem(
      404,
      'platform-oauth-unavailable',
      'Not available',
      'This installation has no OAuth client for the platform.',
    );

  const routes = contractRoutes(app);
  // A query that does not fit (a field given twice) is read as if it had no fields (`catch`): both
  // answers are redirects, which a malformed query makes go to the safe default.
  routes.route({
    ...routeOf(authOperations.platformConnect),
    schema: { querystring: PlatformConnectQuerySchema.catch({}) },
    preValidation: requireRole('orders:read'),
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!platform || !config.oauth) throw notConfigured();
      const returnTo = safeReturn(request.query.returnTo);
      const state = await states.issue(request.session!.idHash, user.id, returnTo);
      const target = new URL(`${authorizeBase(request)}/oauth/authorize/`);
      target.searchParams.set('response_type', 'code');
      target.searchParams.set('client_id', config.oauth.clientId);
      target.searchParams.set('scope', config.oauth.scopes.join(' '));
      target.searchParams.set('state', state);
      target.searchParams.set('redirect_uri', redirectUriFor(request));
      // URLSearchParams writes a space as "+", which is how the platform joins scopes.
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
    },
  });

  // The callback is a browser navigation: every outcome is a redirect into the app with a
  // `platform=` marker the SPA explains, never a JSON page.
  routes.route({
    ...routeOf(authOperations.platformCallback),
    schema: { querystring: PlatformCallbackQuerySchema.catch({}) },
    handler: async (request, reply) => {
      if (!platform) throw notConfigured();
      const user = request.user;
      if (!user || !request.session) return reply.redirect('/?platform=signin-required', 302);
      const q = request.query;
      const flow = await states.consume(q.state, request.session.idHash);
      if (!flow) {
        await audit.record({
          username: user.username,
          role: user.role,
          operation: 'platform.connect',
          status: 400,
        });
        return reply.redirect('/?platform=invalid-state', 302);
      }
      if (q.error || !q.code) {
        await audit.record({
          username: user.username,
          role: user.role,
          operation: 'platform.connect',
          status: 403,
        });
        return reply.redirect(backTo(flow.returnTo, q.error === 'access_denied' ? 'denied' : 'failed'), 302);
      }
      try {
        await platform.exchangeCode(user.id, q.code, redirectUriFor(request));
      } catch (error) {
        const status = error instanceof Problem ? error.status : 502;
        await audit.record({
          username: user.username,
          role: user.role,
          operation: 'platform.connect',
          status,
        });
        return reply.redirect(backTo(flow.returnTo, 'failed'), 302);
      }
      await audit.record({
        username: user.username,
        role: user.role,
        operation: 'platform.connect',
        status: 200,
      });
      return reply.redirect(backTo(flow.returnTo, 'connected'), 302);
    },
  });

  app.route({
    ...routeOf(authOperations.platformDisconnect),
    preValidation: requireSignIn,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await platform?.disconnect(user.id);
      await audit.record({
        username: user.username,
        role: user.role,
        operation: 'platform.disconnect',
        status: 204,
      });
      return reply.code(204).send();
    },
  });
}
