import type { Db } from './db';
import { randomToken, sha256 } from '../security/crypto-box';

const STATE_TTL_MS = 10 * 60_000;

/** OAuth `state` values: single use, bound to the session that started the flow, expiring. */
export function createOAuthStates(db: Db, now = () => Date.now()) {
  return {
    async issue(sessionHash: string, userId: number, returnTo: string): Promise<string> {
      const state = randomToken();
      await db.deleteFrom('oauth_states').where('expires_at', '<', now()).execute();
      await db
        .insertInto('oauth_states')
        .values({
          state_hash: sha256(state),
          session_hash: sessionHash,
          user_id: userId,
          return_to: returnTo,
          expires_at: now() + STATE_TTL_MS,
        })
        .execute();
      return state;
    },
    /** Consumes a state: it must exist, belong to this session and not have expired. */
    async consume(state: string | undefined, sessionHash: string): Promise<{ returnTo: string } | undefined> {
      if (!state) return undefined;
      // Deleted and read in one statement: of two callbacks with the same state, one gets the row.
      const row = await db
        .deleteFrom('oauth_states')
        .where('state_hash', '=', sha256(state))
        .returning(['session_hash', 'return_to', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.session_hash !== sessionHash || row.expires_at < now()) return undefined;
      return { returnTo: row.return_to };
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
