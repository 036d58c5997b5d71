import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OAuthTokenRequestSchema } from '@/contract/orders/oauth-token';
import { contractRoutes, type InputWording } from '@/server/contract-routes';
import { OAuthError } from '../errors';
import { contentType } from '../http/conventions';
import { NO_STORE, allowOnly } from '../http/error-handler';
import type { OAuthClient } from '../store/accounts';
import type { OAuthRepo } from '../store/oauth-repo';

// The token endpoint (spec 001, 4.3). Its errors are "not shown": they follow RFC 6749, 5.2
// (`{error, error_description}`; 401 with a Basic challenge for a bad client), the error handler's
// rendering of an OAuthError. The form's type and the client are checked before its fields.

/** A form that does not fit (a field given twice): RFC 6749, 5.2's invalid_request. */
const malformedForm: InputWording = () =>
  new OAuthError(400, 'invalid_request', 'The request is malformed: a parameter is repeated.');

/** Client authentication: `Authorization: Basic base64(client_id:client_secret)`, one space. */
function authenticateClient(request: FastifyRequest, clients: OAuthClient[]) {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    // RFC 6749, 2.3.1: client id and secret are form-urlencoded before base64.
    const [id, secret] = [
      decodeURIComponent(decoded.slice(0, colon)),
      decodeURIComponent(decoded.slice(colon + 1)),
    ];
    return clients.find((c) => c.clientId === id && c.clientSecret === secret);
  } catch {
    return undefined; // malformed percent-encoding: a failed authentication, not a crash
  }
}

/** Requested scopes must be within the granted ones; none requested means all granted. */
function narrowScope(requested: string | undefined, granted: string): string | undefined {
  const asked = (requested ?? '').split(/[ +]+/).filter(Boolean);
  if (!asked.length) return granted;
  const allowed = granted.split(' ');
  return asked.every((s) => allowed.includes(s)) ? asked.join(' ') : undefined;
}

export function registerOAuthTokenRoute(app: FastifyInstance, oauth: OAuthRepo, clients: OAuthClient[]) {
  /** The client of the request's Basic credentials (401 invalid_client without one). */
  const clientOf = (request: FastifyRequest) => {
    const client = authenticateClient(request, clients);
    if (!client) throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
    return client;
  };
  /** preValidation hook: the client is authenticated before the form's fields are looked at. */
  const authenticated = async (request: FastifyRequest) => {
    clientOf(request);
  };
  const route = {
    schema: { body: OAuthTokenRequestSchema },
    config: { invalidInput: malformedForm },
    preValidation: [contentType('application/x-www-form-urlencoded'), authenticated],
  };
  // The token endpoint is POST only (RFC 6749, 3.2): every other method a 405 naming it (issue 49).
  allowOnly(app, '/oauth/token', ['POST']);
  contractRoutes(app).post('/oauth/token', route, async (request, reply) => {
    const client = clientOf(request);
    const form = request.body;
    if (form.redirect_uri !== undefined && !client.redirectUris.includes(form.redirect_uri)) {
      throw new OAuthError(
        400,
        'invalid_grant',
        'redirect_uri does not equal the registered redirect address.',
      );
    }
    const expiresIn = String(oauth.tokenTtlS); // a string, as the spec shows it

    if (form.grant_type === 'authorization_code') {
      if (!form.code) throw new OAuthError(400, 'invalid_request', 'The code is missing.');
      const result = oauth.exchangeCode(form.code, client.clientId, form.redirect_uri);
      if (!result.ok) {
        const why = {
          unknown: 'The code is not valid.',
          reused: 'The code was already used.',
          expired: 'The code expired.',
          redirect: 'redirect_uri is not the one the code was issued for.',
        };
        throw new OAuthError(400, 'invalid_grant', why[result.reason]);
      }
      return reply.code(200).headers(NO_STORE).send({
        access_token: result.access,
        expires_in: expiresIn,
        token_type: 'bearer',
        scope: result.grant.scope,
        refresh_token: result.refresh,
      });
    }

    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'The refresh_token is missing.');
      const result = oauth.refresh(form.refresh_token, client.clientId);
      if (!result)
        throw new OAuthError(400, 'invalid_grant', 'The refresh token is not valid or was withdrawn.');
      const scope = narrowScope(form.scope, result.grant.scope);
      if (!scope) throw new OAuthError(400, 'invalid_scope', 'The scope exceeds what the user approved.');
      // The refresh answers 201 and keeps the refresh token (spec 001, 4.3).
      return reply.code(201).headers(NO_STORE).send({
        access_token: result.access,
        expires_in: expiresIn,
        token_type: 'bearer',
        scope,
      });
    }

    throw new OAuthError(
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token.',
    );
  });
}
