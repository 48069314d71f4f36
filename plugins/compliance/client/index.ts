import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { complianceStatusRef } from '../domain/public';
import { plugin } from '../plugin';
import { useComplianceStatus } from './services/useComplianceStatus';

/**
 * The client half of Compliance Monitor: its page, the dashboard's Tax Accuracy figure (the tax
 * area's score) and `compliance.status`.
 */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { ComplianceMonitor: () => import('./pages/ComplianceMonitor') },
  dashboardCards: [
    {
      id: 'tax-accuracy',
      title: 'Tax Accuracy',
      slot: 'tile',
      order: 20,
      load: () => import('./cards/TaxAccuracyTile'),
    },
  ],
  services: [provideClientService(complianceStatusRef, useComplianceStatus)],
});
