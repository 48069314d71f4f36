import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planImport } from '../planImport';
import type { ParsedStatement } from '../statementLine';
import { isCsvNeedsMapping, parseCsvStatement } from './parseCsvStatement';
import { readCsvRows } from './readCsvRows';
import { writeCsvRows } from './writeCsvRows';

// Text full of the characters that break naive CSV code.
const nasty = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    ' ',
    '"',
    ',',
    ';',
    '\t',
    '\n',
    '\r',
    '\r\n',
    '$',
    '-',
    '1',
    '/',
    'é',
    '€',
  ),
  maxLength: 30,
});
const description = fc.oneof(fc.string({ maxLength: 30 }), nasty);
const isoDay = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
const cents = fc.integer({ min: -1_000_000_00, max: 1_000_000_00 });
const decimal = (value: number) =>
  `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

function sure(result: ReturnType<typeof parseCsvStatement>): ParsedStatement {
  if (isCsvNeedsMapping(result)) throw new Error(result.reasons.join(' '));
  return result;
}

describe('CSV properties', () => {
  it('readCsvRows(writeCsvRows(rows)) gives the rows back exactly', () => {
    const rows = fc.array(fc.array(nasty, { minLength: 2, maxLength: 5 }), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(rows, fc.constantFrom(',', ';', '\t'), (written, delimiter) => {
        const read = readCsvRows(writeCsvRows(written, delimiter), delimiter).map(
          (row) => row.fields,
        );
        expect(read).toEqual(written);
      }),
      { numRuns: 1000 },
    );
  });

  it('a statement written as CSV parses back to its dates, descriptions and cents', () => {
    const line = fc.record({ date: isoDay, description, amountCents: cents });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const text = writeCsvRows([
          ['Date', 'Description', 'Amount'],
          ...lines.map((l) => [l.date, l.description, decimal(l.amountCents)]),
        ]);
        const parsed = sure(parseCsvStatement(text));
        // Descriptions are shown on one line: runs of whitespace (newlines too) become one space.
        const expected = lines.map((l) => ({
          ...l,
          description: l.description.replace(/\s+/g, ' ').trim(),
        }));
        expect(
          parsed.lines.map(({ date, description, amountCents }) => ({
            date,
            description,
            amountCents,
          })),
        ).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a 100,000-row CSV in reasonable time', { timeout: 60_000 }, () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => {
      const day = new Date(Date.UTC(2024, 0, 1) + (i % 1000) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const [y, m, d] = day.split('-');
      const amount = decimal(((i * 7919) % 500_000) - 250_000);
      return `DEBIT,${m}/${d}/${y},"POS PURCHASE ${i} ACME STORE #${i % 97}, SPRINGFIELD",${amount},DEBIT_CARD,,`;
    });
    const text = [
      'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
      ...rows,
    ].join('\r\n');
    const started = performance.now();
    const parsed = sure(parseCsvStatement(text));
    const elapsed = performance.now() - started;
    console.log(
      `100,000-row CSV (${(text.length / 1e6).toFixed(1)} MB) parsed in ${elapsed.toFixed(0)} ms`,
    );
    expect(parsed.lines).toHaveLength(100_000);
    // Re-uploading the same file: every line meets its twin among 100,000 already imported.
    const existing = parsed.lines.map((line, i) => ({ ...line, id: `t${i}` }));
    const planStarted = performance.now();
    const plan = planImport(existing, parsed.lines);
    console.log(
      `planImport of 100,000 lines against 100,000: ${(performance.now() - planStarted).toFixed(0)} ms`,
    );
    expect(plan.skipped).toHaveLength(100_000);
    expect(parsed.lines[99_999]?.sourceLine).toBe(100_001);
    expect(elapsed).toBeLessThan(20_000);
  });
});
