import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { percent } from '../arithmetic/rate';
import { PERIODS_PER_YEAR } from '../schemas/payFrequency';
import { SUPPORTED_TAX_YEARS, taxYearTables, UnknownTaxYearError } from './registry';
import { scheduleGap } from './tableGaps.testSupport';

describe('the tax-year registry', () => {
  it('has 2025 and 2026, each from its own folder', () => {
    expect(SUPPORTED_TAX_YEARS).toEqual([2025, 2026]);
    for (const year of SUPPORTED_TAX_YEARS) expect(taxYearTables(year).year).toBe(year);
    const [y2025, y2026] = SUPPORTED_TAX_YEARS.map(taxYearTables);
    expect(y2025!.federal.source).toBe('Pub 15-T 2025');
    expect(y2026!.federal.source).toBe('Pub 15-T 2026');
  });

  it('refuses a year without tables, naming it, rather than using another year’s', () => {
    expect(() => taxYearTables(2027)).toThrow(new UnknownTaxYearError(2027).message);
    expect(new UnknownTaxYearError(2027).message).toBe(
      '2027 withholding tables are not in this version yet',
    );
    expect(() => taxYearTables(2024)).toThrow(UnknownTaxYearError);
    expect(() => taxYearTables(2024)).toThrow(
      '2024 withholding tables are not in this version yet',
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

  it.each(SUPPORTED_TAX_YEARS)(
    '%i FICA and FUTA rates are the statutory ones (IRC §3101, §3111, §3301)',
    (year) => {
      const { fica, futa } = taxYearTables(year);
      expect(fica).toMatchObject({
        socialSecurityRate: percent(6.2),
        medicareRate: percent(1.45),
        additionalMedicareRate: percent(0.9),
        additionalMedicareThreshold: parseMoney(200_000),
      });
      expect(futa).toMatchObject({
        grossRate: percent(6.0),
        maximumCredit: percent(5.4),
        wageBase: parseMoney(7_000),
      });
    },
  );
});
