import {
  auditServiceRef,
  clockServiceRef,
  definePlugin,
  jobsServiceRef,
  notificationsServiceRef,
} from '@keel/core/domain';
import { fraudTables, PAYROLL_THREATS_SCOPE, payrollThreatsScopeAccess } from './domain/schema';

/**
 * Fraud Detection at /fraud-detection: detectors over the books (the ledger service) and the
 * company's sign-ins and account changes (core.audit) and, when Payroll is installed, payroll's
 * controls (payroll.facts), run as a Deep Scan job; the threats found in payroll are kept in a scope
 * only roles with payroll access read; threats a person
 * blocks or marks as safe; high-severity threats notify owners and accountants. It provides the
 * open threats to other plugins as `fraud.threats` (domain/public.ts).
 */
export const plugin = definePlugin({
  id: 'fraud',
  title: 'Fraud Detection',
  icon: 'shield-alert',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  provides: ['fraud.threats'],
  uses: [
    'fraud.threats',
    'bookkeeping.ledger',
    clockServiceRef.id,
    jobsServiceRef.id,
    notificationsServiceRef.id,
    auditServiceRef.id,
  ],
  optionalUses: ['payroll.facts', 'payroll.deposits'],
  nav: [
    {
      group: 'Analytics',
      label: 'Fraud Detection',
      path: '/fraud-detection',
      icon: 'shield-alert',
      order: 20,
    },
  ],
  routes: [{ path: '/fraud-detection', page: 'FraudDetection', title: 'AI Fraud Detection' }],
  tables: fraudTables,
  scopes: {
    [PAYROLL_THREATS_SCOPE]: {
      read: [...payrollThreatsScopeAccess.read],
      write: [...payrollThreatsScopeAccess.write],
    },
  },
});
