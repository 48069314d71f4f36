import { describe, expect, it } from 'vitest';
import { benfordUnsuitable, digitTest, excessMadCritical } from './benford';

/** Amounts whose first-two digits follow Benford's proportions closely (N = 900). */
function benfordDigits(n: number): number[] {
  const digits: number[] = [];
  for (let d = 10; d <= 99; d += 1) {
    const count = Math.round(n * Math.log10(1 + 1 / d));
    for (let i = 0; i < count; i += 1) digits.push(d);
  }
  return digits;
}

describe('Benford tests', () => {
  it('finds Benford digits conforming and a set crowded at 48 and 49 not', () => {
    const natural = benfordDigits(900);
    expect(digitTest('firstTwo', natural).conforms).toBe(true);
    const crowded = [...natural, ...Array<number>(150).fill(48), ...Array<number>(150).fill(49)];
    const test = digitTest('firstTwo', crowded);
    expect(test.conforms).toBe(false);
    expect(
      test.spikes
        .slice(0, 2)
        .map((s) => s.digits)
        .sort(),
    ).toEqual([48, 49]);
  });

  it('uses the sample-size-aware critical values of small ledgers', () => {
    expect(excessMadCritical('first', 100)).toBeCloseTo(0.011396);
    expect(excessMadCritical('first', 750)).toBeCloseTo((0.005171 + 0.00362) / 2);
    expect(
      digitTest(
        'first',
        benfordDigits(900).map((d) => Math.floor(d / 10)),
      ).method,
    ).toBe('excess-mad');
  });

  it('says when the amounts are unfit for the test', () => {
    expect(benfordUnsuitable(Array<number>(50).fill(12_345))).toMatch(/at least 100 payments/);
    expect(benfordUnsuitable(Array<number>(200).fill(12_345))).toMatch(/order of magnitude/);
  });
});
