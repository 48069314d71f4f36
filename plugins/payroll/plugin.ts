import { definePlugin } from '@keel/core/domain';
import { bankChangeTables } from './domain/facts/bankChanges';
import { companyBankChangeTables } from './domain/facts/companyBankChanges';
import { depositHoldTables } from './domain/holds/depositHolds';
import { PAYROLL_SCOPE, payrollScopeAccess, payrollTables } from './domain/schema';

/**
 * Payroll AI: the payroll wizard at /payroll-ai, and the company's payroll setup, employees and
 * runs in a restricted scope that only roles with payroll access receive. It provides the payroll
 * facts (domain/public.ts) and uses them itself: its dashboard card reads them as any plugin would.
 * It posts approved and voided runs to the books through the ledger service (bookkeeping.ledger).
 */
export const plugin = definePlugin({
  id: 'payroll',
  title: 'Payroll',
  icon: 'wallet',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  provides: ['payroll.facts', 'payroll.deposits'],
  uses: ['payroll.facts', 'bookkeeping.ledger'],
  nav: [
    {
      group: 'Services',
      label: 'Payroll AI',
      path: '/payroll-ai',
      icon: 'wallet',
      badge: 'Live',
      order: 10,
    },
  ],
  routes: [{ path: '/payroll-ai', page: 'PayrollAi', title: 'Payroll AI' }],
  tables: {
    ...payrollTables,
    ...bankChangeTables,
    ...companyBankChangeTables,
    ...depositHoldTables,
  },
  scopes: {
    [PAYROLL_SCOPE]: {
      read: [...payrollScopeAccess.read],
      write: [...payrollScopeAccess.write],
    },
  },
});
