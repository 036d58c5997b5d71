import { sql } from 'kysely';
import type { Role } from '@/contract/desk/roles';
import type { Db } from './db';
import { NO_PASSWORD, toUser, type User } from './users';

// Accounts of single sign-on, found by the provider's issuer and subject. Their username is only a
// name to show (taken from the provider, made unique); it never finds the account, so a provider
// user called "admin" does not become the local "admin". They have no password: the stored
// value is not a hash (NO_PASSWORD), so local sign-in never accepts one and none can be set.

/**
 * The provider's name for the account, reduced to what usernames hold (UsernameSchema: 2–64 of
 * a-z0-9._-), so `npm run user disable` can name it: `jana@firma.cz` becomes `jana.firma.cz`.
 */
export function baseName(preferred: string | undefined, subject: string): string {
  const name = (preferred ?? '')
    .toLowerCase()
    .replace(/@/g, '.')
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, 56);
  return name.length >= 2
    ? name
    : `sso-${subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')
        .slice(0, 20)}`;
}

export function createUserIdentities(db: Db, now = () => Date.now()) {
  const find = async (issuer: string, subject: string): Promise<User | undefined> => {
    const row = await db
      .selectFrom('user_identities')
      .innerJoin('users', 'users.id', 'user_identities.user_id')
      .select(['users.id', 'users.username', 'users.role', 'users.disabled', 'users.password_hash'])
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row && toUser(row);
  };

  const create = (issuer: string, subject: string, preferred: string | undefined, role: Role) =>
    db.transaction().execute(async (trx) => {
      const base = baseName(preferred, subject);
      let username = base;
      // A name a local account (or another provider account) has gets a number.
      for (let n = 2; ; n++) {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<boolean>`lower(username) = ${username}`)
          .executeTakeFirst();
        if (!taken) break;
        username = `${base}-${n}`;
      }
      const { id } = await trx
        .insertInto('users')
        .values({ username, password_hash: NO_PASSWORD, role, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_identities').values({ issuer, subject, user_id: id }).execute();
    });

  return {
    /**
     * The account of this provider user with the role the provider gives it now, created at its first
     * sign-in. A role taken away ends the account's sessions at once (on every instance).
     */
    async signIn(issuer: string, subject: string, preferred: string | undefined, role: Role): Promise<User> {
      const known = await find(issuer, subject);
      if (!known) {
        // Two first sign-ins at once: one creates the account, the other finds it.
        await create(issuer, subject, preferred, role).catch(async (error: unknown) => {
          if (!(await find(issuer, subject))) throw error;
        });
      } else if (known.role !== role) {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ role }).where('id', '=', known.id).execute();
          await trx.deleteFrom('sessions').where('user_id', '=', known.id).execute();
        });
      }
      return (await find(issuer, subject))!;
    },
    /** The provider refused this user a role: whatever session the account still has ends now. */
    async refuse(issuer: string, subject: string): Promise<void> {
      const known = await find(issuer, subject);
      if (known) await db.deleteFrom('sessions').where('user_id', '=', known.id).execute();
    },
  };
}

export type UserIdentities = ReturnType<typeof createUserIdentities>;
