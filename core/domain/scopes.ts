import { z } from 'zod';
import { roles, type Role } from './roles';

/** Who may read and who may write the Yjs document of one access scope. */
export interface ScopeAccess {
  read: readonly Role[];
  write: readonly Role[];
}

/** The default scope: the company document every member opens. */
export const COMPANY_SCOPE = 'company';

export const companyScopeAccess: ScopeAccess = {
  read: roles,
  write: roles.filter((r) => r !== 'viewer'),
};

export const scopeIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'Scope ids are lower-case letters, digits and dashes');

/** Whether a role may read / write a scope. */
export function scopeAllows(access: ScopeAccess, role: Role, mode: 'read' | 'write'): boolean {
  return access[mode].includes(role);
}
