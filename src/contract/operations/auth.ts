import type { PlatformConnectQuerySchema } from '../desk/platform-connect';
import type { LoginRequestSchema, SessionInfoSchema } from '../desk/session';
import type { LogoutAnswerSchema } from '../desk/sso';
import { operation } from './operation';

// The desk's session (/auth/…): a 401 of these is an answer (nobody signed in, wrong password), so
// the web's client does not send the user to sign in for it.

export const AUTH_PREFIX = '/auth/';

export const authOperations = {
  /** The signed-in user and the session's CSRF token; 401 when nobody is. */
  session: operation<{
    answers: { 200: typeof SessionInfoSchema };
  }>()('GET', '/auth/session'),
  login: operation<{
    body: typeof LoginRequestSchema;
    answers: { 200: typeof SessionInfoSchema };
  }>()('POST', '/auth/login'),
  /** A session of single sign-on ends at the provider too: the answer names its sign-out page. */
  logout: operation<{
    answers: { 200: typeof LogoutAnswerSchema; 204: null };
  }>()('POST', '/auth/logout'),
  /** Staff single sign-on: a page the browser goes to (a redirect), not a JSON call. */
  ssoLogin: operation<{ answers: { 302: null } }>()('GET', '/auth/oidc/login'),
  /** The provider's answer to a sign-in: a redirect into the app, or to the sign-in page with its reason. */
  ssoCallback: operation<{ answers: { 302: null } }>()('GET', '/auth/oidc/callback'),
  /** The user's own platform account (OAuth): a page the browser goes to. */
  platformConnect: operation<{
    query: typeof PlatformConnectQuerySchema;
    answers: { 302: null };
  }>()('GET', '/auth/platform/connect'),
  /** The platform's answer to a connect: a redirect into the app with a `platform=` marker. */
  platformCallback: operation<{ answers: { 302: null } }>()('GET', '/auth/callback'),
  platformDisconnect: operation<{
    answers: { 204: null };
  }>()('POST', '/auth/platform/disconnect'),
};
