import { auditServiceRef, clockServiceRef, definePlugin } from '@keel/core/domain';
import { dashboardTables } from './domain/schema';

/** The AI Overview dashboard: the home screen of the signed-in app. */
export const plugin = definePlugin({
  id: 'dashboard',
  title: 'AI Overview',
  icon: 'layout-dashboard',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    {
      group: 'Dashboard',
      label: 'AI Overview',
      path: '/dashboard',
      icon: 'layout-dashboard',
      order: 0,
    },
  ],
  routes: [
    { path: '/', page: 'Dashboard', title: 'AI Overview' },
    { path: '/dashboard', page: 'Dashboard', title: 'AI Overview' },
  ],
  tables: dashboardTables,
  provides: ['dashboard.tasks'],
  /** Spec 000 section 7: GET /api/metrics, /api/insights, /api/activities, /api/anomalies. */
  apiPaths: ['metrics', 'insights', 'activities', 'anomalies'],
  uses: [clockServiceRef.id, auditServiceRef.id],
  optionalUses: [
    'models.forecasts',
    'compliance.status',
    'fraud.threats',
    'payroll.facts',
    'conversations.insights',
  ],
});
