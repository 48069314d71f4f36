// Payroll employees: the employee record, Add Employee checks, Batch Upload and the template.
export {
  employeeFieldNames,
  employeeSchema,
  employmentTypes,
  paymentMethods,
} from './employeeSchema';
export type {
  Employee,
  EmployeeField,
  EmployeeInput,
  EmploymentType,
  PaymentMethod,
} from './employeeSchema';
export {
  EMPLOYEE_VALIDATION_TITLE,
  checkNewEmployee,
  requiredFieldsMessage,
} from './checkNewEmployee';
export type { EmployeeErrors, NewEmployeeCheck } from './checkNewEmployee';
export { CSV_PARSE_FAILED_MESSAGE, EmployeeImportError } from './employeeImportError';
export type {
  DuplicateRow,
  EmployeeFile,
  EmployeeImportPlan,
  PlanEmployeeImportOptions,
  RowWarning,
  SkippedRow,
} from './importEmployees';
export { IMPORT_FIELD_LABELS, fieldForHeader, importFields } from './importColumns';
export type { HeaderColumn, ImportField } from './importColumns';
export type { SheetRow } from './sheetRow';
export {
  EMPLOYEE_TEMPLATE_FILE_NAME,
  EMPLOYEE_TEMPLATE_HEADERS,
  employeeTemplateCsv,
} from './employeeTemplate';
export { annualPay, totalAnnualPayroll } from './annualPay';
export type { AnnualPayBasis } from './annualPay';
export { readStoredEmployee, toStoredEmployee } from './storedEmployee';
export type { StoredEmployee } from './storedEmployee';
