import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';
import { employeeSearchProvider } from './search/searchEmployees';

/** Payroll's client half: the Payroll AI wizard, the dashboard's payroll card and employee search. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { PayrollAi: () => import('./pages/PayrollAi') },
  dashboardCards: [
    { id: 'payroll', title: 'Payroll', order: 20, load: () => import('./cards/PayrollCard') },
  ],
  searchProviders: [employeeSearchProvider],
});
