// Payroll reports for Export Reports: the payroll register CSV.
export { csvCell, csvLine } from './csvCell';
export {
  PAYROLL_REGISTER_HEADERS,
  REGISTER_TOTAL_LABEL,
  payrollRegisterCsv,
  payrollRegisterFileName,
} from './payrollRegisterCsv';
export { payrollRegisterInputSchema, registerPaycheckSchema } from './payrollRegisterInput';
export type { PayrollRegisterInput, RegisterPaycheck } from './payrollRegisterInput';
