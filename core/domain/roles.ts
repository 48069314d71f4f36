import { z } from 'zod';

/** Every role a company member can hold, most powerful first. */
export const roles = ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper', 'viewer'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles that switch the shell into accountant mode (spec 000, section 4). */
export const accountantModeRoles: readonly Role[] = ['accountant', 'cpa', 'bookkeeper'];

/** Owners and admins invite people and change roles. */
export function canManageMembers(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** The switcher groups roles as owner, admin or other (spec 000, section 2.9). */
export function switcherRoleGroup(role: Role): 'owner' | 'admin' | 'other' {
  return role === 'owner' || role === 'admin' ? role : 'other';
}

/** Human label of a role, as menus and badges show it. */
export function roleLabel(role: Role): string {
  return role === 'cpa' ? 'CPA' : role.charAt(0).toUpperCase() + role.slice(1);
}
