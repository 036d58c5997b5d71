import type { z } from 'zod';
import { isMultiTenantIssuer } from '../sso/required-claims';
import { isPublishedTokenKey } from '../security/published-keys';
import { LOOPBACK_HOSTS } from './env-values';
import type { EnvFields } from './env-schema';

// What the environment's variables ask of one another (checked once each alone is valid).

/** Demo mode: nothing of the platform is configured, the embedded sandbox stands in. */
export function isDemoEnv(env: { PICKUP_BASE_URL?: string; REST_URL?: string }): boolean {
  return !env.PICKUP_BASE_URL && !env.REST_URL;
}

export function checkEnv(env: EnvFields, ctx: z.RefinementCtx) {
  if (env.OIDC_ISSUER) {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_MAP'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with OIDC_ISSUER' });
    }
    // Plain http only to a provider on this machine (a test provider): anywhere else a network
    // attacker between the BFF and the provider could answer its discovery and token requests.
    const issuer = new URL(env.OIDC_ISSUER);
    if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname.replace(/^\[|\]$/g, ''))) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be https (plain http only to a provider on this machine)',
      });
    }
    // One issuer for every customer of the provider: without a tenant check, another company's
    // user in a group of the same name would be let in.
    if (isMultiTenantIssuer(env.OIDC_ISSUER) && !env.OIDC_REQUIRED_CLAIMS) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_REQUIRED_CLAIMS'],
        message:
          'is required with a multi-tenant issuer: name your tenant, e.g. hd=example.com (Google) or tid=<tenant id> (Entra ID)',
      });
    }
  }
  // Without a provider, nobody could sign in at all.
  if (!env.LOCAL_LOGIN && !env.OIDC_ISSUER) {
    ctx.addIssue({ code: 'custom', path: ['LOCAL_LOGIN'], message: 'can be false only with OIDC_ISSUER' });
  }
  // Places need both address and key; orders need a REST address and some credential.
  if (env.PICKUP_BASE_URL && !env.PICKUP_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['PICKUP_API_KEY'], message: 'is required with PICKUP_BASE_URL' });
  }
  if (env.PICKUP_BASE_URL && !env.ESHOPS) {
    ctx.addIssue({ code: 'custom', path: ['ESHOPS'], message: 'is required with PICKUP_BASE_URL' });
  }
  // The origins the app is opened at must be known to check Origin headers; on a loopback HOST
  // they are the loopback names of PORT.
  if (!env.PUBLIC_ORIGIN && !LOOPBACK_HOSTS.has(env.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_ORIGIN'],
      message: `is required when HOST is not a loopback address (the address the app is opened at, e.g. http://desk.example.com:${env.PORT})`,
    });
  }
  const oauth = [env.AUTH_URL, env.OAUTH_CLIENT_ID, env.OAUTH_CLIENT_SECRET, env.OAUTH_REDIRECT_URI];
  // Demo mode has its own OAuth client (the embedded sandbox): OAUTH_REDIRECT_URI alone only moves
  // its redirect (runtime contract), so it asks for nothing else.
  const demoRedirectOnly =
    isDemoEnv(env) && !env.AUTH_URL && !env.OAUTH_CLIENT_ID && !env.OAUTH_CLIENT_SECRET;
  if (oauth.some(Boolean) && !oauth.every(Boolean) && !demoRedirectOnly) {
    for (const [name, value] of Object.entries({
      AUTH_URL: env.AUTH_URL,
      OAUTH_CLIENT_ID: env.OAUTH_CLIENT_ID,
      OAUTH_CLIENT_SECRET: env.OAUTH_CLIENT_SECRET,
      OAUTH_REDIRECT_URI: env.OAUTH_REDIRECT_URI,
    })) {
      if (!value) ctx.addIssue({ code: 'custom', path: [name], message: 'is required for OAuth connect' });
    }
  }
  if (((oauth.some(Boolean) && !demoRedirectOnly) || env.REST_API_TOKEN) && !env.REST_URL) {
    ctx.addIssue({ code: 'custom', path: ['REST_URL'], message: 'is required for order lookup' });
  }
  if (env.OAUTH_CLIENT_SECRET && !env.TOKEN_ENCRYPTION_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['TOKEN_ENCRYPTION_KEY'],
      message: 'is required to store OAuth tokens',
    });
  }
  // A key that was shipped in the manifests seals nothing (issue 41); demo mode seals sandbox tokens only.
  if (env.TOKEN_ENCRYPTION_KEY && !isDemoEnv(env) && isPublishedTokenKey(env.TOKEN_ENCRYPTION_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['TOKEN_ENCRYPTION_KEY'],
      message: 'is the published demo key: make one of your own with `openssl rand -base64 32`',
    });
  }
}
