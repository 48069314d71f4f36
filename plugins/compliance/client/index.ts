import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { complianceStatusRef } from '../domain/public';
import { plugin } from '../plugin';
import { useComplianceStatus } from './services/useComplianceStatus';

/**
 * The client half of Compliance Monitor: its page and `compliance.status`. The dashboard's fifth
 * figure (Growth, spec 000 section 2.5) is the one that opens this page; it is the forecasts'.
 */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { ComplianceMonitor: () => import('./pages/ComplianceMonitor') },
  services: [provideClientService(complianceStatusRef, useComplianceStatus)],
});
