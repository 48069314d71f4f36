import { describe, expect, it } from 'vitest';
import {
  annualFormDueDates,
  form940DueDate,
  form940DueDateIfDepositedOnTime,
  form941DueDate,
  form941DueDateIfDepositedOnTime,
  formW2DueDate,
  quarterOf,
  type Quarter,
} from './formDueDates';

describe('quarterOf', () => {
  it('gives the calendar quarter', () => {
    expect(quarterOf('2026-01-01')).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf('2026-03-31')).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf('2026-04-01')).toEqual({ year: 2026, quarter: 2 });
    expect(quarterOf('2026-09-30')).toEqual({ year: 2026, quarter: 3 });
    expect(quarterOf('2026-12-31')).toEqual({ year: 2026, quarter: 4 });
  });
});

describe('Form 941 (shared/tax/us-payroll-2026.md §3.2)', () => {
  const table: [year: number, quarter: Quarter, due: string, ifDepositedOnTime: string][] = [
    [2025, 4, '2026-02-02', '2026-02-10'],
    [2026, 1, '2026-04-30', '2026-05-11'],
    [2026, 2, '2026-07-31', '2026-08-10'],
    [2026, 3, '2026-11-02', '2026-11-10'],
    [2026, 4, '2027-02-01', '2027-02-10'],
  ];

  it.each(table)('%i Q%i is due %s, or %s when deposited on time', (year, quarter, due, late) => {
    expect(form941DueDate(year, quarter)).toBe(due);
    expect(form941DueDateIfDepositedOnTime(year, quarter)).toBe(late);
  });

  it('keeps an unshifted last day of the month (2025 Q1-Q3, computed)', () => {
    expect(form941DueDate(2025, 1)).toBe('2025-04-30');
    expect(form941DueDate(2025, 2)).toBe('2025-07-31');
    expect(form941DueDate(2025, 3)).toBe('2025-10-31');
  });
});

describe('annual forms (§3.2)', () => {
  it('gives Form 940 and W-2/W-3 for 2025 and 2026', () => {
    expect(form940DueDate(2025)).toBe('2026-02-02');
    expect(form940DueDate(2026)).toBe('2027-02-01');
    expect(form940DueDateIfDepositedOnTime(2026)).toBe('2027-02-10');
    expect(formW2DueDate(2025)).toBe('2026-02-02');
    expect(formW2DueDate(2026)).toBe('2027-02-01');
  });

  it('reproduces every date of the table for tax year 2025 (filed 2026)', () => {
    expect(annualFormDueDates(2025)).toEqual({
      form940: '2026-02-02',
      form940IfDepositedOnTime: '2026-02-10',
      formW2W3: '2026-02-02',
      form1099Nec: '2026-02-02',
      form1099MiscToRecipient: '2026-02-02',
      form1099MiscToRecipientBox8Or10: '2026-02-17', // Sunday, then Washington's Birthday
      form1099MiscToIrsPaper: '2026-03-02',
      form1099MiscToIrsElectronic: '2026-03-31',
      form944And945: '2026-02-02',
      form944And945IfDepositedOnTime: '2026-02-10',
    });
  });

  it('reproduces every date of the table for tax year 2026', () => {
    expect(annualFormDueDates(2026)).toEqual({
      form940: '2027-02-01',
      form940IfDepositedOnTime: '2027-02-10',
      formW2W3: '2027-02-01',
      form1099Nec: '2027-02-01',
      form1099MiscToRecipient: '2027-02-01',
      form1099MiscToRecipientBox8Or10: '2027-02-16', // 15 Feb 2027 is Washington's Birthday
      form1099MiscToIrsPaper: '2027-03-01',
      form1099MiscToIrsElectronic: '2027-03-31',
      form944And945: '2027-02-01',
      form944And945IfDepositedOnTime: '2027-02-10',
    });
  });
});
