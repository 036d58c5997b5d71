import { z } from 'zod';
import { ROLES, type Role } from '@/contract/desk/roles';
import type { Db } from './db';
import { hashPassword } from '../security/passwords';
export const UsernameSchema = z.string().regex(/^[a-z0-9._-]{2,64}$/i, {
  error: 'must be 2–64 letters, digits, dots, dashes or underscores',
});

export interface User {
  id: number;
  username: string;
  role: Role;
  disabled: boolean;
  passwordHash: string;
}

interface Row {
  id: number;
  username: string;
  role: Role;
  disabled: number;
  password_hash: string;
  created_at: number;
}
const toUser = (r: Row): User => ({
  id: r.id,
  username: r.username,
  role: r.role,
  disabled: r.disabled === 1,
  passwordHash: r.password_hash,
});

export function createUsersRepo(db: Db) {
  // Prepared once: byId runs on every signed-in request.
  const selectByName = db.prepare<[string], Row>('SELECT * FROM users WHERE username = ?');
  const selectById = db.prepare<[number], Row>('SELECT * FROM users WHERE id = ?');
  return {
    byName(username: string): User | undefined {
      const row = selectByName.get(username);
      return row && toUser(row);
    },
    byId(id: number): User | undefined {
      const row = selectById.get(id);
      return row && toUser(row);
    },
    list(): (Omit<User, 'passwordHash'> & { createdAt: string })[] {
      return db
        .prepare<[], Row>('SELECT * FROM users ORDER BY username')
        .all()
        .map((r) => ({
          id: r.id,
          username: r.username,
          role: r.role,
          disabled: r.disabled === 1,
          createdAt: new Date(r.created_at).toISOString(),
        }));
    },
    async add(username: string, password: string, role: Role): Promise<User> {
      const hash = await hashPassword(password);
      db.prepare('INSERT INTO users (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)').run(
        username,
        hash,
        role,
        Date.now(),
      );
      return this.byName(username)!;
    },
    async setPassword(username: string, password: string): Promise<boolean> {
      const hash = await hashPassword(password);
      const changed =
        db.prepare('UPDATE users SET password_hash = ? WHERE username = ?').run(hash, username).changes > 0;
      // A new password ends every session of the user.
      if (changed)
        db.prepare('DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(
          username,
        );
      return changed;
    },
    setDisabled(username: string, disabled: boolean): boolean {
      const changed =
        db.prepare('UPDATE users SET disabled = ? WHERE username = ?').run(disabled ? 1 : 0, username)
          .changes > 0;
      if (changed && disabled)
        db.prepare('DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(
          username,
        );
      return changed;
    },
    setRole(username: string, role: Role): boolean {
      return db.prepare('UPDATE users SET role = ? WHERE username = ?').run(role, username).changes > 0;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/** Demo mode: the contract's users `admin`, `staff` and `support`, created when missing. */
export async function seedDemoUsers(users: UsersRepo, password: string) {
  for (const role of ROLES) if (!users.byName(role)) await users.add(role, password, role);
}
