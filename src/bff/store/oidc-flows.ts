import { sql } from 'kysely';
import type { Db } from './db';
import { sha256 } from '../security/crypto-box';

const FLOW_TTL_MS = 10 * 60_000;
/** Expired flows are swept at most this often, not at every sign-in start. */
const SWEEP_EVERY_MS = 30_000;
/** Flows in progress at once, over every instance: beyond it a start is refused, not stored. */
export const MAX_OPEN_FLOWS = 5_000;

/**
 * Single sign-ons in progress, by their `state`: the nonce and PKCE verifier stay on the server,
 * each flow is taken once (a replayed callback finds nothing) and expires after ten minutes.
 * Anyone can start one, so their number is bounded (`MAX_OPEN_FLOWS`) and the expired ones go in
 * a sweep over the expiry's index, at most every 30 s.
 */
export function createOidcFlows(db: Db, now = () => Date.now(), maxOpen = MAX_OPEN_FLOWS) {
  let sweptAt = 0;
  const sweep = async () => {
    if (now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now();
    await db.deleteFrom('oidc_flows').where('expires_at', '<', now()).execute();
  };
  return {
    /** Stores a new flow; false when `maxOpen` flows are open already (a flood: nothing is stored). */
    async begin(state: string, nonce: string, codeVerifier: string): Promise<boolean> {
      await sweep();
      const { open } = await db
        .selectFrom('oidc_flows')
        .select(sql<number>`count(*)`.as('open'))
        .where('expires_at', '>=', now())
        .executeTakeFirstOrThrow();
      if (Number(open) >= maxOpen) return false;
      await db
        .insertInto('oidc_flows')
        .values({
          state_hash: sha256(state),
          nonce,
          code_verifier: codeVerifier,
          expires_at: now() + FLOW_TTL_MS,
        })
        .execute();
      return true;
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
