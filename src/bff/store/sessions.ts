import type { BffDatabase } from './db';
import { toUser, type User } from './users';
import { decrypt, encrypt, randomToken, sha256 } from '../security/crypto-box';

// Server-side sessions. The cookie holds a random id; the table holds its hash, so a copy of the
// database cannot be replayed as cookies. Idle and absolute expiry are both enforced on read.
// Sessions are read from the database on every request (no copy in memory), so a sign-out, a
// password change or a disabled account ends a session at once: on every instance sharing the
// database, and also from `npm run user` (another process).

export interface Session {
  idHash: string;
  userId: number;
  csrf: string;
  createdAt: number;
}

export function createSessionsRepo(
  database: Pick<BffDatabase, 'db' | 'prepared'>,
  limits: { idleMs: number; absoluteMs: number },
  /** Seals the ID token a single sign-on session keeps (TOKEN_ENCRYPTION_KEY). */
  tokenKey: Buffer,
  now = () => Date.now(),
) {
  const { db } = database;
  // The read of every request, prepared once (its parameter: the id's hash).
  const liveRow = database.prepared(
    'session_with_user',
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.csrf',
        'sessions.created_at as session_created_at',
        'sessions.last_seen_at',
        'users.id',
        'users.username',
        'users.role',
        'users.disabled',
        'users.password_hash',
      ])
      .where('sessions.id_hash', '=', ''),
  );
  const touchEveryMs = Math.min(60_000, limits.idleMs / 10);
  const end = async (idHash: string) => {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  };
  return {
    /** `idToken`: a session of single sign-on keeps its ID token, sealed, for the provider's sign-out. */
    async create(userId: number, idToken?: string): Promise<{ id: string; session: Session }> {
      const id = randomToken();
      const session = { idHash: sha256(id), userId, csrf: randomToken(), createdAt: now() };
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          user_id: userId,
          csrf: session.csrf,
          created_at: session.createdAt,
          last_seen_at: session.createdAt,
          ...(idToken ? { id_token: encrypt(tokenKey, idToken) } : {}),
        })
        .execute();
      return { id, session };
    },

    /**
     * The live session of a cookie value and its user, touched; undefined when unknown, expired or
     * the user is disabled (the session then ends). One prepared query per request, with the user.
     */
    async touch(id: string | undefined): Promise<{ session: Session; user: User } | undefined> {
      if (!id) return undefined;
      const idHash = sha256(id);
      const [row] = await liveRow([idHash]);
      if (!row) return undefined;
      const t = now();
      const expired = t - row.last_seen_at > limits.idleMs || t - row.session_created_at > limits.absoluteMs;
      if (expired || row.disabled) {
        await end(idHash);
        return undefined;
      }
      // Writing on every request would cost a disk write per API call; a tenth of the idle limit
      // (at most a minute) is fine enough for idle expiry.
      if (t - row.last_seen_at > touchEveryMs)
        await db.updateTable('sessions').set({ last_seen_at: t }).where('id_hash', '=', idHash).execute();
      return {
        session: { idHash, userId: row.id, csrf: row.csrf, createdAt: row.session_created_at },
        user: toUser(row),
      };
    },

    end,

    /**
     * A single sign-on session's ID token (undefined inside when another key sealed it: an instance
     * without TOKEN_ENCRYPTION_KEY); undefined for a local session.
     */
    async idToken(idHash: string): Promise<{ idToken: string | undefined } | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select('id_token')
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      if (!row?.id_token) return undefined;
      try {
        return { idToken: decrypt(tokenKey, row.id_token) };
      } catch {
        return { idToken: undefined };
      }
    },

    async purgeExpired(): Promise<void> {
      const t = now();
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('last_seen_at', '<', t - limits.idleMs), eb('created_at', '<', t - limits.absoluteMs)]),
        )
        .execute();
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
