import { z } from 'zod';

// The OAuth token endpoint (spec 001, 4.3): its form and its answers.

/**
 * The token request's form (RFC 6749, 4.1.3 and 6), as the endpoint reads it. Every field is
 * optional here because a missing or wrong one is the endpoint's own error (`invalid_request`,
 * `unsupported_grant_type`…), and other fields pass; only a malformed form (a field given twice)
 * fails the schema.
 */
export const OAuthTokenRequestSchema = z.looseObject({
  grant_type: z.string().optional(),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});

/** RFC 6749 says token_type is case-insensitive; the spec shows "bearer". Normalised to lower case. */
const TokenTypeSchema = z.string().toLowerCase().pipe(z.literal('bearer'));

/**
 * Response of the token endpoint for grant_type authorization_code (spec 001, 4.3). expires_in is a
 * string of seconds (not a JSON number as in RFC 6749). The tokens are described as 40 lower-case
 * letters and digits (spec 001, 5.4); that is not enforced on receipt, any non-empty string passes.
 */
export const OAuthTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.string().regex(/^\d+$/, { error: 'must be a string of digits (seconds)' }),
  token_type: TokenTypeSchema,
  /** Granted scopes, space-separated. */
  scope: z.string(),
  refresh_token: z.string().min(1),
});
export type OAuthTokenResponse = z.infer<typeof OAuthTokenResponseSchema>;

/** Response of grant_type refresh_token: the same without refresh_token (spec 001, 4.3). */
export const OAuthRefreshResponseSchema = OAuthTokenResponseSchema.omit({ refresh_token: true });
export type OAuthRefreshResponse = z.infer<typeof OAuthRefreshResponseSchema>;

/** Error body of the token endpoint (RFC 6749, 5.2); error codes are open-ended, so any string. */
export const OAuthErrorSchema = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof OAuthErrorSchema>;
