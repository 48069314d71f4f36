import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { explainGross, grossPerPeriod, type PayBasis } from './grossPerPeriod';

const salaried = (dollars: number): PayBasis => ({
  payType: 'salary',
  salary: parseMoney(dollars),
  hoursPerWeek: 40,
});
const hourly = (rate: number, hoursPerWeek: number): PayBasis => ({
  payType: 'hourly',
  hourlyRate: parseMoney(rate),
  hoursPerWeek,
});

describe('grossPerPeriod', () => {
  it('divides the annual salary by the periods of the chosen frequency, to the cent half-up', () => {
    expect(grossPerPeriod(salaried(52_000), 'biweekly')).toBe(parseMoney(2_000));
    expect(grossPerPeriod(salaried(52_000), 'weekly')).toBe(parseMoney(1_000));
    expect(grossPerPeriod(salaried(50_000), 'biweekly')).toBe(parseMoney(1_923.08)); // 1,923.0769
    expect(grossPerPeriod(salaried(100_000), 'semimonthly')).toBe(parseMoney(4_166.67));
    expect(grossPerPeriod(salaried(100_000), 'monthly')).toBe(parseMoney(8_333.33));
    expect(grossPerPeriod(salaried(52_000), 'daily')).toBe(parseMoney(200));
    expect(grossPerPeriod(salaried(52_000), 'quarterly')).toBe(parseMoney(13_000));
    expect(grossPerPeriod(salaried(52_000), 'semiannually')).toBe(parseMoney(26_000));
  });

  it('pays hourly staff rate × hours per week × 52 ÷ periods', () => {
    expect(grossPerPeriod(hourly(25.5, 40), 'biweekly')).toBe(parseMoney(2_040));
    expect(grossPerPeriod(hourly(25.5, 40), 'weekly')).toBe(parseMoney(1_020));
    // 17.33 × 37.5 × 52 ÷ 24 = 1,408.0625
    expect(grossPerPeriod(hourly(17.33, 37.5), 'semimonthly')).toBe(parseMoney(1_408.06));
    // 0.01 × 0.5 × 52 ÷ 52 = 0.005 -> 0.01 (half up)
    expect(grossPerPeriod(hourly(0.01, 0.5), 'weekly')).toBe(1);
    expect(grossPerPeriod(hourly(20, 0), 'weekly')).toBe(0);
  });

  it('explains the figure', () => {
    expect(explainGross(hourly(25.5, 40), 'biweekly', parseMoney(2_040))).toBe(
      'Gross pay: $25.50/hour × 40 hours × 52 weeks ÷ 26 (biweekly) = $2,040.00, rounded to the cent',
    );
  });
});
