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
  const remove = async (userId: number) => {
    await db.deleteFrom('platform_tokens').where('user_id', '=', userId).execute();
  };
  return {
    async get(userId: number): Promise<PlatformTokens | undefined> {
      const row = await db
        .selectFrom('platform_tokens')
        .select(['access_token', 'refresh_token', 'scope', 'expires_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      try {
        return {
          accessToken: decrypt(key, row.access_token),
          refreshToken: decrypt(key, row.refresh_token),
          scope: row.scope,
          expiresAt: row.expires_at,
        };
      } catch {
        await remove(userId); // sealed with another key: unusable, so forget it
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
