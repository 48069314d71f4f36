/** How an approved payroll run reaches the ledger. */
export { payrollRunEntry, standardPayrollAccounts, voidPayrollRunEntry } from './payrollRunEntry';
export type { PaycheckPayment, PayrollAccounts } from './payrollRunEntry';
