import {
  AuthorizeDecisionSchema,
  AuthorizeRequestSchema,
  PlatformLoginFormSchema,
  WithdrawApprovalFormSchema,
} from '../orders/oauth-authorize';
import {
  OAuthRefreshResponseSchema,
  OAuthTokenRequestSchema,
  OAuthTokenResponseSchema,
} from '../orders/oauth-token';
import { describeRoute, type Described, type Notes } from './describe';

// The sandbox's OAuth 2.0 server (spec 001, 5): the token endpoint and the pages a user signs in,
// approves and withdraws on. No caller in this code base names the pages, so they are routes.

const tags = ['oauth'];
const FORM = 'application/x-www-form-urlencoded';

/** A platform page or form post: public, with an error page rather than a JSON body. */
const pageNotes = (
  notes: Pick<Notes, 'summary' | 'description' | 'errors' | 'bodyType' | 'media' | 'answerNotes'>,
): Notes => ({
  ...notes,
  tags,
  security: [],
  errorFormat: 'page',
});
const FORM_ERRORS = {
  400: 'A malformed form',
  401: 'Not signed in on the platform',
  403: 'The page’s session expired, or its form token is not the session’s: start again',
};
const page = { 200: 'text/html' } as const;

export const sandboxOAuthOperations: readonly Described[] = [
  describeRoute(
    'POST',
    '/oauth/token',
    {
      body: OAuthTokenRequestSchema,
      answers: { 200: OAuthTokenResponseSchema, 201: OAuthRefreshResponseSchema },
    },
    {
      summary: 'The token endpoint (RFC 6749): an authorization code (200) or a refresh token (201)',
      description: 'Codes are single use: replaying one revokes every token descended from it.',
      tags,
      security: [{ OAuthClient: [] }],
      bodyType: FORM,
      errorFormat: 'oauth',
      answerNotes: {
        200: 'Tokens for an authorization code',
        201: 'A new access token for a refresh token',
      },
      errors: {
        400: 'invalid_request, invalid_grant, invalid_scope, unsupported_grant_type',
        401: 'invalid_client',
      },
    },
  ),
  describeRoute(
    'GET',
    '/oauth/authorize',
    { query: AuthorizeRequestSchema, answers: { 200: null, 302: null } },
    pageNotes({
      answerNotes: {
        200: 'The sign-in or approval page',
        302: 'Back to the client’s redirect_uri with `error` (an unsupported response_type, an unknown scope)',
      },
      summary: 'The authorize page (also at /oauth/authorize/): sign in, then approve or deny',
      description:
        'An unknown client or another redirect_uri shows an error page and never redirects; other faults go back to ' +
        'the client. Known scopes: deliveries, collection-protocols, collection-places.',
      media: page,
      errors: {
        400: 'An unknown client, a redirect_uri other than the registered one, a malformed request',
      },
    }),
  ),
  describeRoute(
    'POST',
    '/oauth/authorize',
    { body: AuthorizeDecisionSchema, answers: { 302: null } },
    pageNotes({
      summary: 'The user’s decision: back to the client with a code, or with error=access_denied',
      bodyType: FORM,
      errors: FORM_ERRORS,
    }),
  ),
  describeRoute(
    'POST',
    '/oauth/login',
    { body: PlatformLoginFormSchema, answers: { 303: null } },
    pageNotes({
      summary: 'Signs in on the platform’s pages, then back to the authorize page',
      bodyType: FORM,
      errors: { ...FORM_ERRORS, 401: 'Wrong user name or password (the form again)' },
    }),
  ),
  describeRoute(
    'GET',
    '/oauth/approvals',
    { answers: { 200: null } },
    pageNotes({ summary: 'The applications the signed-in user approved', media: page, errors: {} }),
  ),
  describeRoute(
    'POST',
    '/oauth/approvals/withdraw',
    { body: WithdrawApprovalFormSchema, answers: { 303: null } },
    pageNotes({
      summary: 'Withdraws an approval: every token of that client for the user',
      bodyType: FORM,
      errors: FORM_ERRORS,
    }),
  ),
];
