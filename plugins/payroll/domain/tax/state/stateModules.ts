import type { StateCode } from '../schemas/stateCode';
import { californiaMethodB } from './california/californiaMethodB';
import { california2026 } from './california/californiaTables2026';
import { arizona } from './flat/arizona';
import { colorado } from './flat/colorado';
import { georgia2026 } from './flat/georgia';
import { idaho2026 } from './flat/idaho';
import { ILLINOIS_2025, ILLINOIS_2026, illinois } from './flat/illinois';
import { indiana2026 } from './flat/indiana';
import { iowa2026 } from './flat/iowa';
import { KENTUCKY_2025, KENTUCKY_2026, kentucky } from './flat/kentucky';
import { louisiana2026 } from './flat/louisiana';
import { MICHIGAN_2025, MICHIGAN_2026, michigan } from './flat/michigan';
import { mississippi2026 } from './flat/mississippi';
import { northCarolina2026 } from './flat/northCarolina';
import { pennsylvania } from './flat/pennsylvania';
import { utah2025, utah2026 } from './flat/utah';
import { newYorkMethodII } from './newYork/newYorkMethodII';
import { newYork2026 } from './newYork/newYorkTables2026';
import { noIncomeTaxModules } from './noIncomeTax';
import { specEstimate } from './specEstimate';
import type { StateModule } from './stateTypes';

/**
 * Exact state modules by tax year. A state is listed for a year only when us-payroll-2026.md
 * gives that year's withholding figures; 2025 has fewer because the file mostly gives 2026 methods.
 */
const EXACT_MODULES: Readonly<Record<number, Partial<Record<StateCode, StateModule>>>> = {
  2026: {
    ...noIncomeTaxModules(),
    AZ: arizona(2026),
    CA: californiaMethodB(california2026, 2026),
    CO: colorado(2026),
    GA: georgia2026(),
    ID: idaho2026(),
    IL: illinois(ILLINOIS_2026, 2026),
    IN: indiana2026(),
    IA: iowa2026(),
    KY: kentucky(KENTUCKY_2026, 2026),
    LA: louisiana2026(),
    MI: michigan(MICHIGAN_2026, 2026),
    MS: mississippi2026(),
    NC: northCarolina2026(),
    NY: newYorkMethodII(newYork2026, 2026),
    PA: pennsylvania(2026),
    UT: utah2026(),
  },
  2025: {
    ...noIncomeTaxModules(),
    IL: illinois(ILLINOIS_2025, 2025),
    KY: kentucky(KENTUCKY_2025, 2025),
    MI: michigan(MICHIGAN_2025, 2025),
    PA: pennsylvania(2025),
    UT: utah2025(),
  },
};

/** Whether Keel has the state's exact method for the year. */
export function hasExactStateModule(state: StateCode, taxYear: number): boolean {
  return EXACT_MODULES[taxYear]?.[state] !== undefined;
}

/** The state's exact module for the year, else the labelled flat-rate estimate. */
export function stateModuleFor(state: StateCode, taxYear: number): StateModule {
  const exact = EXACT_MODULES[taxYear]?.[state];
  if (exact) return exact;
  const exactInAnotherYear = Object.values(EXACT_MODULES).some((modules) => modules[state]);
  return specEstimate(state, taxYear, exactInAnotherYear);
}
