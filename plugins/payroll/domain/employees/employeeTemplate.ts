/** The columns of the employee CSV template, in order (spec 000 section 7). */
export const EMPLOYEE_TEMPLATE_HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'Pay Type',
  'Salary',
  'Hourly Rate',
  'Hours Per Week',
  'Job Title',
  'Department',
  'Start Date',
  'Employment Type',
] as const;

/** The template's three sample rows; each imports cleanly. */
const SAMPLE_ROWS: readonly (readonly string[])[] = [
  ['John', 'Doe', 'john.doe@example.com', 'salary', '75000', '', '40', 'Software Engineer', 'Engineering', '2024-01-15', 'full-time'],
  ['Jane', 'Smith', 'jane.smith@example.com', 'hourly', '', '25.00', '20', 'Customer Support', 'Operations', '2024-03-01', 'part-time'],
  ['Alex', 'Johnson', 'alex.johnson@example.com', 'salary', '65000', '', '40', 'Marketing Manager', 'Marketing', '2024-06-10', 'full-time'],
]; // prettier-ignore

/** The file name Download Template saves as. */
export const EMPLOYEE_TEMPLATE_FILE_NAME = 'employee_template.csv';

/** The Download Template CSV: the 11 headers and three sample rows, CRLF line ends (RFC 4180). */
export function employeeTemplateCsv(): string {
  // No cell holds a comma, quote or line break, so none needs quoting.
  return [EMPLOYEE_TEMPLATE_HEADERS, ...SAMPLE_ROWS].map((row) => `${row.join(',')}\r\n`).join('');
}
