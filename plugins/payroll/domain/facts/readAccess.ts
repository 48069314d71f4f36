import type { Role } from '@keel/core/domain';
import { payrollScopeAccess } from '../schema';

/** Whether a role has payroll access: the payroll scope's readers (not viewers). */
export function mayReadPayroll(role: Role): boolean {
  return (payrollScopeAccess.read as readonly Role[]).includes(role);
}
