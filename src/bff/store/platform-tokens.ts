import type { Db } from './db';
import { decrypt, encrypt } from '../security/crypto-box';

export interface PlatformTokens {
  accessToken: string;
  refreshToken: string;
  scope: string;
  expiresAt: number;
  /** How long the token was given for (read back: from the time it was stored). */
  lifetimeMs?: number;
}

/**
 * Users whose tokens the key cannot open, reported once per process. The start refuses a key that
 * is not the database's (token-key.ts), so this is one damaged row, never all of them.
 */
const reported = new Set<number>();
const reportUnreadable = (userId: number) => {
  if (reported.has(userId)) return;
  reported.add(userId);
  console.warn(
    `Platform tokens of user ${userId} cannot be opened with TOKEN_ENCRYPTION_KEY: kept as they are and ` +
      'not used; connecting the platform account again replaces them.',
  );
};

/** A user's platform tokens, sealed with AES-256-GCM at rest. */
export function createPlatformTokens(db: Db, key: Buffer, onUnreadable = reportUnreadable) {
  const remove = async (userId: number) => {
    await db.deleteFrom('platform_tokens').where('user_id', '=', userId).execute();
  };
  return {
    async get(userId: number): Promise<PlatformTokens | undefined> {
      const row = await db
        .selectFrom('platform_tokens')
        .select(['access_token', 'refresh_token', 'scope', 'expires_at', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      try {
        return {
          accessToken: decrypt(key, row.access_token),
          refreshToken: decrypt(key, row.refresh_token),
          scope: row.scope,
          expiresAt: row.expires_at,
          lifetimeMs: row.expires_at - row.updated_at,
        };
      } catch {
        // Never deleted: a key that cannot open one row may be a wrong key, and the row the only copy.
        onUnreadable(userId);
        return undefined;
      }
    },
    async save(userId: number, tokens: PlatformTokens): Promise<void> {
      const sealed = {
        access_token: encrypt(key, tokens.accessToken),
        refresh_token: encrypt(key, tokens.refreshToken),
        scope: tokens.scope,
        expires_at: tokens.expiresAt,
        updated_at: Date.now(),
      };
      await db
        .insertInto('platform_tokens')
        .values({ user_id: userId, ...sealed })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(sealed))
        .execute();
    },
    remove,
  };
}

export type PlatformTokenStore = ReturnType<typeof createPlatformTokens>;
