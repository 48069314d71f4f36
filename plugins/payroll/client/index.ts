import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** Payroll's client half: the Payroll AI wizard and the dashboard's payroll card, loaded lazily. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { PayrollAi: () => import('./pages/PayrollAi') },
  dashboardCards: [
    { id: 'payroll', title: 'Payroll', order: 20, load: () => import('./cards/PayrollCard') },
  ],
});
