import type { AuditEntry as AuditRow } from '@/contract/desk/audit';
import type { Role } from '@/contract/desk/roles';
import type { Db } from './db';

export interface AuditEntry {
  username: string;
  role: Role;
  operation: string;
  target?: string | undefined;
  status: number;
}

/** Who changed what through the BFF, and how it ended. Append-only. */
export function createAuditLog(db: Db) {
  const insert = db.prepare(
    'INSERT INTO audit_log (at, username, role, operation, target, status, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    record(e: AuditEntry) {
      const outcome = e.status < 400 ? 'success' : e.status === 403 ? 'denied' : 'failure';
      insert.run(
        new Date().toISOString(),
        e.username,
        e.role,
        e.operation,
        e.target ?? null,
        e.status,
        outcome,
      );
    },
    list(limit: number, before?: number): AuditRow[] {
      return db
        .prepare<[number, number], AuditRow>(
          `SELECT id, at, username, role, operation, target, status, outcome FROM audit_log
           WHERE id < ? ORDER BY id DESC LIMIT ?`,
        )
        .all(before ?? Number.MAX_SAFE_INTEGER, limit);
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
