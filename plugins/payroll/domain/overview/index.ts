// The payroll overview: tiles and recent payrolls computed from the company's runs.
export {
  depositLiability,
  formatDuration,
  payrollOverviewStats,
  recentPayrolls,
} from './payrollOverview';
export type { PayrollOverviewStats, RecentPayroll } from './payrollOverview';
