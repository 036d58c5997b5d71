import { z } from 'zod';
import { ROLES, type Role } from '@/contract/desk/roles';

// OIDC_ROLE_MAP: which value of the provider's group/role claim gives which role of the app.

export type RoleMap = Record<string, Role>;

/** `desk-admins:admin,desk-staff:staff` (a claim value may hold colons: the role is after the last). */
export const RoleMapSchema = z.string().transform((text, ctx): RoleMap => {
  const map: RoleMap = {};
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const cut = entry.lastIndexOf(':');
    const value = entry.slice(0, cut).trim();
    const role = entry.slice(cut + 1).trim();
    if (cut < 1 || !value || !(ROLES as readonly string[]).includes(role)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not "claim-value:role" with a role of ${ROLES.join(', ')}`,
      });
      return z.NEVER;
    }
    map[value] = role as Role;
  }
  if (!Object.keys(map).length) ctx.addIssue({ code: 'custom', message: 'maps no value to a role' });
  return map;
});

/** The claim at a dotted path (`realm_access.roles` for Keycloak's realm roles), as a list of strings. */
export function claimValues(claims: Record<string, unknown>, path: string): string[] {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value === 'string') return value.split(/[ ,]+/).filter(Boolean);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The highest role any of the values maps to (ROLES is ordered admin, staff, support); none: null. */
export function mappedRole(values: readonly string[], map: RoleMap): Role | null {
  const roles = new Set(values.map((v) => map[v]).filter(Boolean));
  return ROLES.find((role) => roles.has(role)) ?? null;
}
