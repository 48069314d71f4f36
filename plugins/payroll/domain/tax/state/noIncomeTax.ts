import type { StateCode } from '../schemas/stateCode';
import type { StateModule } from './stateTypes';

const noIncomeTax: StateModule = {
  label: 'No state income tax on wages',
  taxesWages: false,
  compute: (context) => ({
    amount: 0,
    explanation: `${context.stateName} has no state income tax on wages`,
  }),
};

/** The no-income-tax module for each of `states` (a tax year's list). */
export function noIncomeTaxModules(
  states: readonly StateCode[],
): Partial<Record<StateCode, StateModule>> {
  return Object.fromEntries(states.map((state) => [state, noIncomeTax]));
}
