/** How an approved payroll run reaches the ledger. */
export { payrollRunEntry, standardPayrollAccounts } from './payrollRunEntry';
export type { PayrollAccounts } from './payrollRunEntry';
