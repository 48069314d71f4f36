import { definePlugin } from '@keel/core/domain';
import { PAYROLL_SCOPE, payrollScopeAccess, payrollTables } from './domain/schema';

/**
 * Payroll: the company's payroll setup, employees and runs, in a restricted scope. Its server API
 * (/api/payroll) is here; the wizard screen at /payroll-ai is not built yet, so it has no route
 * or sidebar entry.
 */
export const plugin = definePlugin({
  id: 'payroll',
  title: 'Payroll',
  icon: 'wallet',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [],
  routes: [],
  tables: payrollTables,
  scopes: {
    [PAYROLL_SCOPE]: {
      read: [...payrollScopeAccess.read],
      write: [...payrollScopeAccess.write],
    },
  },
});
