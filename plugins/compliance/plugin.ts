import {
  auditServiceRef,
  clockServiceRef,
  definePlugin,
  jobsServiceRef,
  mailServiceRef,
  notificationsServiceRef,
  portfolioServiceRef,
} from '@keel/core/domain';
import { complianceTables } from './domain/schema';

/**
 * Compliance Monitor (spec 001): checks over the company's books, payroll and access controls,
 * read through the ledger service, the payroll facts and core.audit, scored by area.
 */
export const plugin = definePlugin({
  id: 'compliance',
  title: 'Compliance Monitor',
  icon: 'shield-check',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    {
      group: 'Analytics',
      label: 'Compliance Monitor',
      path: '/compliance-monitor',
      icon: 'shield-check',
      order: 30,
    },
  ],
  routes: [{ path: '/compliance-monitor', page: 'ComplianceMonitor', title: 'Compliance Monitor' }],
  tables: complianceTables,
  provides: ['compliance.status'],
  uses: [
    clockServiceRef.id,
    jobsServiceRef.id,
    notificationsServiceRef.id,
    mailServiceRef.id,
    auditServiceRef.id,
    portfolioServiceRef.id,
    'bookkeeping.ledger',
    'compliance.status',
  ],
  optionalUses: ['payroll.facts', 'tax.liabilities', 'dashboard.tasks'],
});
