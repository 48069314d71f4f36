import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** Payroll's client half: the Payroll AI wizard, loaded lazily. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { PayrollAi: () => import('./pages/PayrollAi') },
});
