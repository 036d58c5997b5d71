import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { encrypt } from '../security/crypto-box';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import type { Db } from './db';
import { createPlatformTokens } from './platform-tokens';
import { assertTokenKey, rekeyTokens, tokenKeyCheck, tokenKeyMatches } from './token-key';
import { createUsersRepo } from './users';

// Issue 41: the database knows its token key by a check value, so a start with another key is
// refused by name, and no token is deleted because a key cannot open it.

const openFresh = useTestDatabases('token-key');
const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1', scope: 'deliveries', expiresAt: 1e13 };

async function withUserTokens(db: Db, key: Buffer) {
  const user = await createUsersRepo(db).add(`u${randomBytes(3).toString('hex')}`, 'password-1', 'staff');
  await createPlatformTokens(db, key).save(user.id, TOKENS);
  return user.id;
}

const tokenRows = async (db: Db) => (await db.selectFrom('platform_tokens').selectAll().execute()).length;

describe.each(testEngines())('the token key on $name', ({ url }) => {
  it('records the first key, accepts it again and refuses another by name', async () => {
    const { db } = await openFresh(url);
    const key = randomBytes(32);
    await assertTokenKey(db, key);
    const stored = await db.selectFrom('settings').selectAll().execute();
    expect(stored).toEqual([{ name: 'token_key_check', value: tokenKeyCheck(key) }]);
    expect(JSON.stringify(stored)).not.toContain(key.toString('base64'));
    await assertTokenKey(db, key);
    const wrong = assertTokenKey(db, randomBytes(32));
    await expect(wrong).rejects.toThrow(ConfigError);
    await expect(assertTokenKey(db, randomBytes(32))).rejects.toThrow(/TOKEN_ENCRYPTION_KEY: is not the key/);
  });

  it('a database from before the check: the key that opens its tokens is recorded, another refused', async () => {
    const { db } = await openFresh(url);
    const key = randomBytes(32);
    await withUserTokens(db, key);
    expect(await tokenKeyMatches(db, randomBytes(32))).toBe(false);
    expect(await db.selectFrom('settings').selectAll().execute()).toEqual([]);
    expect(await tokenKeyMatches(db, key)).toBe(true);
    expect(await tokenKeyMatches(db, randomBytes(32))).toBe(false);
    expect(await tokenRows(db)).toBe(1);
  });

  it('keeps and reports a single token the key cannot open, instead of deleting it', async () => {
    const { db } = await openFresh(url);
    const key = randomBytes(32);
    const userId = await withUserTokens(db, key);
    await db
      .updateTable('platform_tokens')
      .set({ access_token: encrypt(randomBytes(32), 'damaged') })
      .where('user_id', '=', userId)
      .execute();
    const unreadable: number[] = [];
    expect(await createPlatformTokens(db, key, (id) => unreadable.push(id)).get(userId)).toBeUndefined();
    expect(unreadable).toEqual([userId]);
    expect(await tokenRows(db)).toBe(1);
  });

  it('rekey seals every token under the new key and moves the check to it; a wrong old key changes nothing', async () => {
    const { db } = await openFresh(url);
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const userId = await withUserTokens(db, oldKey);
    await assertTokenKey(db, oldKey);
    const before = await db.selectFrom('platform_tokens').selectAll().execute();
    await expect(rekeyTokens(db, randomBytes(32), newKey)).rejects.toThrow(ConfigError);
    expect(await db.selectFrom('platform_tokens').selectAll().execute()).toEqual(before);

    expect(await rekeyTokens(db, oldKey, newKey)).toEqual({ tokens: 1, idTokens: 0, unreadable: 0 });
    expect(await createPlatformTokens(db, newKey).get(userId)).toMatchObject(TOKENS);
    await assertTokenKey(db, newKey);
    await expect(assertTokenKey(db, oldKey)).rejects.toThrow(ConfigError);
  });
});
