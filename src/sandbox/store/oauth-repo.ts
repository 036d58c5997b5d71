import { createHash, randomInt } from 'node:crypto';
import type { Db } from './db';

// OAuth 2.0 grants of the sandbox (spec 001, 4.2, 4.3 and 5.2). Codes and tokens are 40 lowercase
// letters and digits; only their SHA-256 hashes are stored.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const newSecret = () =>
  Array.from({ length: 40 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface Grant {
  clientId: string;
  userId: string;
  scope: string;
}

export type AccessCheck = { ok: true; grant: Grant } | { ok: false; reason: 'invalid' | 'expired' };

type Clock = () => number;

/** The tokens' table: a new access token, and a token's row by its hash and kind. */
function tokenStore(db: Db, now: Clock, tokenTtlS: number) {
  const insertToken = db.prepare(
    `INSERT INTO oauth_tokens (token_hash, kind, client_id, user_id, scope, code_hash, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const tokenRow = db.prepare<
    [string, string],
    { client_id: string; user_id: string; scope: string; expires_at: number | null; code_hash: string | null }
  >(
    'SELECT client_id, user_id, scope, expires_at, code_hash FROM oauth_tokens WHERE token_hash = ? AND kind = ?',
  );

  function issueAccess(grant: Grant, codeHash: string | null) {
    const token = newSecret();
    insertToken.run(
      hash(token),
      'access',
      grant.clientId,
      grant.userId,
      grant.scope,
      codeHash,
      now() + tokenTtlS * 1000,
    );
    return token;
  }
  return { insertToken, tokenRow, issueAccess };
}
type TokenStore = ReturnType<typeof tokenStore>;

/** The sign-in sessions of the authorization pages. */
function sessionGrants(db: Db, now: Clock) {
  return {
    createSession(userId: string) {
      const id = newSecret();
      const csrf = newSecret();
      db.prepare('INSERT INTO oauth_sessions (id, user_id, csrf, expires_at) VALUES (?, ?, ?, ?)').run(
        hash(id),
        userId,
        csrf,
        now() + 8 * 3600_000,
      );
      return { id, csrf };
    },

    session(id: string | undefined) {
      if (!id) return undefined;
      const row = db
        .prepare<[string, number], { user_id: string; csrf: string }>(
          'SELECT user_id, csrf FROM oauth_sessions WHERE id = ? AND expires_at > ?',
        )
        .get(hash(id), now());
      return row && { userId: row.user_id, csrf: row.csrf };
    },

    endSession(id: string) {
      db.prepare('DELETE FROM oauth_sessions WHERE id = ?').run(hash(id));
    },
  };
}

/** Authorization codes: issued once, exchanged once for an access and a refresh token. */
function codeGrants(db: Db, now: Clock, codeTtlS: number, { insertToken, issueAccess }: TokenStore) {
  return {
    issueCode(grant: Grant, redirectUri: string) {
      const code = newSecret();
      db.prepare(
        'INSERT INTO oauth_codes (code_hash, client_id, user_id, redirect_uri, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(hash(code), grant.clientId, grant.userId, redirectUri, grant.scope, now() + codeTtlS * 1000);
      return code;
    },

    /**
     * Exchanges a code once. A second use revokes what the first one issued (RFC 6749, 4.1.2), since
     * it means the code leaked.
     */
    exchangeCode(code: string, clientId: string, redirectUri?: string) {
      return db.transaction(() => {
        const codeHash = hash(code);
        const row = db
          .prepare<
            [string],
            {
              client_id: string;
              user_id: string;
              scope: string;
              expires_at: number;
              used_at: number | null;
              redirect_uri: string;
            }
          >('SELECT * FROM oauth_codes WHERE code_hash = ?')
          .get(codeHash);
        if (!row || row.client_id !== clientId) return { ok: false as const, reason: 'unknown' as const };
        if (row.used_at !== null) {
          db.prepare('DELETE FROM oauth_tokens WHERE code_hash = ?').run(codeHash);
          return { ok: false as const, reason: 'reused' as const };
        }
        db.prepare('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ?').run(now(), codeHash);
        if (row.expires_at <= now()) return { ok: false as const, reason: 'expired' as const };
        // The redirect named at the exchange must be the one the code was issued for (RFC 6749, 4.1.3).
        if (redirectUri !== undefined && redirectUri !== row.redirect_uri)
          return { ok: false as const, reason: 'redirect' as const };
        const grant = { clientId, userId: row.user_id, scope: row.scope };
        const refresh = newSecret();
        insertToken.run(hash(refresh), 'refresh', clientId, row.user_id, row.scope, codeHash, null);
        return {
          ok: true as const,
          grant,
          access: issueAccess(grant, codeHash),
          refresh,
          redirectUri: row.redirect_uri,
        };
      })();
    },
  };
}

/** Access and refresh tokens once issued: refreshed, checked, listed by client and withdrawn. */
function tokenGrants(db: Db, now: Clock, { tokenRow, issueAccess }: TokenStore) {
  return {
    /** A new access token for a refresh token; the refresh token stays valid (spec 001, 4.3). */
    refresh(refreshToken: string, clientId: string) {
      const row = tokenRow.get(hash(refreshToken), 'refresh');
      if (!row || row.client_id !== clientId) return undefined;
      const grant = { clientId, userId: row.user_id, scope: row.scope };
      // Tokens keep the code they descend from, so a replayed code revokes all of them.
      return { grant, access: issueAccess(grant, row.code_hash) };
    },

    checkAccess(token: string): AccessCheck {
      const row = tokenRow.get(hash(token), 'access');
      if (!row) return { ok: false, reason: 'invalid' };
      if ((row.expires_at ?? 0) <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, grant: { clientId: row.client_id, userId: row.user_id, scope: row.scope } };
    },

    approvedClients(userId: string): string[] {
      return db
        .prepare<[string], { client_id: string }>(
          "SELECT DISTINCT client_id FROM oauth_tokens WHERE user_id = ? AND kind = 'refresh' ORDER BY client_id",
        )
        .all(userId)
        .map((r) => r.client_id);
    },

    /** Withdrawing the approval removes every token of the client for the user (spec 001, 5.6). */
    withdraw(userId: string, clientId: string): number {
      return db.prepare('DELETE FROM oauth_tokens WHERE user_id = ? AND client_id = ?').run(userId, clientId)
        .changes;
    },
  };
}

export function createOAuthRepo(
  db: Db,
  options: { codeTtlS: number; tokenTtlS: number; now?: () => number },
) {
  const now = options.now ?? (() => Date.now());
  const tokens = tokenStore(db, now, options.tokenTtlS);
  return {
    tokenTtlS: options.tokenTtlS,
    ...sessionGrants(db, now),
    ...codeGrants(db, now, options.codeTtlS, tokens),
    ...tokenGrants(db, now, tokens),
  };
}

export type OAuthRepo = ReturnType<typeof createOAuthRepo>;
