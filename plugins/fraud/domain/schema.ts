import type { ScopeAccess } from '@keel/core/domain';
import { settingsRowSchema, settingsWriters } from './settings/fraudSettings';
import { threatReviewers } from './threats/review';
import { threatRowSchema } from './threats/threatSchema';

/**
 * The scope of the threats found in payroll (an employee's name, pay, account changes): a document
 * of its own that only roles with payroll access receive: the payroll scope's readers, the roles
 * payroll.facts answers (not viewers). tests/access/fraudPayrollThreats.test.ts holds the two equal.
 */
export const PAYROLL_THREATS_SCOPE = 'fraud-payroll';
export const payrollThreatsScopeAccess: ScopeAccess = {
  read: ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'],
  write: ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'],
};

/**
 * Threats are written by the server alone: a scan finds them, and a review goes through PATCH
 * /api/fraud/threats/:threatId, which lets only these roles act and records who decided. Every
 * member reads `threats` live; `payrollThreats`, the threats found in payroll, only roles with
 * payroll access read. `settings` (one row: the payment approval limit the scan checks payments
 * against) is written by the server alone, through PUT /api/fraud/settings, for owners and admins.
 */
export const fraudTables = {
  threats: { schema: threatRowSchema, writtenBy: 'server', write: [...threatReviewers] },
  payrollThreats: {
    schema: threatRowSchema,
    scope: PAYROLL_THREATS_SCOPE,
    writtenBy: 'server',
    write: [...threatReviewers],
  },
  settings: { schema: settingsRowSchema, writtenBy: 'server', write: [...settingsWriters] },
} as const;

/** The table a threat is kept in: the company's, or the payroll readers' own. */
export type ThreatTable = 'threats' | 'payrollThreats';
