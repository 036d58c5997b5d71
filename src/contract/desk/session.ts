import { z } from 'zod';
import { ROLES } from './roles';

// Local sign-in and the session the app runs on (POST /auth/login, GET /auth/session).

export const RoleSchema = z.enum(ROLES);

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The signed-in user, the CSRF token every write must carry, and the platform connection. */
export const SessionInfoSchema = z.object({
  user: z.object({ username: z.string(), role: RoleSchema }),
  csrfToken: z.string(),
  platform: z.object({ connected: z.boolean(), available: z.boolean() }),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
