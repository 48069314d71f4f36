/**
 * Federal payroll deadlines (shared/tax/us-payroll-2026.md §3.1 and §3.2): DC legal holidays and
 * business days, deposit schedules and due dates, Form 941/940/W-2 due dates, and the payroll
 * overview's upcoming tasks.
 */
export {
  addBusinessDays,
  dcLegalHolidays,
  isBusinessDay,
  isDcLegalHoliday,
  nextBusinessDay,
} from './dcHolidays';
export type { DcLegalHoliday } from './dcHolidays';
export {
  MONTHLY_DEPOSITOR_MAX_CENTS,
  NEXT_DAY_DEPOSIT_CENTS,
  depositDueDate,
  depositSchedule,
  lookbackPeriod,
  nextDayDepositDueDate,
  semiweeklyPeriod,
} from './depositSchedule';
export type { DateRange, DepositSchedule } from './depositSchedule';
export {
  annualFormDueDates,
  form940DueDate,
  form940DueDateIfDepositedOnTime,
  form941DueDate,
  form941DueDateIfDepositedOnTime,
  formW2DueDate,
  quarterOf,
} from './formDueDates';
export type { AnnualFormDueDates, Quarter, YearQuarter } from './formDueDates';
export {
  depositScheduleOn,
  federalTaxDeposits,
  lookbackDepositSchedule,
  lookbackLiability,
} from './federalDeposits';
export type { FederalTaxDeposit, RunLiability } from './federalDeposits';
export { payrollReturnsDue } from './payrollReturnsDue';
export type { PayrollReturnDue, PayrollReturnForm } from './payrollReturnsDue';
export { upcomingPayrollTasks } from './upcomingPayrollTasks';
export type { PayrollTask, PayrollTaskInput } from './upcomingPayrollTasks';
