import type { FastifyRequest } from 'fastify';
import { requireUser } from '@/bff/plugins/session';
import { forbidden } from '@/bff/problem';
import type { AuditLog } from '@/bff/store/audit';

// A bulk job or an import belongs to the account that made it: only that account or an
// administrator may cancel, retry, undo or apply it (undoing an import deletes the places it made,
// a bulk delete in anyone's hands otherwise). A refusal is audited as denied.

export async function requireOwner(
  audit: AuditLog,
  request: FastifyRequest,
  owner: { createdById: number | null; createdBy: string },
  operation: string,
  target: string,
) {
  const user = requireUser(request);
  if (user.role === 'admin' || (owner.createdById !== null && owner.createdById === user.id)) return user;
  await audit.record({ username: user.username, role: user.role, operation, target, status: 403 });
  throw forbidden(`Only ${owner.createdBy}, who started it, or an administrator may do this.`);
}
