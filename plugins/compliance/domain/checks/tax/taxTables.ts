import { daysBetween, formatDate, isoOf, yearOf } from '../../dates';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Notice,
} from '../checkResult';
import { fixPaths } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const taxTablesCheck: CheckDefinition = {
  id: 'tax.tables',
  area: 'tax',
  requirement: 'Keel has payroll tax tables for every year you pay in',
  level: 'high',
};

/** How long before a new year Keel warns that its tables are missing. */
export const TABLES_NOTICE_DAYS = 60;

/**
 * Payroll refuses a pay date in a year without tables (never computing it with another year's
 * figures): this year's and the next pay date's year must have them. A new year without tables
 * within 60 days is a requirement_change notice, high within 30 days.
 */
export function checkTaxTables({ payroll, today }: ComplianceInput): CheckResult {
  if (!payroll || (payroll.activeEmployees === 0 && payroll.runs.length === 0))
    return notApplicable(taxTablesCheck, 'Nobody is paid through payroll yet.');
  const supported = new Set(payroll.supportedTaxYears);
  const years = [yearOf(today), ...(payroll.nextPayDate ? [yearOf(payroll.nextPayDate)] : [])];
  const missing = [...new Set(years)].filter((y) => !supported.has(y));
  const nextYear = yearOf(today) + 1;
  const newYear = isoOf(nextYear, 1, 1);
  const daysToNewYear = daysBetween(today, newYear);
  const notices: Notice[] =
    !supported.has(nextYear) && !missing.includes(nextYear) && daysToNewYear <= TABLES_NOTICE_DAYS
      ? [
          {
            key: `${taxTablesCheck.id}:${nextYear}`,
            title: `${nextYear} payroll tax tables are not in Keel yet`,
            description: `Keel never computes ${nextYear} withholding with ${nextYear - 1} figures, so a pay date from ${formatDate(newYear)} on is refused until the ${nextYear} tables (the IRS's Publication 15-T and your state's) are added to Keel. Pay any December payroll in ${nextYear - 1}, and update Keel before your first ${nextYear} pay date.`,
            severity: daysToNewYear <= 30 ? 'high' : 'medium',
            dueDate: newYear,
            fix: { label: 'Open payroll', path: fixPaths.payroll },
          },
        ]
      : [];
  return resultOf(
    taxTablesCheck,
    missing.map((year) => ({
      key: `${taxTablesCheck.id}:${year}`,
      title: `Keel has no ${year} payroll tax tables`,
      description: `Payroll refuses pay dates in ${year} until its tables are added to Keel, so ${year} payroll cannot run here. Update Keel, or run this payroll elsewhere and record it in the books.`,
      records: [{ label: `Tax year ${year}` }],
      fix: { label: 'Open payroll', path: fixPaths.payroll },
      dueDate: null,
    })),
    {
      passed: `Keel has the tables of ${[...new Set(years)].join(' and ')} (it has ${[...supported].join(', ')}).`,
      failed: `No tables for ${missing.join(' and ')}.`,
    },
    notices,
  );
}
