import { z } from 'zod';

// Staff single sign-on through an OpenID Connect provider: GET /auth/oidc/login and
// GET /auth/oidc/callback are browser navigations and always answer with a redirect; a sign-in
// that ends without a session comes back to `/signin?sso=<reason>`, which the sign-in page explains.

/** GET /auth/oidc/callback: the provider's answer (RFC 6749, 4.1.2 and 4.1.2.1; `iss`: RFC 9207). */
export const SsoCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  iss: z.string().optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuerySchema>;

export const SSO_FAILURES = [
  /** The user (or the provider) declined the sign-in (`error=access_denied`). */
  'denied',
  /** The callback's state is unknown, used or not this browser's (an old tab, a forged link). */
  'invalid-state',
  /** The provider did not answer. */
  'unavailable',
  /** The provider refused the code (a replayed one) or answered with another error. */
  'failed',
  /** The ID token did not pass its checks (nonce, expiry, issuer, audience, signature). */
  'invalid-token',
  /** The account is in none of the groups that give a role here. */
  'not-allowed',
  /** The account is disabled in Pickup Desk. */
  'disabled',
  /** Too many sign-ins started from this address (or open at once): wait a minute. */
  'throttled',
] as const;
export const SsoFailureSchema = z.enum(SSO_FAILURES);
export type SsoFailure = z.infer<typeof SsoFailureSchema>;

/** The query parameter of the sign-in page that carries the reason. */
export const SSO_FAILURE_PARAM = 'sso';

/** POST /auth/logout's 200 answer: a session of single sign-on ends at the provider too, there. */
export const LogoutAnswerSchema = z.object({ redirectTo: z.url() });
export type LogoutAnswer = z.infer<typeof LogoutAnswerSchema>;
