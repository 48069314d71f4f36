import type { PayFrequency } from '../schemas/payFrequency';
import { PERIODS_PER_YEAR } from '../schemas/payFrequency';
import type { CompanyTax } from '../schemas/paycheckInput';
import { STATE_NAMES, type StateCode } from '../schemas/stateCode';
import { stateEmployeeTaxes, type StateEmployeeTaxes } from '../state/stateEmployeeTaxes';
import { stateModuleFor } from '../state/stateModules';
import type { StateModule } from '../state/stateTypes';
import { taxYearTables } from '../years/registry';
import type { TaxYearTables } from '../years/taxYearTables';
import { futaSettings, type FutaSettings } from '../unemployment/futa';
import { sutaSettings, type SutaSettings } from '../unemployment/suta';

/** Everything shared by the paychecks of one run, resolved once. */
export interface RunContext {
  readonly taxYear: number;
  readonly payDate: string | undefined;
  readonly frequency: PayFrequency;
  readonly periods: number;
  readonly state: StateCode;
  readonly stateName: string;
  readonly tables: TaxYearTables;
  readonly stateModule: StateModule;
  readonly stateEmployeeTaxes: StateEmployeeTaxes;
  readonly futa: FutaSettings;
  readonly suta: SutaSettings;
}

export function runContext(run: {
  taxYear: number;
  payDate?: string | undefined;
  frequency: PayFrequency;
  company: CompanyTax;
}): RunContext {
  const tables = taxYearTables(run.taxYear);
  const state = run.company.state;
  return {
    taxYear: run.taxYear,
    payDate: run.payDate,
    frequency: run.frequency,
    periods: PERIODS_PER_YEAR[run.frequency],
    state,
    stateName: STATE_NAMES[state],
    tables,
    stateModule: stateModuleFor(state, run.taxYear),
    stateEmployeeTaxes: stateEmployeeTaxes(state, tables),
    futa: futaSettings(tables.futa, state),
    suta: sutaSettings(run.company, tables),
  };
}
