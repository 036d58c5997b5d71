import { AuditFiltersSchema } from '../desk/audit';
import { DeletedPlacesPageSchema, DeletedPlacesQuerySchema } from '../desk/deleted-places';
import {
  AdminUserSchema,
  NewUserSchema,
  PasswordResetSchema,
  UserChangeSchema,
  UserParamsSchema,
  UsersPageSchema,
} from '../desk/users';
import { adminOperations } from '../operations/admin';
import { COMMON, mediaAt200 as media, NOT_FOUND, NOT_JSON, READ, SEARCHED } from './bff-answers';
import { describeOperation as d, type Described } from './describe';

// The admin screens' operations (issue 45): the e-shop's recently deleted places, the audit log
// as CSV, and the local accounts.

const admin = ['admin'];
/** A change to an account: a body checked, the account there, and a change that may be made. */
const CHANGE = {
  ...READ,
  ...NOT_FOUND,
  ...NOT_JSON,
  409: 'Oneself or the last administrator disabled or demoted, a name taken, or a password of single sign-on',
};

export const bffAdminOperations: readonly Described[] = [
  d(
    adminOperations.deletedPlaces,
    { query: DeletedPlacesQuerySchema, answers: { 200: DeletedPlacesPageSchema } },
    {
      summary: 'The e-shop’s deleted places, newest first, with the place a restore made',
      tags: admin,
      errors: SEARCHED,
    },
  ),
  d(
    adminOperations.auditCsv,
    { query: AuditFiltersSchema, answers: { 200: null } },
    {
      summary: 'The audit log’s matches as CSV, newest first (admins; UTF-8 with BOM, CRLF)',
      tags: admin,
      media: media('text/csv'),
      errors: READ,
    },
  ),
  d(
    adminOperations.users,
    { answers: { 200: UsersPageSchema } },
    { summary: 'The accounts, single sign-on’s marked (admins)', tags: admin, errors: COMMON },
  ),
  d(
    adminOperations.addUser,
    { body: NewUserSchema, answers: { 201: AdminUserSchema } },
    { summary: 'Adds a local account with a password (admins)', tags: admin, errors: CHANGE },
  ),
  d(
    adminOperations.changeUser,
    { params: UserParamsSchema, body: UserChangeSchema, answers: { 200: AdminUserSchema } },
    { summary: 'Changes an account’s role, or disables or enables it (admins)', tags: admin, errors: CHANGE },
  ),
  d(
    adminOperations.resetPassword,
    { params: UserParamsSchema, body: PasswordResetSchema, answers: { 204: null } },
    {
      summary: 'Sets a local account’s new password; its sessions end (admins)',
      tags: admin,
      errors: CHANGE,
    },
  ),
];
