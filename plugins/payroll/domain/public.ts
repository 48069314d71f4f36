/**
 * What other plugins may use of Payroll: the payroll facts service (`payroll.facts`). List it in
 * your plugin.ts `uses` (or `optionalUses`), then call `ctx.services.get(payrollFactsRef)` on the
 * server or `useService(payrollFactsRef)` in the browser. Only roles with payroll access get facts;
 * every other role gets `{ status: 'no-access' }`, never an error and never a figure.
 */
import { createServiceRef, type Role } from '@keel/core/domain';
import type { PayrollFactsAnswer } from './facts/payrollFactsSchema';
import type { EmployeeYearTotalsAnswer } from './facts/employeeYearTotals';
import type { PayrollControlsAnswer } from './facts/payrollControls';
import type { PayrollSealingAnswer } from './facts/sealing';

/** Who asks: the member `auth.requireMember` answered (a MemberContext fits), for their company. */
export interface PayrollFactsAsker {
  companyId: string;
  role: Role;
}

/** The service on the server, for any company a member asks about. */
export interface PayrollFactsService {
  /** The facts of `asker.companyId` as of the server's today, or no access for `asker.role`. */
  read(asker: PayrollFactsAsker): Promise<PayrollFactsAnswer>;
  /**
   * Calls `listener` after each change to the company's payroll (setup, employees, runs, checks),
   * however it came; returns the function that stops it. It says only that the facts may have
   * changed: read them again, as a member, to know what they are.
   */
  subscribe(companyId: string, listener: () => void): () => void;
  /**
   * Each employee's pay in a calendar year as Form W-2 reports it (wages, federal income tax,
   * Social Security and Medicare wages and tax withheld, per state), from the approved runs paid
   * in the year, with the employer as payroll setup records it. Restricted data (names and one
   * employee's pay, never an SSN): roles without payroll access get `{ status: 'no-access' }`.
   */
  employeeYearTotals(asker: PayrollFactsAsker, year: number): Promise<EmployeeYearTotalsAnswer>;
  /**
   * What internal controls and fraud checks read (server only), or no access for `asker.role`:
   * who prepared and approved each run, each paycheck's net pay, the employees with who shares a
   * direct-deposit account and whether it was prenoted, each change to an employee's
   * direct-deposit account (when, by whom, the new last four digits) and each change to the
   * company's own payroll account (when, by whom, the last four digits before and after). Never a
   * full number.
   */
  controls(asker: PayrollFactsAsker): Promise<PayrollControlsAnswer>;
  /**
   * Whether any full SSN, bank account or routing number sits unsealed in payroll's own cells
   * (setup, employees, account changes), naming the employee and field, never the number (server
   * only). Other plugins' cells are not scanned. No access for `asker.role` without payroll access.
   */
  sealing(asker: PayrollFactsAsker): Promise<PayrollSealingAnswer>;
}

/**
 * The service in the browser: the open company's facts for the signed-in member, live, or
 * 'loading' while the payroll document opens. A role without payroll access gets 'no-access' at
 * once: its browser never opens the payroll document.
 */
export type PayrollFactsState = PayrollFactsAnswer | { status: 'loading' };

/** The payroll facts: `PayrollFactsService` on the server, `PayrollFactsState` in the browser. */
export const payrollFactsRef = createServiceRef<PayrollFactsService, PayrollFactsState>(
  'payroll.facts',
);

export {
  dateRangeSchema,
  depositScheduleFactSchema,
  federalDepositFactSchema,
  payrollFactsAnswerSchema,
  payrollFactsSchema,
  payrollRunFactSchema,
  payrollTaxSchema,
  periodTotalsSchema,
  quarterSchema,
  reportedOnSchema,
  returnDueFactSchema,
  taxLiabilitySchema,
  yearQuarterSchema,
} from './facts/payrollFactsSchema';
export {
  employeeYearTotalSchema,
  employeeYearTotalsAnswerSchema,
  employeeYearTotalsSchema,
  payrollEmployerSchema,
  stateYearTotalSchema,
} from './facts/employeeYearTotals';
export type {
  EmployeeYearTotal,
  EmployeeYearTotals,
  EmployeeYearTotalsAnswer,
} from './facts/employeeYearTotals';
export {
  bankChangeControlSchema,
  companyBankChangeControlSchema,
  employeeControlSchema,
  paycheckControlSchema,
  payrollControlsAnswerSchema,
  payrollControlsSchema,
  runControlSchema,
} from './facts/payrollControls';
export type { PayrollControls, PayrollControlsAnswer } from './facts/payrollControls';
export type {
  DepositScheduleFact,
  FederalDepositFact,
  PayrollFacts,
  PayrollFactsAnswer,
  PayrollRunFact,
  PayrollTax,
  PeriodTotals,
  ReturnDueFact,
  TaxLiability,
} from './facts/payrollFactsSchema';
export {
  payrollSealingAnswerSchema,
  payrollSealingSchema,
  unsealedKinds,
  unsealedNumberSchema,
} from './facts/sealing';
export type { PayrollSealing, PayrollSealingAnswer, UnsealedNumber } from './facts/sealing';
export { payrollDepositsRef } from './holds/depositHoldService';
export type {
  DepositHoldAnswer,
  DepositHoldAsker,
  DepositHoldRequest,
  DepositReleaseAnswer,
  PayrollDepositsService,
} from './holds/depositHoldService';
