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
export { FIRST_CHECK_NUMBER, planPayrollRun, PayrollRunRefused } from './planPayrollRun';
export type { RunEmployee } from './planPayrollRun';
export { approvePayrollRun, runTotals } from './approvePayrollRun';
export { payrollRunView, payrollTransactions } from './runViews';
export { paystubsForRun } from './paystubsForRun';
export type { PaystubEmployer } from './paystubsForRun';
export { paystubEmployer } from './paystubEmployer';
export { defaultPayDate, planRunForCompany, SETUP_FIRST_MESSAGE } from './planRunForCompany';
export { paystubAccounts } from './paystubAccounts';
