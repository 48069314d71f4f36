import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { payrollFactsRef } from '../domain/public';
import { plugin } from '../plugin';
import { employeeSearchProvider } from './search/searchEmployees';
import { useFacts } from './services/useFacts';

/**
 * Payroll's client half: the Payroll AI wizard, the dashboard's payroll card, employee search and
 * the payroll facts (`payroll.facts`) for the open company.
 */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { PayrollAi: () => import('./pages/PayrollAi') },
  dashboardCards: [
    { id: 'payroll', title: 'Payroll', order: 20, load: () => import('./cards/PayrollCard') },
    {
      id: 'employees',
      title: 'Employees',
      slot: 'tile',
      order: 40,
      load: () => import('./cards/EmployeesTile'),
    },
    {
      id: 'payroll-ai',
      title: 'Payroll AI',
      slot: 'action',
      order: 40,
      load: () => import('./cards/PayrollAiAction'),
    },
  ],
  searchProviders: [employeeSearchProvider],
  services: [provideClientService(payrollFactsRef, useFacts)],
});
