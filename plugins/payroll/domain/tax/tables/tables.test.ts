import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { RATE_SCALE } from '../arithmetic/rate';
import type { RateSchedule } from '../federal/rateSchedule';
import { california2026 } from '../state/california/californiaTables2026';
import { newYork2026 } from '../state/newYork/newYorkTables2026';
import { PERIODS_PER_YEAR } from '../schemas/payFrequency';
import { SUPPORTED_TAX_YEARS, taxYearTables, UnknownTaxYearError } from './taxYears';

/** Largest gap, in cents, between each row's printed base and the one the previous row implies. */
function largestGap(floors: readonly number[], bases: readonly number[], rates: readonly number[]) {
  let gap = 0;
  for (let i = 1; i < floors.length; i++) {
    const implied =
      (bases[i - 1] ?? 0) +
      ((rates[i - 1] ?? 0) * ((floors[i] ?? 0) - (floors[i - 1] ?? 0))) / RATE_SCALE;
    gap = Math.max(gap, Math.abs(implied - (bases[i] ?? 0)));
  }
  return gap;
}

const scheduleGap = (schedule: RateSchedule) =>
  largestGap(
    schedule.map((row) => row.over),
    schedule.map((row) => row.base),
    schedule.map((row) => row.rate),
  );

describe('tax-year tables', () => {
  it('has 2025 and 2026 and names an unknown year', () => {
    expect(SUPPORTED_TAX_YEARS).toEqual([2025, 2026]);
    expect(() => taxYearTables(2024)).toThrow(UnknownTaxYearError);
    expect(() => taxYearTables(2027)).toThrow(
      'Keel has no payroll tax tables for tax year 2027 (available: 2025, 2026)',
    );
  });

  it('has the pay periods of Pub 15-T Table 3', () => {
    expect(PERIODS_PER_YEAR).toEqual({
      semiannually: 2,
      quarterly: 4,
      monthly: 12,
      semimonthly: 24,
      biweekly: 26,
      weekly: 52,
      daily: 260,
    });
  });

  // Re-deriving every tentative amount from the row before catches a mistyped figure.
  it.each(SUPPORTED_TAX_YEARS)('%i federal STANDARD schedules re-derive exactly', (year) => {
    const { standard } = taxYearTables(year).federal;
    for (const schedule of Object.values(standard)) expect(scheduleGap(schedule)).toBe(0);
  });

  it.each(SUPPORTED_TAX_YEARS)(
    '%i federal Step 2 checkbox schedules re-derive within the printed rounding ($0.20)',
    (year) => {
      const { step2Checkbox } = taxYearTables(year).federal;
      for (const schedule of Object.values(step2Checkbox)) {
        expect(scheduleGap(schedule)).toBeLessThanOrEqual(20);
      }
    },
  );

  it('2026 STANDARD thresholds follow the Rev. Proc. 2025-32 derivation rule (§1.5)', () => {
    const { standard } = taxYearTables(2026).federal;
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

  it('2026 and 2025 FICA, Additional Medicare and FUTA figures', () => {
    const y2026 = taxYearTables(2026);
    const y2025 = taxYearTables(2025);
    expect(y2026.fica.socialSecurityWageBase).toBe(parseMoney(184_500));
    expect(y2025.fica.socialSecurityWageBase).toBe(parseMoney(176_100));
    expect(y2026.fica.additionalMedicareThreshold).toBe(parseMoney(200_000));
    expect(y2026.futa.grossRate - y2026.futa.maximumCredit).toBe(600);
    expect(y2026.futa.wageBase).toBe(parseMoney(7_000));
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
});
