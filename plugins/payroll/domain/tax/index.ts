/** The US payroll tax engine: pure functions over integer cents, versioned by tax year. */
export { computePaycheck } from './paycheck/computePaycheck';
export { computePayrollRun } from './paycheck/computePayrollRun';
export type { PayrollRun, PayrollTotals } from './paycheck/computePayrollRun';
export type { Paycheck, EmployerTaxes } from './paycheck/paycheck';
export { grossPerPeriod } from './grossPerPeriod';
export { federalIncomeTax } from './federal/federalIncomeTax';
export type { FederalW4, FederalWithholding } from './federal/federalIncomeTax';
export { socialSecurityTax, medicareTax, additionalMedicareTax } from './fica/ficaTaxes';
export { futaTax, futaSettings } from './unemployment/futa';
export { sutaTax, sutaSettings } from './unemployment/suta';
export { stateModuleFor, hasExactStateModule } from './state/stateModules';
export type { StateIncomeTax } from './state/stateTypes';
export type { NamedTaxLine } from './state/stateEmployeeTaxes';
export type { TaxLine } from './taxLine';
export { taxYearTables, SUPPORTED_TAX_YEARS, UnknownTaxYearError } from './years/registry';
export type { TaxYearTables } from './years/taxYearTables';
export { PERIODS_PER_YEAR, payFrequencySchema } from './schemas/payFrequency';
export type { PayFrequency } from './schemas/payFrequency';
export { STATE_NAMES, stateCodeSchema } from './schemas/stateCode';
export type { StateCode } from './schemas/stateCode';
export { employeeTaxProfileSchema } from './schemas/employeeTaxProfile';
export type { EmployeeTaxProfile, EmployeeTaxProfileInput } from './schemas/employeeTaxProfile';
export { stateWithholdingSchema, ARIZONA_A4_PERCENTAGES } from './schemas/stateWithholding';
export type { StateWithholding } from './schemas/stateWithholding';
export {
  companyTaxSchema,
  yearToDateSchema,
  paycheckEntrySchema,
  paycheckInputSchema,
  payrollRunInputSchema,
} from './schemas/paycheckInput';
export type {
  CompanyTax,
  YearToDate,
  PaycheckEntry,
  PaycheckEntryInput,
  PaycheckInput,
  PayrollRunInput,
} from './schemas/paycheckInput';
export { MAX_PAYROLL_CENTS } from './schemas/money';
