import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { computePaycheck } from '../paycheck/computePaycheck';
import { STATE_NAMES, type StateCode } from '../schemas/stateCode';
import { UnknownTaxYearError } from '../years/registry';
import { hasExactStateModule, stateModuleFor } from './stateModules';

/** States with no income tax on wages in 2025 and 2026 (us-payroll-2026.md §4.1). */
const NO_INCOME_TAX_STATES: StateCode[] = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'];

function stateTax(state: StateCode, taxYear = 2026, extraWithholding = 0) {
  return computePaycheck({
    taxYear,
    payDate: `${taxYear}-06-05`,
    frequency: 'biweekly',
    company: { state },
    employee: {
      id: 'e',
      payType: 'salary',
      salary: parseMoney(52_000),
      stateWithholding: { extraWithholding },
    },
  }).stateIncomeTax;
}

describe('state module selection', () => {
  it.each(NO_INCOME_TAX_STATES)(
    '%s has no state income tax on wages (§4.1), in 2025 and 2026',
    (state) => {
      for (const year of [2025, 2026]) {
        const result = stateTax(state, year, parseMoney(20));
        expect(result).toMatchObject({
          amount: 0,
          exact: true,
          label: 'No state income tax on wages',
        });
        expect(result.explanation).toBe(
          `${STATE_NAMES[state]} income tax: ${STATE_NAMES[state]} has no state income tax on wages`,
        );
      }
    },
  );

  it('estimates a state without a module at the spec’s old flat rate, clearly labelled', () => {
    const ohio = stateTax('OH');
    expect(ohio).toMatchObject({
      amount: parseMoney(100),
      exact: false,
      label: 'Estimate: Ohio has no exact module in Keel',
    });
    expect(ohio.explanation).toBe(
      "Ohio income tax (estimate): estimate at a flat 5% of $2,000.00 = $100.00; not the state's withholding method",
    );
  });

  it('estimates a state whose figures the file gives only for another year', () => {
    expect(stateTax('CA', 2025)).toMatchObject({
      amount: parseMoney(160),
      exact: false,
      label: 'Estimate: California has no exact 2025 module in Keel',
    });
    expect(stateTax('NY', 2025).amount).toBe(parseMoney(140));
    expect(stateTax('AZ', 2025).amount).toBe(parseMoney(80));
  });

  it('has exact modules for §4.1, §4.2, CA and NY in 2026, and only what the file gives for 2025', () => {
    const exact2026 = (Object.keys(STATE_NAMES) as StateCode[]).filter((s) =>
      hasExactStateModule(s, 2026),
    );
    expect(exact2026.sort()).toEqual(
      [
        ...NO_INCOME_TAX_STATES,
        'AZ',
        'CA',
        'CO',
        'GA',
        'ID',
        'IL',
        'IN',
        'IA',
        'KY',
        'LA',
        'MI',
        'MS',
        'NC',
        'NY',
        'PA',
        'UT',
      ].sort(),
    );
    const exact2025 = (Object.keys(STATE_NAMES) as StateCode[]).filter((s) =>
      hasExactStateModule(s, 2025),
    );
    expect(exact2025.sort()).toEqual(
      [...NO_INCOME_TAX_STATES, 'IL', 'KY', 'MI', 'PA', 'UT'].sort(),
    );
  });

  it('has no module at all for a year without tables, not even an estimate', () => {
    expect(hasExactStateModule('PA', 2027)).toBe(false);
    expect(() => stateModuleFor('PA', 2027)).toThrow(new UnknownTaxYearError(2027));
    expect(() => stateModuleFor('OH', 2027)).toThrow(
      '2027 withholding tables are not in this version yet',
    );
  });

  it('every state gets a result with an explanation, and only estimates are inexact', () => {
    for (const state of Object.keys(STATE_NAMES) as StateCode[]) {
      const result = stateTax(state);
      expect(result.explanation.length).toBeGreaterThan(20);
      expect(result.amount).toBeGreaterThanOrEqual(0);
      if (!result.exact) expect(result.label.startsWith('Estimate: ')).toBe(true);
    }
  });
});
