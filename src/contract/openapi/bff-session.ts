import { PlatformConnectQuerySchema } from '../desk/platform-connect';
import { LoginRequestSchema, SessionInfoSchema } from '../desk/session';
import { LogoutAnswerSchema } from '../desk/sso';
import { authOperations } from '../operations/auth';
import { COMMON, INPUT, NOT_JSON } from './bff-answers';
import { describeOperation as d, type Described } from './describe';

// The BFF's session (/auth): local sign-in, single sign-on, sign-out, and the user's connection to
// the platform's OAuth.

const session = ['session'];
const publicOp = { security: [] };

export const bffSessionOperations: readonly Described[] = [
  d(
    authOperations.session,
    { answers: { 200: SessionInfoSchema } },
    {
      summary: 'The signed-in user and the CSRF token',
      tags: session,
      errors: { 401: 'No session' },
      ...publicOp,
    },
  ),
  d(
    authOperations.login,
    { body: LoginRequestSchema, answers: { 200: SessionInfoSchema } },
    {
      summary: 'Local sign-in; sets the session cookie',
      tags: session,
      ...publicOp,
      errors: {
        ...INPUT,
        ...NOT_JSON,
        401: 'Wrong user name or password',
        403: 'Local sign-in is off, or another Origin',
        429: 'Too many attempts',
      },
    },
  ),
  d(
    authOperations.logout,
    { answers: { 200: LogoutAnswerSchema, 204: null } },
    {
      summary: 'Ends the session; with single sign-on, names the provider’s sign-out',
      tags: session,
      errors: COMMON,
    },
  ),
  d(
    authOperations.ssoLogin,
    { answers: { 302: null } },
    {
      summary: 'Single sign-on: to the provider',
      description:
        'A redirect to the identity provider; a failed or throttled start goes back to the sign-in page (302).',
      tags: session,
      errors: { 404: 'This installation has no single sign-on' },
      ...publicOp,
    },
  ),
  d(
    authOperations.platformConnect,
    { query: PlatformConnectQuerySchema, answers: { 302: null } },
    {
      summary: 'Starts the OAuth flow with the platform',
      tags: session,
      errors: COMMON,
    },
  ),
  d(
    authOperations.platformDisconnect,
    { answers: { 204: null } },
    { summary: 'Forgets the user’s platform tokens', tags: session, errors: COMMON },
  ),
];
