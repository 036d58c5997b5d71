import type { Db } from './db';
import { randomToken, sha256 } from '../security/crypto-box';

// Server-side sessions. The cookie holds a random id; the table holds its hash, so a copy of the
// database cannot be replayed as cookies. Idle and absolute expiry are both enforced on read.

export interface Session {
  idHash: string;
  userId: number;
  csrf: string;
  createdAt: number;
}

export function createSessionsRepo(
  db: Db,
  limits: { idleMs: number; absoluteMs: number },
  now = () => Date.now(),
) {
  const touchEveryMs = Math.min(60_000, limits.idleMs / 10);
  // Prepared once: preparing a statement costs more than running it, and touch() runs per request.
  // Sessions are read from the database on every request (no in-memory copy), so a sign-out, a
  // password change or a disabled account (also from `npm run user`, another process) ends a
  // session at once.
  const insert = db.prepare(
    'INSERT INTO sessions (id_hash, user_id, csrf, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<
    [string],
    { user_id: number; csrf: string; created_at: number; last_seen_at: number }
  >('SELECT user_id, csrf, created_at, last_seen_at FROM sessions WHERE id_hash = ?');
  const updateSeen = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  return {
    create(userId: number): { id: string; session: Session } {
      const id = randomToken();
      const session = { idHash: sha256(id), userId, csrf: randomToken(), createdAt: now() };
      insert.run(session.idHash, userId, session.csrf, session.createdAt, session.createdAt);
      return { id, session };
    },

    /** The live session of a cookie value, touched; undefined when unknown or expired. */
    touch(id: string | undefined): Session | undefined {
      if (!id) return undefined;
      const idHash = sha256(id);
      const row = select.get(idHash);
      if (!row) return undefined;
      const t = now();
      if (t - row.last_seen_at > limits.idleMs || t - row.created_at > limits.absoluteMs) {
        this.end(idHash);
        return undefined;
      }
      // Writing on every request would cost a disk write per API call; a tenth of the idle limit
      // (at most a minute) is fine enough for idle expiry.
      if (t - row.last_seen_at > touchEveryMs) updateSeen.run(t, idHash);
      return { idHash, userId: row.user_id, csrf: row.csrf, createdAt: row.created_at };
    },

    end(idHash: string) {
      remove.run(idHash);
    },

    purgeExpired() {
      const t = now();
      db.prepare('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?').run(
        t - limits.idleMs,
        t - limits.absoluteMs,
      );
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
