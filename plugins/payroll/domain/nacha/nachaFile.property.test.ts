import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildNachaPpdFile } from './buildNachaPpdFile';
import { goldenPayrollInput } from './goldenPayroll.testSupport';
import {
  MAX_ENTRY_CENTS,
  MAX_TOTAL_CENTS,
  type PpdCreditInput,
  type PpdPrenoteInput,
} from './nachaInput';
import { validateNachaFile } from './validateNachaFile';

/** A valid routing number: 8 random digits and the 3-7-1 check digit, computed here by hand. */
const routingNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((digits) => {
    const sum = digits.reduce((acc, d, i) => acc + d * [3, 7, 1][i % 3]!, 0);
    return digits.join('') + String((10 - (sum % 10)) % 10);
  });

const nameChars = [..."ABCXYZabcxyz .-'éÉñÑüÜøßÆçÅ"];
const name = fc
  .array(fc.constantFrom(...nameChars), { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join(''))
  .filter((text) => text.trim() !== '');

const entryFields = {
  name,
  individualId: fc.stringMatching(/^[A-Z0-9-]{0,15}$/),
  routing: routingNumber,
  account: fc.stringMatching(/^\d{1,17}$/),
  accountType: fc.constantFrom('checking' as const, 'savings' as const),
};
const credit: fc.Arbitrary<PpdCreditInput> = fc.record({
  ...entryFields,
  amountCents: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 1, max: 500_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_ENTRY_CENTS }) },
  ),
});
const prenote: fc.Arbitrary<PpdPrenoteInput> = fc.record(entryFields);

const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('buildNachaPpdFile on random payrolls', () => {
  it('always writes a file the independent validator passes, with the sums it must have', () => {
    fc.assert(
      fc.property(
        fc.array(credit, { minLength: 1, maxLength: 500, size: 'max' }),
        fc.array(prenote, { maxLength: 20 }),
        fc.constantFrom('LF' as const, 'CRLF' as const),
        (credits, prenotes, lineEnding) => {
          const creditTotal = credits.reduce((sum, c) => sum + c.amountCents, 0);
          fc.pre(creditTotal <= MAX_TOTAL_CENTS);
          const text = buildNachaPpdFile({ ...goldenPayrollInput, credits, prenotes, lineEnding });
          expect(validateNachaFile(text)).toEqual([]);

          const ending = lineEnding === 'CRLF' ? '\r\n' : '\n';
          expect(text.endsWith(ending)).toBe(true);
          const lines = text.slice(0, -ending.length).split(ending);
          expect(lines.every((line) => line.length === 94 && /^[\x20-\x7e]+$/.test(line))).toBe(
            true,
          );
          expect(lines.length % 10).toBe(0);
          expect(lines.length).toBe(Math.ceil((credits.length + prenotes.length + 4) / 10) * 10);
          expect(at(lines[1]!, 54, 63)).toBe('PAYROLL   ');

          const entries = lines.slice(2, 2 + credits.length + prenotes.length);
          const expectedCodes = [
            ...credits.map((c) => (c.accountType === 'checking' ? '22' : '32')),
            ...prenotes.map((p) => (p.accountType === 'checking' ? '23' : '33')),
          ];
          expect(entries.map((line) => at(line, 2, 3))).toEqual(expectedCodes);
          const prenoteLines = entries.slice(credits.length);
          expect(prenoteLines.every((line) => at(line, 30, 39) === '0000000000')).toBe(true);
          const traces = entries.map((line) => at(line, 80, 94));
          expect(traces.every((trace, i) => i === 0 || trace > traces[i - 1]!)).toBe(true);
          expect(traces.every((trace) => trace.startsWith('02100002'))).toBe(true);

          const hash = [...credits, ...prenotes].reduce(
            (sum, e) => sum + Number(e.routing.slice(0, 8)),
            0,
          );
          const hashText = String(hash % 1e10).padStart(10, '0');
          const batchControl = lines[2 + entries.length]!;
          const fileControl = lines[3 + entries.length]!;
          expect(at(batchControl, 5, 10)).toBe(String(entries.length).padStart(6, '0'));
          expect(at(batchControl, 11, 20)).toBe(hashText);
          expect(at(batchControl, 33, 44)).toBe(String(creditTotal).padStart(12, '0'));
          expect(at(fileControl, 8, 13)).toBe(String(lines.length / 10).padStart(6, '0'));
          expect(at(fileControl, 22, 31)).toBe(hashText);
          expect(at(fileControl, 44, 55)).toBe(String(creditTotal).padStart(12, '0'));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names the employee whose routing number is corrupt, wherever it is', () => {
    fc.assert(
      fc.property(
        fc.array(credit, { minLength: 1, maxLength: 50 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (credits, pick, delta) => {
          const index = pick % credits.length;
          const victim = credits[index]!;
          const digit = (Number(victim.routing.charAt(8)) + delta) % 10;
          const broken = credits.map((c, i) =>
            i === index
              ? { ...c, individualId: 'VICTIM', routing: c.routing.slice(0, 8) + digit }
              : c,
          );
          expect(() =>
            buildNachaPpdFile({ ...goldenPayrollInput, credits: broken, prenotes: [] }),
          ).toThrow(/^Employee VICTIM \(.+\): Routing number is not valid$/);
        },
      ),
    );
  });
});
