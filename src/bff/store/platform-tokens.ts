import type { Db } from './db';
import { decrypt, encrypt } from '../security/crypto-box';

export interface PlatformTokens {
  accessToken: string;
  refreshToken: string;
  scope: string;
  expiresAt: number;
}

/** A user's platform tokens, sealed with AES-256-GCM at rest. */
export function createPlatformTokens(db: Db, key: Buffer) {
  return {
    get(userId: number): PlatformTokens | undefined {
      const row = db
        .prepare<
          [number],
          { access_token: string; refresh_token: string; scope: string; expires_at: number }
        >('SELECT access_token, refresh_token, scope, expires_at FROM platform_tokens WHERE user_id = ?')
        .get(userId);
      if (!row) return undefined;
      try {
        return {
          accessToken: decrypt(key, row.access_token),
          refreshToken: decrypt(key, row.refresh_token),
          scope: row.scope,
          expiresAt: row.expires_at,
        };
      } catch {
        this.remove(userId); // sealed with another key: unusable, so forget it
        return undefined;
      }
    },
    save(userId: number, tokens: PlatformTokens) {
      db.prepare(
        `INSERT INTO platform_tokens (user_id, access_token, refresh_token, scope, expires_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET access_token = excluded.access_token, refresh_token = excluded.refresh_token,
           scope = excluded.scope, expires_at = excluded.expires_at, updated_at = excluded.updated_at`,
      ).run(
        userId,
        encrypt(key, tokens.accessToken),
        encrypt(key, tokens.refreshToken),
        tokens.scope,
        tokens.expiresAt,
        Date.now(),
      );
    },
    remove(userId: number) {
      db.prepare('DELETE FROM platform_tokens WHERE user_id = ?').run(userId);
    },
  };
}

export type PlatformTokenStore = ReturnType<typeof createPlatformTokens>;
