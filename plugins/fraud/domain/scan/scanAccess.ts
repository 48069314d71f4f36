import type { AccessEvidence } from '../evidence/evidence';
import { detectAccountTakeover } from '../detectors/accountTakeover';
import { detectImpossibleTravel } from '../detectors/impossibleTravel';
import type { Finding } from '../threats/threatSchema';

/**
 * The rules that need only the audit log: impossible travel, a sign-in after many failures from a
 * new address, and account, membership or company changes made soon after a risky sign-in. The
 * bank-change rules need payroll's controls: the light scan that a payroll change starts runs them.
 */
export function scanAccess(access: AccessEvidence): Finding[] {
  return [...detectAccountTakeover(access, null), ...detectImpossibleTravel(access)];
}
