import { createHmac } from 'node:crypto';
import { ConfigError } from '../config';
import { decrypt, encrypt } from '../security/crypto-box';
import type { Db } from './db';

// TOKEN_ENCRYPTION_KEY belongs to the database whose tokens it sealed: a backup restored without
// its key, or a start with a mistyped one, must not look like "every user disconnected". The
// database keeps a check value of the key (an HMAC of a fixed label under it, which tells nothing
// of the key), and a start with any other key is refused before anything is read or written.

const CHECK_NAME = 'token_key_check';
const CHECK_LABEL = 'pickup-desk token key check v1';

/** The check value of a key: what the settings table holds for the key in use. */
export const tokenKeyCheck = (key: Buffer) =>
  createHmac('sha256', key).update(CHECK_LABEL).digest('base64url');

export const WRONG_TOKEN_KEY =
  'Invalid BFF configuration:\n' +
  '  TOKEN_ENCRYPTION_KEY: is not the key this database was sealed with (its key check does not match). ' +
  'Start with the key that belongs to this database (the one kept with its backup); nothing was changed. ' +
  'To change the key on purpose, stop every instance and run `npm run db -- rekey` (docs/operations.md, Backups and restore).';

/** One sealed value of the database, to try a key on where no check value was recorded yet. */
async function anySealedValue(db: Db): Promise<string | undefined> {
  const token = await db.selectFrom('platform_tokens').select('access_token').limit(1).executeTakeFirst();
  if (token) return token.access_token;
  const session = await db
    .selectFrom('sessions')
    .select('id_token')
    .where('id_token', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return session?.id_token ?? undefined;
}

/**
 * Whether `key` is this database's token key. The first start with a key records its check value
 * (a database from before issue 41: only when the key opens what is sealed there already).
 */
export async function tokenKeyMatches(db: Db, key: Buffer): Promise<boolean> {
  const check = tokenKeyCheck(key);
  const read = async () =>
    (await db.selectFrom('settings').select('value').where('name', '=', CHECK_NAME).executeTakeFirst())
      ?.value;
  const stored = await read();
  if (stored !== undefined) return stored === check;
  const sealed = await anySealedValue(db);
  if (sealed !== undefined) {
    try {
      decrypt(key, sealed);
    } catch {
      return false;
    }
  }
  // Instances starting together: the first one's value stands, and the others compare with it.
  await db
    .insertInto('settings')
    .values({ name: CHECK_NAME, value: check })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read()) === check;
}

/** At start: refuses a key other than the database's with a ConfigError naming TOKEN_ENCRYPTION_KEY. */
export async function assertTokenKey(db: Db, key: Buffer): Promise<void> {
  if (!(await tokenKeyMatches(db, key))) throw new ConfigError(WRONG_TOKEN_KEY);
}

export interface RekeyResult {
  /** Platform tokens (rows) and single sign-on ID tokens sealed again under the new key. */
  tokens: number;
  idTokens: number;
  /** Values the old key could not open either: left as they were, never deleted. */
  unreadable: number;
}

/**
 * Seals every platform token and session ID token again under `newKey`, and records its check
 * value, in one transaction; refused (ConfigError) when `oldKey` is not the database's key.
 * Run with every instance stopped: one still running with the old key could not open what it reads.
 */
export async function rekeyTokens(db: Db, oldKey: Buffer, newKey: Buffer): Promise<RekeyResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await tokenKeyMatches(trx, oldKey))) throw new ConfigError(WRONG_TOKEN_KEY);
    const result: RekeyResult = { tokens: 0, idTokens: 0, unreadable: 0 };
    const reseal = (sealed: string) => encrypt(newKey, decrypt(oldKey, sealed));
    for (const row of await trx.selectFrom('platform_tokens').selectAll().execute()) {
      try {
        const values = { access_token: reseal(row.access_token), refresh_token: reseal(row.refresh_token) };
        await trx.updateTable('platform_tokens').set(values).where('user_id', '=', row.user_id).execute();
        result.tokens++;
      } catch {
        result.unreadable++;
      }
    }
    const sessions = await trx
      .selectFrom('sessions')
      .select(['id_hash', 'id_token'])
      .where('id_token', 'is not', null)
      .execute();
    for (const row of sessions) {
      try {
        const idToken = reseal(row.id_token!);
        await trx
          .updateTable('sessions')
          .set({ id_token: idToken })
          .where('id_hash', '=', row.id_hash)
          .execute();
        result.idTokens++;
      } catch {
        result.unreadable++;
      }
    }
    await trx
      .updateTable('settings')
      .set({ value: tokenKeyCheck(newKey) })
      .where('name', '=', CHECK_NAME)
      .execute();
    return result;
  });
}
