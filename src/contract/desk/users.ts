import { z } from 'zod';
import { RoleSchema } from './session';

// The local accounts as administrators manage them (GET/POST /bff/users, PATCH
// /bff/users/{username}, POST /bff/users/{username}/password; issue 45). An account of single
// sign-on (`sso`) has no local password: none is set or reset on it.

export const UsernameSchema = z.string().regex(/^[a-z0-9._-]{2,64}$/i, {
  error: 'must be 2–64 letters, digits, dots, dashes or underscores',
});

/** Long enough to resist guessing; bounded, as scrypt's work grows with it. */
export const NewPasswordSchema = z
  .string()
  .min(8, { error: 'must be at least 8 characters' })
  .max(200, { error: 'must be at most 200 characters' });

export const AdminUserSchema = z.object({
  username: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  sso: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UsersPageSchema = z.object({ items: z.array(AdminUserSchema) });
export type UsersPage = z.infer<typeof UsersPageSchema>;

export const UserParamsSchema = z.object({ username: UsernameSchema });

export const NewUserSchema = z.strictObject({
  username: UsernameSchema,
  role: RoleSchema,
  password: NewPasswordSchema,
});
export type NewUser = z.infer<typeof NewUserSchema>;

export const UserChangeSchema = z
  .strictObject({ role: RoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((c) => c.role !== undefined || c.disabled !== undefined, {
    error: 'names a role or disabled',
    path: ['role'],
  });
export type UserChange = z.infer<typeof UserChangeSchema>;

export const PasswordResetSchema = z.strictObject({ password: NewPasswordSchema });
