import { z } from 'zod';

// The platform's authorization pages (spec 001, 4.2): what the browser sends to them. Every field
// is optional here because a missing or wrong value is not a 400 of the framework: the page
// decides, by the rules of RFC 6749 4.1.2.1, whether it shows an error page or redirects back to
// the client with `error=`. Only a malformed request (a field given twice) fails the schema.

/** Query of GET /oauth/authorize, and the hidden fields the approval form posts back. */
export const AuthorizeRequestSchema = z.object({
  response_type: z.string().optional(),
  client_id: z.string().optional(),
  /** Scopes joined with "+" (a space once the query string is decoded). */
  scope: z.string().optional(),
  state: z.string().optional(),
  redirect_uri: z.string().optional(),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequestSchema>;

/** POST /oauth/authorize: the user's decision, with the session's CSRF token. */
export const AuthorizeDecisionSchema = AuthorizeRequestSchema.extend({
  csrf: z.string().optional(),
  decision: z.string().optional(),
});

/** POST /oauth/login: the platform's own sign-in form. */
export const PlatformLoginFormSchema = z.object({
  username: z.string().default(''),
  password: z.string().default(''),
  /** Where to go after signing in; only /oauth/ paths are followed. */
  next: z.string().default('/oauth/approvals'),
});

/** POST /oauth/approvals/withdraw: withdraw a client's approval. */
export const WithdrawApprovalFormSchema = z.object({
  client_id: z.string().default(''),
  csrf: z.string().optional(),
});
