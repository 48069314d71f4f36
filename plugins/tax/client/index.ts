import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of Tax Optimization: its page and the AI Operations Center's Tax Engine. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { TaxOptimizationPage: () => import('./pages/TaxOptimizationPage') },
  dashboardCards: [
    {
      id: 'tax-engine',
      title: 'Tax Engine',
      slot: 'action',
      order: 30,
      load: () => import('./cards/TaxEngineAction'),
    },
  ],
});
