import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQifStatement } from './parseQifStatement';

const text = fc
  .string({
    unit: fc.constantFrom('A', 'z', ' ', '&', '^', '!', '"', "'", ',', '9', 'é'),
    maxLength: 30,
  })
  .filter((value) => value.trim() !== '');
const record = fc.record({
  day: fc.integer({ min: 0, max: 3650 }),
  cents: fc.integer({ min: -100_000_000, max: 100_000_000 }),
  payee: text,
  memo: fc.option(text, { nil: undefined }),
  apostrophe: fc.boolean(),
});

describe('QIF properties', () => {
  it('reads back dates, cents, payees and memos as Quicken writes them', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 15 }), (records) => {
        const body = records.map((r) => {
          const date = new Date(Date.UTC(2000, 0, 1) + r.day * 86_400_000);
          const [m, d, y] = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCFullYear()];
          const written = r.apostrophe
            ? `${m}/${String(d).padStart(2, ' ')}'${String(y % 100).padStart(2, '0')}`
            : `${m}/${d}/${y}`;
          const whole = Math.floor(Math.abs(r.cents) / 100).toLocaleString('en-US');
          const amount = `${r.cents < 0 ? '-' : ''}${whole}.${String(Math.abs(r.cents) % 100).padStart(2, '0')}`;
          return [
            `D${written}`,
            `T${amount}`,
            `P${r.payee}`,
            ...(r.memo ? [`M${r.memo}`] : []),
            '^',
          ].join('\n');
        });
        // A day above 12 settles the month-first order, as in any real month of data.
        const text = `!Type:Bank\nD12/31/2030\nT0.00\nPEnd\n^\n${body.join('\n')}\n`;
        const lines = parseQifStatement(text).lines.slice(1);
        expect(lines.map((l) => [l.date, l.amountCents, l.payee, l.memo])).toEqual(
          records.map((r) => [
            new Date(Date.UTC(2000, 0, 1) + r.day * 86_400_000).toISOString().slice(0, 10),
            r.cents === 0 ? 0 : r.cents,
            r.payee.trim(),
            r.memo?.trim() || undefined,
          ]),
        );
      }),
      { numRuns: 500 },
    );
  });
});
