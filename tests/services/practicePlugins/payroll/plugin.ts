// Fixture of clientHealth.test.ts: the real Payroll plugin, the clients' payroll facts.
export { plugin } from '../../../../plugins/payroll/plugin';
