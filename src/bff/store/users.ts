import { sql, type Selectable, type Updateable } from 'kysely';
import { ROLES, type Role } from '@/contract/desk/roles';
import { RoleSchema } from '@/contract/desk/session';
import { storedEnum } from '@/server/stored-json';
import type { Db } from './db';
import type { UsersTable } from './tables';
import { hashPassword } from '../security/passwords';

/**
 * The stored "hash" of an account of single sign-on: not a hash, so local sign-in never accepts a
 * password for it, and no password can be set on it (the provider keeps its credentials).
 */
export const NO_PASSWORD = '!sso';

/** A password was to be set on an account that signs in through the identity provider. */
export class SsoAccountError extends Error {
  constructor(readonly username: string) {
    super(`${username} signs in through single sign-on: its password is the identity provider's`);
  }
}

/** The contract's (the admin screen checks the same): 2–64 letters, digits, dots, dashes or underscores. */
export { UsernameSchema } from '@/contract/desk/users';

export interface User {
  id: number;
  username: string;
  role: Role;
  disabled: boolean;
  passwordHash: string;
}

export const toUser = (
  r: Pick<Selectable<UsersTable>, 'id' | 'username' | 'role' | 'disabled' | 'password_hash'>,
): User => ({
  id: r.id,
  username: r.username,
  role: storedEnum(RoleSchema, r.role, 'users.role'),
  disabled: r.disabled === 1,
  passwordHash: r.password_hash,
});

/** Usernames are unique without case on both engines (usernames are ASCII, see UsernameSchema). */
const nameIs = (username: string) => sql<boolean>`lower(username) = ${username.toLowerCase()}`;

export function createUsersRepo(db: Db) {
  /** Changes the user's row; `endSessions`: every session of the user ends with it, at once. */
  const change = (username: string, values: Updateable<UsersTable>, endSessions: boolean) =>
    db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('users').set(values).where(nameIs(username)).executeTakeFirst();
      const changed = result.numUpdatedRows > 0n;
      if (changed && endSessions)
        await trx
          .deleteFrom('sessions')
          .where('user_id', 'in', trx.selectFrom('users').select('id').where(nameIs(username)))
          .execute();
      return changed;
    });

  return {
    async byName(username: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where(nameIs(username)).executeTakeFirst();
      return row && toUser(row);
    },
    async byId(id: number): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },
    async list(): Promise<(Omit<User, 'passwordHash'> & { createdAt: string; sso: boolean })[]> {
      const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        role: storedEnum(RoleSchema, r.role, 'users.role'),
        disabled: r.disabled === 1,
        createdAt: new Date(r.created_at).toISOString(),
        sso: r.password_hash === NO_PASSWORD,
      }));
    },
    async add(username: string, password: string, role: Role): Promise<User> {
      const hash = await hashPassword(password);
      await db
        .insertInto('users')
        .values({ username, password_hash: hash, role, created_at: Date.now() })
        .execute();
      return (await this.byName(username))!;
    },
    /** A new password ends every session of the user. */
    async setPassword(username: string, password: string): Promise<boolean> {
      // A local password would let the account in past the provider, its groups and its MFA.
      if ((await this.byName(username))?.passwordHash === NO_PASSWORD) throw new SsoAccountError(username);
      return change(username, { password_hash: await hashPassword(password) }, true);
    },
    setDisabled(username: string, disabled: boolean): Promise<boolean> {
      return change(username, { disabled: disabled ? 1 : 0 }, disabled);
    },
    setRole(username: string, role: Role): Promise<boolean> {
      return change(username, { role }, false);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/** Demo mode: the contract's users `admin`, `staff` and `support`, created when missing. */
export async function seedDemoUsers(users: UsersRepo, password: string) {
  for (const role of ROLES) {
    if (await users.byName(role)) continue;
    // Another instance starting at the same time may add it first: that is as good.
    await users.add(role, password, role).catch(async (error: unknown) => {
      if (!(await users.byName(role))) throw error;
    });
  }
}
