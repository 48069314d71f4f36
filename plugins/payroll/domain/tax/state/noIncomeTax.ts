import type { StateCode } from '../schemas/stateCode';
import type { StateModule } from './stateTypes';

/** States with no income tax on wages in 2025 and 2026 — us-payroll-2026.md §4.1. */
export const NO_INCOME_TAX_STATES = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'] as const;

const noIncomeTax: StateModule = {
  label: 'No state income tax on wages',
  taxesWages: false,
  compute: (context) => ({
    amount: 0,
    explanation: `${context.stateName} has no state income tax on wages`,
  }),
};

/** The no-income-tax module for each of those states. */
export function noIncomeTaxModules(): Partial<Record<StateCode, StateModule>> {
  return Object.fromEntries(NO_INCOME_TAX_STATES.map((state) => [state, noIncomeTax]));
}
