// Fixture of payrollFacts.test.ts: the real Bookkeeping plugin, which keeps the books payroll posts to.
export { plugin } from '../../../../plugins/bookkeeping/plugin';
