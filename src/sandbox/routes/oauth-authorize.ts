import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthorizeDecisionSchema,
  AuthorizeRequestSchema,
  PlatformLoginFormSchema,
  WithdrawApprovalFormSchema,
  type AuthorizeRequest,
} from '@/contract/orders/oauth-authorize';
import { contractRoutes } from '@/server/contract-routes';
import { allowOnly, pageInput } from '../http/error-handler';
import { errorPageHtml, esc, hidden, page } from '../http/html';
import { OAUTH_SCOPES, PLATFORM_USERS, type OAuthClient } from '../store/accounts';
import type { OAuthRepo } from '../store/oauth-repo';

// The authorization page (spec 001, 4.2): sign in, then approve or deny a client's request. The
// user's session is a cookie scoped to /oauth; every form carries the session's CSRF token.

const COOKIE = 'sandbox_session';

const SCOPE_TEXT: Record<string, string> = {
  deliveries: 'read your orders, parcels and their tracking',
  'collection-protocols': 'read collection protocols',
  'collection-places': 'read collection places',
};

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const target = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) target.searchParams.set(k, v);
  return reply.redirect(target.toString(), 302);
}

const errorPage = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(errorPageHtml(message));

/** A request that does not fit its form (a field given twice, a body that is no form): a page, never JSON. */
const malformed = { invalidInput: pageInput };

/**
 * Checks client and redirect address first: when either is wrong the user sees an error page and is
 * never redirected (RFC 6749, 4.1.2.1). Other faults go back to the client as `error=`.
 */
function validateRequest(clients: OAuthClient[], q: AuthorizeRequest, reply: FastifyReply) {
  const client = clients.find((c) => c.clientId === q.client_id);
  if (!client) return { done: errorPage(reply, 400, 'Unknown client_id.') };
  if (q.redirect_uri !== undefined && !client.redirectUris.includes(q.redirect_uri)) {
    return { done: errorPage(reply, 400, 'redirect_uri does not equal the registered redirect address.') };
  }
  const redirectUri = q.redirect_uri ?? client.redirectUris[0]!;
  if (q.response_type !== 'code') {
    return {
      done: redirectWith(reply, redirectUri, { error: 'unsupported_response_type', state: q.state }),
    };
  }
  // Scopes are joined with "+", which a query string decodes to a space.
  const scopes = (q.scope ?? '').split(/[ +]+/).filter(Boolean);
  if (!scopes.length || scopes.some((s) => !(OAUTH_SCOPES as readonly string[]).includes(s))) {
    return {
      done: redirectWith(reply, redirectUri, {
        error: 'invalid_scope',
        error_description: 'Unknown or missing scope.',
        state: q.state,
      }),
    };
  }
  return { client, redirectUri, scope: scopes.join(' ') };
}

/** The sign-in form; `next` is where it goes after a sign-in. */
const loginPage = (next: string, error?: string) =>
  page(
    'Sign in',
    `<h1>Sign in to the platform</h1>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
    <form method="post" action="/oauth/login">${hidden({ next })}
    <label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" required autofocus>
    <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
    <button class="primary" type="submit">Sign in</button></form>
    <p class="note">Sandbox user: demo / demo</p>`,
  );

/** The page that asks the signed-in user to approve or deny the client's request. */
function approvePage(client: OAuthClient, scope: string, q: AuthorizeRequest, csrf: string, userId: string) {
  return page(
    'Approve access',
    `<h1>Allow ${esc(client.name)} to access your account?</h1>
  <p>Signed in as <strong>${esc(userId)}</strong>. The application asks for:</p>
  <ul>${scope
    .split(' ')
    .map((s) => `<li><strong>${esc(s)}</strong>: ${esc(SCOPE_TEXT[s] ?? s)}</li>`)
    .join('')}</ul>
  <form method="post" action="/oauth/authorize">${hidden({ ...q, csrf })}
  <button class="primary" type="submit" name="decision" value="approve">Approve</button>
  <button class="secondary" type="submit" name="decision" value="deny">Deny</button></form>
  <p class="note"><a href="/oauth/approvals">Manage approved applications</a></p>`,
  );
}

/** The applications the user approved, each with a form to withdraw it (spec 001, 5.6). */
function approvalsPage(clients: OAuthClient[], approved: string[], csrf: string) {
  const rows = approved
    .map((id) => {
      const name = clients.find((c) => c.clientId === id)?.name ?? id;
      return `<li>${esc(name)} <form method="post" action="/oauth/approvals/withdraw" style="display:inline">${hidden({ client_id: id, csrf })}<button class="secondary" type="submit">Withdraw approval</button></form></li>`;
    })
    .join('');
  return page(
    'Approved applications',
    `<h1>Approved applications</h1>${rows ? `<ul>${rows}</ul>` : '<p>No application has access to your account.</p>'}`,
  );
}

export function registerOAuthAuthorizeRoutes(
  plainApp: FastifyInstance,
  oauth: OAuthRepo,
  clients: OAuthClient[],
) {
  const app = contractRoutes(plainApp);
  const sessionOf = (request: FastifyRequest) => oauth.session(request.cookies[COOKIE]);
  const validate = (q: AuthorizeRequest, reply: FastifyReply) => validateRequest(clients, q, reply);

  const form = <T>(schema: T) => ({ schema: { body: schema }, config: malformed });

  app.get(
    '/oauth/authorize',
    { schema: { querystring: AuthorizeRequestSchema }, config: malformed },
    async (request, reply) => {
      const q = request.query;
      const checked = validate(q, reply);
      if ('done' in checked) return checked.done;
      const session = sessionOf(request);
      if (!session) return reply.type('text/html; charset=utf-8').send(loginPage(request.url));
      return reply
        .type('text/html; charset=utf-8')
        .send(approvePage(checked.client, checked.scope, q, session.csrf, session.userId));
    },
  );

  app.post('/oauth/authorize', form(AuthorizeDecisionSchema), async (request, reply) => {
    const body = request.body;
    const session = sessionOf(request);
    if (!session || body.csrf !== session.csrf)
      return errorPage(reply, 403, 'Your session expired; start again.');
    const checked = validate(body, reply);
    if ('done' in checked) return checked.done;
    if (body.decision !== 'approve') {
      return redirectWith(reply, checked.redirectUri, {
        error: 'access_denied',
        error_description: 'The user denied the request.',
        state: body.state,
      });
    }
    const code = oauth.issueCode(
      { clientId: checked.client.clientId, userId: session.userId, scope: checked.scope },
      checked.redirectUri,
    );
    return redirectWith(reply, checked.redirectUri, { code, state: body.state });
  });

  app.post('/oauth/login', form(PlatformLoginFormSchema), async (request, reply) => {
    const { username, password, next } = request.body;
    const safeNext = next.startsWith('/oauth/') ? next : '/oauth/approvals';
    const user = PLATFORM_USERS[username];
    if (!user || user.password !== password) {
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(loginPage(safeNext, 'Wrong username or password.'));
    }
    const session = oauth.createSession(username);
    reply.setCookie(COOKIE, session.id, { path: '/oauth', httpOnly: true, sameSite: 'lax' });
    return reply.redirect(safeNext, 303);
  });

  app.get('/oauth/approvals', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return reply.type('text/html; charset=utf-8').send(loginPage('/oauth/approvals'));
    const approved = oauth.approvedClients(session.userId);
    return reply.type('text/html; charset=utf-8').send(approvalsPage(clients, approved, session.csrf));
  });

  app.post('/oauth/approvals/withdraw', form(WithdrawApprovalFormSchema), async (request, reply) => {
    const { client_id, csrf } = request.body;
    const session = sessionOf(request);
    if (!session || csrf !== session.csrf) return errorPage(reply, 403, 'Your session expired; start again.');
    oauth.withdraw(session.userId, client_id);
    return reply.redirect('/oauth/approvals', 303);
  });

  // Another method: 405 with Allow, as on the token endpoint (not the catch-all's 404; issue 49).
  allowOnly(app, '/oauth/authorize', ['GET', 'POST']);
  allowOnly(app, '/oauth/login', ['POST']);
  allowOnly(app, '/oauth/approvals', ['GET']);
  allowOnly(app, '/oauth/approvals/withdraw', ['POST']);
}
