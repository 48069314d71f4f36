/** Payroll runs: their pay periods, year-to-date wages, computing, approving and listing them. */
export { nextPayDate, payPeriodFor, payrollFrequencySchema } from './payPeriods';
export type { PayPeriod, PayrollFrequency } from './payPeriods';
export {
  paycheckRecordSchema,
  payrollRunRecordSchema,
  payrollRunStatusSchema,
  wagesAddedSchema,
} from './payrollRunRecord';
export type {
  PaycheckRecord,
  PayrollRunRecord,
  PayrollRunStatus,
  WagesAdded,
} from './payrollRunRecord';
export { yearToDateWages } from './yearToDate';
export { planPayrollRun, PayrollRunRefused } from './planPayrollRun';
export { FIRST_CHECK_NUMBER } from '../checks/checkNumbers';
export { awaitsApproval, checkNumbersInUse, isOpenRun, openRunsOverlapping } from './openRuns';
export type { RunEmployee } from './planPayrollRun';
export { approvePayrollRun, runTotals } from './approvePayrollRun';
export type { ApprovalChoices } from './approvePayrollRun';
export { checkDiscardable, voidPayrollRun } from './voidPayrollRun';
export { depositsLackingBankDetails, missingBankDetailsProblem } from './bankDetails';
export type { PaycheckPayee } from './bankDetails';
export { payrollRunView, payrollTransactions } from './runViews';
export { paystubsForRun } from './paystubsForRun';
export type { PaystubEmployer } from './paystubsForRun';
export { paystubEmployer } from './paystubEmployer';
export { defaultPayDate, planRunForCompany, SETUP_FIRST_MESSAGE } from './planRunForCompany';
export { paystubAccounts } from './paystubAccounts';
