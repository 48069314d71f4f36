import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { complianceStatusRef } from '../domain/public';
import { plugin } from '../plugin';
import { useComplianceStatus } from './services/useComplianceStatus';

/** The client half of Compliance Monitor: its page, its dashboard tile and `compliance.status`. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { ComplianceMonitor: () => import('./pages/ComplianceMonitor') },
  dashboardCards: [
    {
      id: 'compliance',
      title: 'Compliance',
      slot: 'tile',
      order: 5,
      load: () => import('./components/ComplianceTile'),
    },
  ],
  services: [provideClientService(complianceStatusRef, useComplianceStatus)],
});
