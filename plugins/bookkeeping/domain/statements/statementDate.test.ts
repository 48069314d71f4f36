import { describe, expect, it } from 'vitest';
import { daysBetween, detectDateFormat, looksLikeDate, parseStatementDate } from './statementDate';

describe('parseStatementDate', () => {
  it.each([
    ['2026-11-03', 'MM/DD/YYYY', '2026-11-03'],
    ['2026/11/03', 'DD/MM/YYYY', '2026-11-03'],
    ['20261103', 'MM/DD/YYYY', '2026-11-03'],
    ['2026-11-03T23:30:00Z', 'MM/DD/YYYY', '2026-11-03'],
    ['11/03/2026', 'MM/DD/YYYY', '2026-11-03'],
    ['11/03/2026', 'DD/MM/YYYY', '2026-03-11'],
    ['03.11.2026', 'DD/MM/YYYY', '2026-11-03'],
    ['1/5/26', 'MM/DD/YYYY', '2026-01-05'],
    ['12/31/99', 'MM/DD/YYYY', '1999-12-31'],
    ["1/ 5'05", 'MM/DD/YYYY', '2005-01-05'],
    ['11/03/2026 14:05', 'MM/DD/YYYY', '2026-11-03'],
    ['05 Nov 2026', 'MM/DD/YYYY', '2026-11-05'],
    ['Nov 5, 2026', 'DD/MM/YYYY', '2026-11-05'],
    ['02/29/2028', 'MM/DD/YYYY', '2028-02-29'],
  ] as const)('reads %s as %s', (text, format, expected) => {
    expect(parseStatementDate(text, format)).toBe(expected);
  });

  it.each([
    ['02/30/2026', 'MM/DD/YYYY'],
    ['13/01/2026', 'MM/DD/YYYY'],
    ['02/29/2026', 'MM/DD/YYYY'],
    ['11/03/2026', 'YYYY-MM-DD'],
    ['yesterday', 'MM/DD/YYYY'],
    ['01/02/2026 - 01/31/2026', 'MM/DD/YYYY'],
  ] as const)('refuses %s read as %s', (text, format) => {
    expect(parseStatementDate(text, format)).toBeUndefined();
  });

  it('knows a date from a number or a range', () => {
    expect(looksLikeDate('11/03/2026')).toBe(true);
    expect(looksLikeDate('12345678')).toBe(false);
    expect(looksLikeDate('-23.99')).toBe(false);
  });
});

describe('detectDateFormat', () => {
  it('is day-first when a first number is above 12', () => {
    expect(detectDateFormat(['01/11/2026', '28/10/2026'])).toEqual({
      kind: 'known',
      format: 'DD/MM/YYYY',
    });
  });
  it('is month-first when a second number is above 12', () => {
    expect(detectDateFormat(['11/01/2026', '10/28/2026'])).toEqual({
      kind: 'known',
      format: 'MM/DD/YYYY',
    });
  });
  it('is ISO when every date is year-first', () => {
    expect(detectDateFormat(['2026-11-01', ''])).toEqual({ kind: 'known', format: 'YYYY-MM-DD' });
  });
  it('is unsure when no number is above 12', () => {
    expect(detectDateFormat(['01/02/2026', '03/04/2026'])).toEqual({
      kind: 'ambiguous',
      example: '01/02/2026',
    });
  });
  it('reports a file that mixes both orders', () => {
    expect(detectDateFormat(['13/01/2026', '01/13/2026'])).toEqual({
      kind: 'mixed',
      dayFirst: 0,
      monthFirst: 1,
    });
  });
});

describe('daysBetween', () => {
  it('counts calendar days across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysBetween('2026-11-02', '2026-10-30')).toBe(-3);
  });
});
