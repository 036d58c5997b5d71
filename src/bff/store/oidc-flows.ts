import type { Db } from './db';
import { sha256 } from '../security/crypto-box';

const FLOW_TTL_MS = 10 * 60_000;

/**
 * Single sign-ons in progress, by their `state`: the nonce and PKCE verifier stay on the server,
 * each flow is taken once (a replayed callback finds nothing) and expires after ten minutes.
 */
export function createOidcFlows(db: Db, now = () => Date.now()) {
  return {
    async begin(state: string, nonce: string, codeVerifier: string): Promise<void> {
      await db.deleteFrom('oidc_flows').where('expires_at', '<', now()).execute();
      await db
        .insertInto('oidc_flows')
        .values({
          state_hash: sha256(state),
          nonce,
          code_verifier: codeVerifier,
          expires_at: now() + FLOW_TTL_MS,
        })
        .execute();
    },
    /** Takes the flow of a state: deleted and read in one statement, so two callbacks cannot both get it. */
    async take(state: string): Promise<{ nonce: string; codeVerifier: string } | undefined> {
      const row = await db
        .deleteFrom('oidc_flows')
        .where('state_hash', '=', sha256(state))
        .returning(['nonce', 'code_verifier', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at < now()) return undefined;
      return { nonce: row.nonce, codeVerifier: row.code_verifier };
    },
  };
}

export type OidcFlows = ReturnType<typeof createOidcFlows>;
