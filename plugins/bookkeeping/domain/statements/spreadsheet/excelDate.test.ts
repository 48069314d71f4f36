import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excelSerialToDate } from './excelDate';

const ssfFormat = (XLSX.SSF as { format: (fmt: string, value: number, opts?: object) => string })
  .format;

describe('excelSerialToDate', () => {
  it('reads 1900-system serials around the fictitious 29 Feb 1900', () => {
    expect(excelSerialToDate(1, false)).toBe('1900-01-01');
    expect(excelSerialToDate(59, false)).toBe('1900-02-28');
    expect(excelSerialToDate(60, false)).toBeUndefined();
    expect(excelSerialToDate(61, false)).toBe('1900-03-01');
    expect(excelSerialToDate(0, false)).toBeUndefined();
  });

  it('reads modern serials in both date systems', () => {
    expect(excelSerialToDate(46027, false)).toBe('2026-01-05');
    expect(excelSerialToDate(46022, false)).toBe('2025-12-31');
    expect(excelSerialToDate(44565, true)).toBe('2026-01-05');
    expect(excelSerialToDate(0, true)).toBe('1904-01-01');
    expect(excelSerialToDate(-1, true)).toBeUndefined();
  });

  it('drops the time of day but treats float noise just below midnight as the next day', () => {
    expect(excelSerialToDate(46027.75, false)).toBe('2026-01-05');
    expect(excelSerialToDate(46027.999988, false)).toBe('2026-01-05'); // 23:59:58.96
    expect(excelSerialToDate(46028 - 1e-9, false)).toBe('2026-01-06');
  });

  it('does not depend on the machine time zone', () => {
    const saved = process.env.TZ;
    try {
      const results = ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'].map((zone) => {
        process.env.TZ = zone;
        return [excelSerialToDate(46027.99, false), excelSerialToDate(46027.01, true)];
      });
      expect(results).toEqual([
        ['2026-01-05', '2030-01-06'],
        ['2026-01-05', '2030-01-06'],
        ['2026-01-05', '2030-01-06'],
      ]);
    } finally {
      process.env.TZ = saved;
    }
  });

  it('agrees with SheetJS formatting the serial as yyyy-mm-dd (1900 and 1904)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 400_000 }), fc.boolean(), (serial, date1904) => {
        const expected = ssfFormat('yyyy-mm-dd', serial, { date1904 });
        const year = Number(expected.slice(0, 4));
        expect(excelSerialToDate(serial, date1904)).toBe(year <= 2999 ? expected : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
