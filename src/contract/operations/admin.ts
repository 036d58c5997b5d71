import type { AuditFiltersSchema } from '../desk/audit';
import type { DeletedPlacesPageSchema, DeletedPlacesQuerySchema } from '../desk/deleted-places';
import type {
  NewUserSchema,
  PasswordResetSchema,
  UserChangeSchema,
  UserParamsSchema,
  UsersPageSchema,
  AdminUserSchema,
} from '../desk/users';
import { operation } from './operation';

// The admin screens' operations (issue 45): the e-shop's recently deleted places (for whoever may
// restore one), the audit log as CSV, and the local accounts (administrators only).

export const adminOperations = {
  deletedPlaces: operation<{
    query: typeof DeletedPlacesQuerySchema;
    answers: { 200: typeof DeletedPlacesPageSchema };
  }>()('GET', '/bff/places/deleted'),
  /** The audit log with the filters of GET /bff/audit, every match (not a page), as CSV. */
  auditCsv: operation<{
    query: typeof AuditFiltersSchema;
    answers: { 200: null };
  }>()('GET', '/bff/audit/export.csv'),
  users: operation<{
    answers: { 200: typeof UsersPageSchema };
  }>()('GET', '/bff/users'),
  addUser: operation<{
    body: typeof NewUserSchema;
    answers: { 201: typeof AdminUserSchema };
  }>()('POST', '/bff/users'),
  /** A role changed, an account disabled or enabled. */
  changeUser: operation<{
    params: typeof UserParamsSchema;
    body: typeof UserChangeSchema;
    answers: { 200: typeof AdminUserSchema };
  }>()('PATCH', '/bff/users/:username'),
  /** A local account's new password (none for single sign-on's); its sessions end. */
  resetPassword: operation<{
    params: typeof UserParamsSchema;
    body: typeof PasswordResetSchema;
    answers: { 204: null };
  }>()('POST', '/bff/users/:username/password'),
};
