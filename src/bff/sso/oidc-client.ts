import * as oidc from 'openid-client';
import type { SsoFailure } from '@/contract/desk/sso';
import type { OidcConfig } from '../config';
import { missingClaim } from './required-claims';

// The BFF as a confidential OpenID Connect client (openid-client): authorization code with PKCE,
// state and nonce; the ID token's issuer, audience, signature, nonce and expiry checked by the
// library, and its issue time, lifetime and tenant here.

/** An ID token issued later than this after our clock (plus the configured skew) is refused. */
const MAX_FUTURE_S = 60;
/** Nor one valid for longer than a day: a token minted for 2033 is a forgery or a broken provider. */
const MAX_LIFETIME_S = 24 * 3600;

export class SsoError extends Error {
  constructor(
    readonly reason: SsoFailure,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(`single sign-on failed: ${reason}${options?.detail ? ` (${options.detail})` : ''}`, options);
  }
}

/**
 * What went wrong, for the log: the library's code and words down the chain of causes (never the
 * user-facing reason alone, which says "failed" for a dozen different faults).
 */
export function describeFailure(error: unknown): string | undefined {
  const parts: string[] = [];
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    parts.push(typeof code === 'string' ? `${code}: ${e.message}` : e.message);
  }
  return parts.length ? parts.join(' <- ') : undefined;
}

/** A failure of the library or the network, as one of the reasons (the cause goes to the log only). */
function failureOf(error: unknown): SsoFailure {
  const name = error instanceof Error ? error.name : '';
  if (error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError') return 'unavailable';
  if (error instanceof oidc.ResponseBodyError) return 'failed'; // the provider refused (a used code)
  const code = error instanceof oidc.ClientError ? (error.code ?? '') : '';
  if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') return 'unavailable';
  if (code.startsWith('OAUTH_JWT') || code.startsWith('OAUTH_JSON_ATTRIBUTE')) return 'invalid-token';
  // A signature that does not verify, or a key the provider's key set does not have.
  if (code === 'OAUTH_KEY_SELECTION_FAILED') return 'invalid-token';
  if (code === 'OAUTH_INVALID_RESPONSE' && /signature/i.test(describeFailure(error) ?? ''))
    return 'invalid-token';
  return 'failed';
}

/** The checks the library leaves to us: not issued in the future, not valid for years, our tenant. */
function checkClaims(claims: Record<string, unknown>, config: OidcConfig): void {
  const now = Math.floor(Date.now() / 1000) + (config.clockSkewS ?? 0);
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || iat > now + MAX_FUTURE_S)
    throw new SsoError('invalid-token', { detail: `ID token issued in the future (iat ${String(iat)})` });
  if (typeof exp !== 'number' || exp > now + MAX_LIFETIME_S + MAX_FUTURE_S)
    throw new SsoError('invalid-token', { detail: `ID token valid for over a day (exp ${String(exp)})` });
  const missing = missingClaim(claims, config.requiredClaims);
  if (missing)
    throw new SsoError('not-allowed', {
      detail: `ID token's "${missing}" is not one of OIDC_REQUIRED_CLAIMS`,
    });
}

const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw error instanceof SsoError ? error : new SsoError(failureOf(error), { cause: error });
  }
};

export function createOidcClient(config: OidcConfig, timeoutMs: number) {
  let discovered: Promise<oidc.Configuration> | undefined;
  /** The provider's discovery document, read at the first sign-in and kept; a failed read is tried again. */
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clockSkewS ? { [oidc.clockSkew]: config.clockSkewS } : undefined,
        config.clientAuth === 'client_secret_post'
          ? oidc.ClientSecretPost(config.clientSecret)
          : oidc.ClientSecretBasic(config.clientSecret),
        {
          timeout: Math.ceil(timeoutMs / 1000),
          execute: [
            // The ID token's signature checked against the provider's published keys. openid-client
            // skips it for the token endpoint's answer (TLS vouches for the sender), which leaves a
            // forged token accepted from anyone who can answer in the provider's place.
            oidc.enableNonRepudiationChecks,
            // A provider on plain http only on this machine (config.ts): a local test provider.
            ...(config.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** Where to send the browser, and what the callback must match (kept on the server). */
    startSignIn: () =>
      wrap(async () => {
        const found = await configuration();
        const codeVerifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const url = oidc.buildAuthorizationUrl(found, {
          redirect_uri: config.redirectUri,
          scope: config.scopes.join(' '),
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        return { url: url.href, state, nonce, codeVerifier };
      }),

    /**
     * Exchanges the callback's code; the claims of the checked ID token, with the userinfo's when the
     * role claim is not in the ID token (some providers send groups only there).
     */
    finishSignIn: (query: string, expected: { state: string; nonce: string; codeVerifier: string }) =>
      wrap(async () => {
        const found = await configuration();
        const current = new URL(config.redirectUri);
        current.search = query;
        const tokens = await oidc.authorizationCodeGrant(found, current, {
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          pkceCodeVerifier: expected.codeVerifier,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims()! };
        checkClaims(claims, config);
        const path = config.roleClaim.split('.')[0]!;
        if (!(path in claims) && found.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(found, tokens.access_token, tokens.claims()!.sub);
          Object.assign(claims, { [path]: info[path] });
        }
        return { claims, idToken: tokens.id_token! };
      }),

    /** The provider's sign-out page for this session, when its discovery document names one. */
    async endSessionUrl(idToken: string | undefined): Promise<string | undefined> {
      const found = await configuration().catch(() => undefined);
      if (!found?.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(found, {
        client_id: config.clientId,
        ...(idToken && config.logoutIdTokenHint ? { id_token_hint: idToken } : {}),
        post_logout_redirect_uri: config.postLogoutRedirectUri,
      }).href;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
