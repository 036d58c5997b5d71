import type { Db } from './db';
import { randomToken, sha256 } from '../security/crypto-box';

const STATE_TTL_MS = 10 * 60_000;

/** OAuth `state` values: single use, bound to the session that started the flow, expiring. */
export function createOAuthStates(db: Db, now = () => Date.now()) {
  return {
    issue(sessionHash: string, userId: number, returnTo: string): string {
      const state = randomToken();
      db.prepare('DELETE FROM oauth_states WHERE expires_at < ?').run(now());
      db.prepare(
        'INSERT INTO oauth_states (state_hash, session_hash, user_id, return_to, expires_at) VALUES (?, ?, ?, ?, ?)',
      ).run(sha256(state), sessionHash, userId, returnTo, now() + STATE_TTL_MS);
      return state;
    },
    /** Consumes a state: it must exist, belong to this session and not have expired. */
    consume(state: string | undefined, sessionHash: string): { returnTo: string } | undefined {
      if (!state) return undefined;
      return db.transaction(() => {
        const hash = sha256(state);
        const row = db
          .prepare<[string], { session_hash: string; return_to: string; expires_at: number }>(
            'SELECT session_hash, return_to, expires_at FROM oauth_states WHERE state_hash = ?',
          )
          .get(hash);
        if (!row) return undefined;
        db.prepare('DELETE FROM oauth_states WHERE state_hash = ?').run(hash);
        if (row.session_hash !== sessionHash || row.expires_at < now()) return undefined;
        return { returnTo: row.return_to };
      })();
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
