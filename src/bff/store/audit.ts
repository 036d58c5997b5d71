import { AuditOutcomeSchema, type AuditEntry as AuditRow } from '@/contract/desk/audit';
import type { Role } from '@/contract/desk/roles';
import { RoleSchema } from '@/contract/desk/session';
import { storedEnum } from '@/server/stored-json';
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
  return {
    async record(e: AuditEntry): Promise<void> {
      const outcome = e.status < 400 ? 'success' : e.status === 403 ? 'denied' : 'failure';
      await db
        .insertInto('audit_log')
        .values({
          at: new Date().toISOString(),
          username: e.username,
          role: e.role,
          operation: e.operation,
          target: e.target ?? null,
          status: e.status,
          outcome,
        })
        .execute();
    },
    async list(limit: number, before?: number): Promise<AuditRow[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['id', 'at', 'username', 'role', 'operation', 'target', 'status', 'outcome'])
        .where('id', '<', before ?? Number.MAX_SAFE_INTEGER)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        role: storedEnum(RoleSchema, r.role, 'audit_log.role'),
        outcome: storedEnum(AuditOutcomeSchema, r.outcome, 'audit_log.outcome'),
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
