import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminUserSchema,
  NewUserSchema,
  PasswordResetSchema,
  UserChangeSchema,
  UserParamsSchema,
  UsersPageSchema,
  type AdminUser,
  type UserChange,
} from '@/contract/desk/users';
import { adminOperations } from '@/contract/operations/admin';
import { contractRoutes } from '@/server/contract-routes';
import { refusalOf, requireRole, requireUser } from '../plugins/session';
import { Problem } from '../problem';
import type { AuditLog } from '../store/audit';
import { SsoAccountError, type UsersRepo } from '../store/users';
import { routeOf } from './operation-route';

// The local accounts for administrators (issue 45), with the store the `npm run user` command uses
// (its hashing, its ending of sessions). An administrator cannot disable or demote themselves, nor
// the last enabled administrator: someone must be left who can undo it. An account of single
// sign-on has no local password to reset. Every change, made or refused, is in the audit log.

const conflict = (detail: string) => new Problem(409, 'conflict', 'Cannot change this account', detail);
const noUser = () => new Problem(404, 'not-found', 'Not found', 'There is no such user.');

/** Why this change may not be made: oneself, or the last enabled administrator, left without. */
const refusal = async (users: UsersRepo, self: string, target: AdminUser, change: UserChange) => {
  const demoted = change.role !== undefined && change.role !== 'admin';
  const disabled = change.disabled === true;
  if (target.role !== 'admin' || !(demoted || disabled)) return undefined;
  if (target.username.toLowerCase() === self.toLowerCase())
    return conflict('You cannot disable or demote yourself; another administrator can.');
  const admins = (await users.list()).filter((u) => u.role === 'admin' && !u.disabled);
  if (admins.length <= 1 && !target.disabled) return conflict('This is the last enabled administrator.');
  return undefined;
};

export function registerUserRoutes(app: FastifyInstance, deps: { users: UsersRepo; audit: AuditLog }) {
  const { users, audit } = deps;
  const api = contractRoutes(app);
  const manage = requireRole('users:manage');
  /** A change's role check: a signed-in user without the role is refused, and audited as denied. */
  const mayChange = (operation: string) => async (request: FastifyRequest) => {
    const { user } = request;
    const refused = refusalOf(user, 'users:manage');
    if (!refused) return;
    if (user) await audit.record({ username: user.username, role: user.role, operation, status: 403 });
    throw refused;
  };

  const find = async (username: string): Promise<AdminUser | undefined> =>
    (await users.list()).find((u) => u.username.toLowerCase() === username.toLowerCase());

  /** Runs a change and records it, as it ended, under `operation`. */
  const audited = async <T>(
    request: FastifyRequest,
    operation: string,
    target: string,
    run: () => Promise<T>,
    ok = 200,
  ) => {
    const user = requireUser(request);
    const record = (status: number) =>
      audit.record({ username: user.username, role: user.role, operation, target, status });
    try {
      const done = await run();
      await record(ok);
      return done;
    } catch (error) {
      await record(error instanceof Problem ? error.status : 500);
      throw error;
    }
  };

  api.route({
    ...routeOf(adminOperations.users),
    schema: { response: { 200: UsersPageSchema } },
    preValidation: manage,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await users.list() };
    },
  });

  api.route({
    ...routeOf(adminOperations.addUser),
    schema: { body: NewUserSchema, response: { 201: AdminUserSchema } },
    preValidation: mayChange('user.add'),
    handler: async (request, reply) => {
      const { username, role, password } = request.body;
      const made = await audited(
        request,
        'user.add',
        `${username} (${role})`,
        async () => {
          if (await users.byName(username)) throw conflict(`The user "${username}" exists already.`);
          await users.add(username, password, role).catch(async (error: unknown) => {
            // Added by another request at the same moment: the unique index refused this one.
            if (await users.byName(username)) throw conflict(`The user "${username}" exists already.`);
            throw error;
          });
          return (await find(username))!;
        },
        201,
      );
      reply.code(201);
      return made;
    },
  });

  api.route({
    ...routeOf(adminOperations.changeUser),
    schema: { params: UserParamsSchema, body: UserChangeSchema, response: { 200: AdminUserSchema } },
    preValidation: mayChange('user.change'),
    handler: async (request) => {
      const { username } = request.params;
      const change = request.body;
      const what = [
        change.role !== undefined ? `role ${change.role}` : '',
        change.disabled !== undefined ? (change.disabled ? 'disabled' : 'enabled') : '',
      ].filter(Boolean);
      return audited(request, 'user.change', `${username}: ${what.join(', ')}`, async () => {
        const target = await find(username);
        if (!target) throw noUser();
        const refused = await refusal(users, requireUser(request).username, target, change);
        if (refused) throw refused;
        if (change.role !== undefined) await users.setRole(target.username, change.role);
        if (change.disabled !== undefined) await users.setDisabled(target.username, change.disabled);
        return (await find(username))!;
      });
    },
  });

  api.route({
    ...routeOf(adminOperations.resetPassword),
    schema: { params: UserParamsSchema, body: PasswordResetSchema },
    preValidation: mayChange('user.password'),
    handler: async (request, reply) => {
      const { username } = request.params;
      await audited(request, 'user.password', username, async () => {
        const target = await find(username);
        if (!target) throw noUser();
        await users.setPassword(target.username, request.body.password).catch((error: unknown) => {
          if (error instanceof SsoAccountError)
            throw conflict(
              'This account signs in through single sign-on: its password is the identity provider’s.',
            );
          throw error;
        });
      });
      return reply.code(204).send();
    },
  });
}
