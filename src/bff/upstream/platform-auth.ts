import type { z } from 'zod';
import { OAuthRefreshResponseSchema, OAuthTokenResponseSchema } from '@/contract/orders/oauth-token';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import type { PlatformTokenStore, PlatformTokens } from '../store/platform-tokens';
import type { UpstreamClient, UpstreamResponse } from './client';
import { typedAnswer } from './platform-answers';

// The OAuth 2.0 client of the platform (spec 001, 4.3 and 5.2): code exchange, and refresh before
// expiry or after a 401 invalid_token, with at most one refresh per user in flight: in this process
// one shared promise, across instances a lock per user (a PostgreSQL advisory lock), after which
// the instance that waited reads the tokens the other one stored instead of refreshing again.

/** Refresh when less than this is left, so a token does not expire on its way to the platform. */
const REFRESH_MARGIN_MS = 60_000;

export const reconnectRequired = () =>
  new Problem(
    403,
    'platform-reconnect-required',
    'Platform account disconnected',
    'The connection to your platform account has ended (it expired or was withdrawn). Connect it again.',
    { connectUrl: '/auth/platform/connect' },
  );

/** A token answer is a few hundred bytes; more is not one. */
const TOKEN_CAP = 64 * 1024;

const unreadableToken = () =>
  new Problem(502, 'upstream-error', 'The platform failed', 'The platform sent an unreadable token.');

/**
 * The token endpoint's answer (a 200 or a 201: spec 001, 4.3), judged as every platform answer is:
 * JSON by its Content-Type, within its cap, and what the contract says a token answer is. Any other
 * answer throws the problem the browser gets.
 */
async function tokenAnswer<T>(res: UpstreamResponse, schema: z.ZodType<T>): Promise<T> {
  const answer = await typedAnswer(res, {
    success: (status) => status === 200 || status === 201,
    refused: null,
    cap: TOKEN_CAP,
    parse: (json) => {
      const parsed = schema.safeParse(json);
      return parsed.success ? parsed.data : undefined;
    },
    broken: unreadableToken,
  });
  if (answer.kind !== 'ok') throw answer.problem;
  return answer.data;
}

/** A form posted to the platform's token endpoint, the client authenticated by HTTP Basic. */
function postTokenForm(
  config: Pick<BffConfig, 'oauth' | 'rest'>,
  upstream: UpstreamClient,
  form: Record<string, string>,
) {
  const oauth = config.oauth!;
  const basic = Buffer.from(
    `${encodeURIComponent(oauth.clientId)}:${encodeURIComponent(oauth.clientSecret)}`,
  ).toString('base64');
  return upstream.call(`${config.rest!.url}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * One refresh at the token endpoint, the new tokens saved; a refused refresh removes the tokens and
 * throws reconnectRequired.
 */
async function refreshAtEndpoint(
  config: Pick<BffConfig, 'oauth' | 'rest'>,
  upstream: UpstreamClient,
  {
    userId,
    current,
    tokens,
    expiry,
  }: {
    userId: number;
    current: PlatformTokens;
    tokens: PlatformTokenStore;
    expiry: (expiresIn: string) => number;
  },
): Promise<PlatformTokens> {
  const res = await postTokenForm(config, upstream, {
    grant_type: 'refresh_token',
    refresh_token: current.refreshToken,
    redirect_uri: config.oauth!.redirectUri,
    scope: current.scope,
  });
  // The platform answers a refresh with 201 (spec 001, 4.3); 200 is accepted as well.
  if (res.statusCode === 400 || res.statusCode === 401) {
    await res.body.dump();
    await tokens.remove(userId); // refused: the approval is gone, so are the tokens
    throw reconnectRequired();
  }
  const answer = await tokenAnswer(res, OAuthRefreshResponseSchema);
  const next: PlatformTokens = {
    accessToken: answer.access_token,
    refreshToken: current.refreshToken, // a refresh does not issue a new refresh token
    scope: answer.scope || current.scope,
    expiresAt: expiry(answer.expires_in),
  };
  await tokens.save(userId, next);
  return next;
}

export function createPlatformAuth(
  config: Pick<BffConfig, 'oauth' | 'rest'>,
  tokens: PlatformTokenStore,
  upstream: UpstreamClient,
  options: {
    /**
     * Runs `fn` holding the user's refresh lock across instances (BffDatabase.withLock), with the
     * token store to use meanwhile.
     */
    withUserLock?: <T>(userId: number, fn: (locked: PlatformTokenStore) => Promise<T>) => Promise<T>;
    now?: () => number;
  } = {},
) {
  const now = options.now ?? (() => Date.now());
  const withUserLock = options.withUserLock ?? ((_userId, fn) => fn(tokens));
  const inFlight = new Map<number, Promise<PlatformTokens>>();
  /** Half the token's lifetime at most, so a short-lived token is not refreshed the moment it arrives. */
  const marginFor = (t: PlatformTokens) =>
    Math.min(REFRESH_MARGIN_MS, (t.lifetimeMs ?? 2 * REFRESH_MARGIN_MS) / 2);
  let refreshCount = 0;

  const tokenRequest = (form: Record<string, string>) => postTokenForm(config, upstream, form);
  const expiry = (expiresIn: string) => now() + Number(expiresIn) * 1000;

  async function refresh(userId: number, seen: PlatformTokens): Promise<PlatformTokens> {
    // Failures come out of the lock as values: what was stored before them (the tokens removed
    // after a refused refresh) is kept, not rolled back with the lock's transaction.
    const outcome = await withUserLock(userId, async (locked) => {
      try {
        // Another instance may have refreshed (or lost the approval) while this one waited.
        const current = await locked.get(userId);
        if (!current) throw reconnectRequired();
        if (current.accessToken !== seen.accessToken) return { tokens: current };
        return { tokens: await refreshNow(userId, current, locked) };
      } catch (error) {
        return { error };
      }
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.tokens;
  }

  function refreshNow(userId: number, current: PlatformTokens, locked: PlatformTokenStore) {
    refreshCount++;
    return refreshAtEndpoint(config, upstream, { userId, current, tokens: locked, expiry });
  }

  /** One refresh per user at a time: concurrent callers share the same promise. */
  function refreshOnce(userId: number, current: PlatformTokens): Promise<PlatformTokens> {
    let pending = inFlight.get(userId);
    if (!pending) {
      pending = refresh(userId, current).finally(() => inFlight.delete(userId));
      inFlight.set(userId, pending);
    }
    return pending;
  }

  return {
    get refreshCount() {
      return refreshCount;
    },
    connected: async (userId: number) => (await tokens.get(userId)) !== undefined,

    /** `redirectUri`: the one the authorize request named (demo mode picks it per origin). */
    async exchangeCode(userId: number, code: string, redirectUri = config.oauth!.redirectUri) {
      const oauth = config.oauth!;
      const res = await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        scope: oauth.scopes.join(' '),
      });
      const answer = await tokenAnswer(res, OAuthTokenResponseSchema);
      await tokens.save(userId, {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        scope: answer.scope,
        expiresAt: expiry(answer.expires_in),
      });
    },

    /** A usable access token of the user, refreshed first when close to expiry; undefined if not connected. */
    async accessToken(userId: number): Promise<string | undefined> {
      // A refresh under way: its result is fresh by definition, use it as it is.
      const pending = inFlight.get(userId);
      if (pending) return (await pending).accessToken;
      const current = await tokens.get(userId);
      if (!current) return undefined;
      if (current.expiresAt - now() > marginFor(current)) return current.accessToken;
      return (await refreshOnce(userId, current)).accessToken;
    },

    /** After a 401 invalid_token: refresh unless another request already did since `rejected` was read. */
    async afterRejection(userId: number, rejected: string): Promise<string> {
      const current = inFlight.has(userId) ? await inFlight.get(userId)! : await tokens.get(userId);
      if (!current) throw reconnectRequired();
      if (current.accessToken !== rejected) return current.accessToken;
      return (await refreshOnce(userId, current)).accessToken;
    },

    disconnect: (userId: number) => tokens.remove(userId),
  };
}

export type PlatformAuth = ReturnType<typeof createPlatformAuth>;
