import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type InteractionResults } from 'oidc-provider';
import type { OidcConfig } from '../bff/config';

// A real OpenID provider (oidc-provider, a certified implementation) for the tests of single
// sign-on. Its interactions are answered by the test instead of a browser: the login prompt signs
// in `nextLogin`, consent grants what the client asked. It listens before it is configured, so
// the BFF can be given its issuer, and it the BFF's redirect, in either order.

export interface TestAccount {
  groups: string[];
  preferred_username?: string;
}

export const SSO_CLIENT_ID = 'pickup-desk';
/** The client secret: no answer to the browser may contain it. */
export const SSO_CLIENT_SECRET = `sso-secret-${randomBytes(12).toString('hex')}`;
export const SSO_ROLE_MAP = {
  'desk-admins': 'admin',
  'desk-staff': 'staff',
  'desk-support': 'support',
} as const;

/**
 * How the token endpoint's ID token is rewritten on its way to the BFF (an attacker in the
 * provider's place): `claims` merged into its payload, re-signed with the provider's own key, or with
 * a `foreign` key, or under a `kid` the provider's key set does not have.
 */
export interface IdTokenForgery {
  claims?: Record<string, unknown>;
  key?: 'provider' | 'foreign';
  kid?: string;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The ID token `jwt` with its payload and header changed, signed RS256 with `key`. */
function forge(jwt: string, forgery: IdTokenForgery, providerKey: KeyObject, foreignKey: KeyObject): string {
  const [head, body] = jwt.split('.');
  const header = JSON.parse(Buffer.from(head!, 'base64url').toString()) as Record<string, unknown>;
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
  const input = `${b64url({ ...header, alg: 'RS256', ...(forgery.kid ? { kid: forgery.kid } : {}) })}.${b64url({ ...payload, ...forgery.claims })}`;
  const key = forgery.key === 'foreign' ? foreignKey : providerKey;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** Rewrites the ID token of a token endpoint answer as the body leaves the provider. */
function rewriteTokenAnswer(res: ServerResponse, rewrite: (idToken: string) => string) {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res);
  res.write = ((chunk: Buffer | string) => (chunks.push(Buffer.from(chunk)), true)) as typeof res.write;
  res.end = ((chunk?: Buffer | string) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    let text = Buffer.concat(chunks).toString();
    try {
      const body = JSON.parse(text) as { id_token?: string };
      if (body.id_token) text = JSON.stringify({ ...body, id_token: rewrite(body.id_token) });
    } catch {
      // Not JSON (an error page): passed on as it is.
    }
    res.setHeader('content-length', Buffer.byteLength(text));
    return end(text);
  }) as typeof res.end;
}

export async function startOidcProvider() {
  const accounts = new Map<string, TestAccount>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let provider: Provider | undefined;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  /**
   * Who the login prompt signs in; `deny`: the user declines; `logins`: login prompts answered;
   * `forgery`: how the next ID tokens are rewritten; `tokenAuth`: how the BFF last authenticated
   * at the token endpoint.
   */
  const state = {
    nextLogin: 'alice',
    deny: false,
    logins: 0,
    forgery: undefined as IdTokenForgery | undefined,
    tokenAuth: undefined as 'basic' | 'post' | undefined,
  };

  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider!.interactionDetails(req, res);
    let result: InteractionResults;
    if (state.deny) {
      result = { error: 'access_denied', error_description: 'The user declined.' };
    } else if (details.prompt.name === 'login') {
      state.logins++;
      result = { login: { accountId: state.nextLogin } };
    } else {
      const grant = new provider!.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id as string,
      });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      result = { consent: { grantId: await grant.save() } };
    }
    await provider!.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };

  const server = createServer((req, res) => {
    if (!handler) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
      return;
    }
    if (req.method === 'POST' && req.url?.startsWith('/token')) {
      state.tokenAuth = req.headers.authorization?.startsWith('Basic ') ? 'basic' : 'post';
      const forgery = state.forgery;
      if (forgery) rewriteTokenAnswer(res, (jwt) => forge(jwt, forgery, privateKey, foreignKey));
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    accounts,
    state,
    /** The provider, now that the BFF's address (its redirect and sign-out return) is known. */
    configure(
      bffUrl: string,
      options: { idTokenTtlS?: number; tokenAuth?: 'client_secret_basic' | 'client_secret_post' } = {},
    ) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: SSO_CLIENT_ID,
            client_secret: SSO_CLIENT_SECRET,
            redirect_uris: [`${bffUrl}/auth/oidc/callback`],
            post_logout_redirect_uris: [`${bffUrl}/`],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            // One method only, as glewlwyd's clients have: a BFF that sends the other is refused.
            token_endpoint_auth_method: options.tokenAuth ?? 'client_secret_basic',
          },
        ],
        jwks: { keys: [privateKey.export({ format: 'jwk' }) as never] },
        cookies: { keys: [randomBytes(16).toString('hex')] },
        claims: { openid: ['sub'], profile: ['preferred_username'], groups: ['groups'] },
        scopes: ['openid', 'profile', 'groups'],
        // The groups in the ID token itself, as Entra ID and Keycloak send them.
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
        ttl: {
          IdToken: options.idTokenTtlS ?? 3600,
          AccessToken: 3600,
          Grant: 3600,
          Interaction: 600,
          Session: 3600,
        },
        findAccount: (_ctx, id) => {
          const account = accounts.get(id);
          return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
        },
      });
      handler = provider.callback();
    },
    /** Stops answering at once (the provider "down"): open connections are cut. */
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** The BFF's single sign-on settings for a test provider. */
export const oidcConfigFor = (
  issuer: string,
  bffUrl: string,
  extra: Partial<OidcConfig> = {},
): OidcConfig => ({
  issuer,
  clientId: SSO_CLIENT_ID,
  clientSecret: SSO_CLIENT_SECRET,
  redirectUri: `${bffUrl}/auth/oidc/callback`,
  scopes: ['openid', 'profile', 'groups'],
  roleClaim: 'groups',
  roleMap: { ...SSO_ROLE_MAP },
  name: 'Test IdP',
  postLogoutRedirectUri: `${bffUrl}/`,
  logoutIdTokenHint: false,
  clientAuth: 'client_secret_basic',
  requiredClaims: {},
  ...extra,
});
