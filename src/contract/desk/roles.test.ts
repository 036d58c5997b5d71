import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, roleMay, type Permission } from './roles';

// The role table decides what the BFF allows and what the web app offers: read it as a table.

const table = (permission: Permission) => ROLES.filter((role) => roleMay(role, permission));

describe('roleMay', () => {
  it('lets every role read places and orders', () => {
    expect(table('places:read')).toEqual(['admin', 'staff', 'support']);
    expect(table('orders:read')).toEqual(['admin', 'staff', 'support']);
  });

  it('lets admin and staff change places, not support', () => {
    expect(table('places:write')).toEqual(['admin', 'staff']);
    expect(table('places:bulk-delete')).toEqual(['admin']);
  });

  it('shows the audit log to admins only', () => {
    expect(table('audit:read')).toEqual(['admin']);
  });

  it('names only known roles in the table', () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLES).toContain(role);
  });
});
