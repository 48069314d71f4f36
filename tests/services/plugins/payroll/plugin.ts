// Fixture of payrollFacts.test.ts: the real Payroll plugin, which provides payroll.facts.
export { plugin } from '../../../../plugins/payroll/plugin';
