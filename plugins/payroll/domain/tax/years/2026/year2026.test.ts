import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import type { RateSchedule } from '../../federal/rateSchedule';
import { largestGap } from '../tableGaps.testSupport';
import { california2026 } from './california';
import { year2026 } from './index';
import { newYork2026 } from './newYork';

describe('tax year 2026 (us-payroll-2026.md)', () => {
  it('STANDARD thresholds follow the Rev. Proc. 2025-32 derivation rule (§1.5)', () => {
    const { standard } = year2026.federal;
    const tops = (schedule: RateSchedule) => schedule.slice(2).map((row) => row.over);
    const shifted = (brackets: number[], shift: number) =>
      brackets.map((top) => parseMoney(top + shift));
    expect(tops(standard.singleOrSeparately)).toEqual(
      shifted([12_400, 50_400, 105_700, 201_775, 256_225, 640_600], 7_500),
    );
    expect(tops(standard.marriedJointly)).toEqual(
      shifted([24_800, 100_800, 211_400, 403_550, 512_450, 768_700], 19_300),
    );
    expect(tops(standard.headOfHousehold)).toEqual(
      shifted([17_700, 67_450, 105_700, 201_750, 256_200, 640_600], 15_550),
    );
  });

  it('FICA, Additional Medicare and FUTA figures (§2)', () => {
    expect(year2026.fica.socialSecurityWageBase).toBe(parseMoney(184_500));
    expect(year2026.fica.additionalMedicareThreshold).toBe(parseMoney(200_000));
    expect(year2026.futa.grossRate - year2026.futa.maximumCredit).toBe(600);
    expect(year2026.futa.wageBase).toBe(parseMoney(7_000));
    expect(year2026.futa.creditReductions).toEqual({});
  });

  it('California rate tables re-derive to the cent', () => {
    for (const [period, tables] of Object.entries(california2026.periods)) {
      for (const status of ['single', 'married', 'headOfHousehold'] as const) {
        const { floors, plus } = tables[status];
        expect(
          largestGap(floors, plus, california2026.rates),
          `${period} ${status}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  // Printed New York rows are rounded from floors that are themselves rounded (largest gaps seen:
  // $0.27 in a period table, $2.61 in an annual one).
  it('New York tables re-derive within their printed rounding', () => {
    for (const [period, tables] of Object.entries(newYork2026.periods)) {
      for (const status of ['single', 'married'] as const) {
        const { floors, add, rates } = tables[status];
        const tolerance = period === 'annual' ? 300 : 30;
        expect(largestGap(floors, add, rates), `${period} ${status}`).toBeLessThanOrEqual(
          tolerance,
        );
      }
    }
  });

  it('names its 2026 methods in every label', () => {
    for (const module of Object.values(year2026.states))
      if (module.taxesWages) expect(module.label).toContain('2026');
  });
});
