import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocate';
import { centsToDecimal, formatUSD } from './formatUSD';
import { parseMoney } from './parseMoney';

const cents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

/** Accounting negatives "(1,234.56)" for any cents. */
const accounting = (value: number) => (value < 0 ? `(${formatUSD(-value)})` : formatUSD(value));

describe('money properties', () => {
  it('parse(format(cents)) round-trips in every written form', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseMoney(formatUSD(value))).toBe(value);
        expect(parseMoney(accounting(value))).toBe(value);
        expect(parseMoney(centsToDecimal(value))).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('a number of dollars with two decimals parses to its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(parseMoney(value / 100)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('allocate sums exactly and stays within a cent of the exact share', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const shares = allocate(total, weights);
          expect(shares).toHaveLength(weights.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            const exact = (BigInt(Math.abs(total)) * BigInt(weights[i] ?? 0)) / BigInt(sum);
            expect(BigInt(Math.abs(share)) - exact).toBeLessThanOrEqual(1n);
            expect(BigInt(Math.abs(share)) - exact).toBeGreaterThanOrEqual(0n);
          });
        },
      ),
    );
  });

  it('sums of many parsed amounts have no float drift', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 500 }),
        (values) => {
          const parsed = values.map((v) => parseMoney(centsToDecimal(v)));
          const total = parsed.reduce((a, b) => a + b, 0);
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBe(values.reduce((a, b) => a + b, 0));
          expect(parseMoney(formatUSD(total))).toBe(total);
        },
      ),
    );
  });
});
