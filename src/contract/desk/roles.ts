// Who may do what in Pickup Desk. The BFF enforces this table and the web app reads the same one
// to offer only what the server will allow (an editor is read-only for a role that cannot write).
// No zod here: the web app's first script reads this table (RoleSchema is in session.ts).

export const ROLES = ['admin', 'staff', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** Each permission and the roles that have it. */
export const PERMISSIONS = {
  'places:read': ['admin', 'staff', 'support'],
  'places:write': ['admin', 'staff'],
  /** Deleting many places at once (a bulk job). */
  'places:bulk-delete': ['admin'],
  'orders:read': ['admin', 'staff', 'support'],
  'audit:read': ['admin'],
  /** The local accounts: added, disabled, their role or password changed (issue 45). */
  'users:manage': ['admin'],
  'metrics:read': ['admin'],
  /** What the platform sent that this version does not know (GET /bff/platform-drift). */
  'drift:read': ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export const roleMay = (role: Role, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role);

/**
 * Who may cancel, retry, undo or apply a bulk job or an import: the user who made it, or an
 * administrator (the BFF checks the account itself; the web app hides what this refuses).
 */
export const mayControl = (user: { username: string; role: Role }, createdBy: string): boolean =>
  user.role === 'admin' || user.username.toLowerCase() === createdBy.toLowerCase();
