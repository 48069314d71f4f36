// Payroll documents: paystub PDFs (formats 1d) and printable voucher checks (formats 1e), as pure
// layout functions (the printed lines, testable) and pdf-lib renderers drawing exactly those.
export {
  MAX_DEDUCTIONS,
  MAX_EARNINGS_LINES,
  MAX_EXPLANATION,
  MAX_NOTES,
  MAX_OTHER_TAXES,
  deductionSchema,
  earningsLineSchema,
  employerSchema,
  payBasisSchema,
  paymentSchema,
  paystubEmployeeSchema,
  paystubPaycheckSchema,
  paystubSchema,
  paystubYtdSchema,
} from './paystub/paystubSchema';
export type {
  Deduction,
  EarningsLine,
  Employer,
  PayBasis,
  Payment,
  Paystub,
  PaystubInput,
  PaystubPaycheck,
  PaystubYtd,
} from './paystub/paystubSchema';
export { paystubFigures } from './paystub/paystubFigures';
export type { EarningsRow, FigureRow, PaystubFigures } from './paystub/paystubFigures';
export { layoutPaystub, paystubLines } from './paystub/paystubLayout';
export { paystubPdf, paystubsPdf } from './paystub/paystubPdf';
export { MAX_CHECK_CENTS, checkBankSchema, payrollCheckSchema } from './check/payrollCheckSchema';
export type { CheckBank, PayrollCheck, PayrollCheckInput } from './check/payrollCheckSchema';
export { NO_MICR_NOTICE, checkLines, checkMemo, layoutCheck } from './check/checkLayout';
export { checksPdf } from './check/checksPdf';
export { LETTER, pageLines } from './layout/pageLayout';
export type { LayoutItem, PageLayout, TextItem } from './layout/pageLayout';
export type { ProgressListener } from './render/renderPdf';
export { toWinAnsi } from './text/winAnsi';
