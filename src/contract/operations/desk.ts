import type { AuditPageSchema, AuditQuerySchema } from '../desk/audit';
import type { AppConfigSchema } from '../desk/config';
import type { DriftReportSchema } from '../desk/platform-drift';
import { operation } from './operation';

// The BFF's own answers about the installation: its configuration, its audit log, and what the
// platform sent that this version does not know (issue 42).

export const deskOperations = {
  config: operation<{
    answers: { 200: typeof AppConfigSchema };
  }>()('GET', '/bff/config'),
  audit: operation<{
    query: typeof AuditQuerySchema;
    answers: { 200: typeof AuditPageSchema };
  }>()('GET', '/bff/audit'),
  /** Admins only; counted by the BFF instance that answers, since it started. */
  platformDrift: operation<{
    answers: { 200: typeof DriftReportSchema };
  }>()('GET', '/bff/platform-drift'),
};
