import { describe, expect, it } from 'vitest';
import { form940DueDate, form941DueDate, formW2DueDate } from './formDueDates';
import { payrollReturnsDue } from './payrollReturnsDue';

describe('payrollReturnsDue', () => {
  it('makes a Form 941 per quarter with a payday, and Forms 940 and W-2/W-3 per year', () => {
    expect(payrollReturnsDue(['2026-11-13', '2026-10-30', '2026-12-31', '2027-01-08'])).toEqual([
      {
        form: '941',
        taxYear: 2026,
        quarter: 4,
        covers: { from: '2026-10-01', to: '2026-12-31' },
        dueDate: '2027-02-01', // 31 January 2027 is a Sunday
      },
      {
        form: '940',
        taxYear: 2026,
        quarter: null,
        covers: { from: '2026-01-01', to: '2026-12-31' },
        dueDate: '2027-02-01',
      },
      {
        form: 'W-2/W-3',
        taxYear: 2026,
        quarter: null,
        covers: { from: '2026-01-01', to: '2026-12-31' },
        dueDate: '2027-02-01',
      },
      {
        form: '941',
        taxYear: 2027,
        quarter: 1,
        covers: { from: '2027-01-01', to: '2027-03-31' },
        dueDate: '2027-04-30',
      },
      {
        form: '940',
        taxYear: 2027,
        quarter: null,
        covers: { from: '2027-01-01', to: '2027-12-31' },
        dueDate: form940DueDate(2027),
      },
      {
        form: 'W-2/W-3',
        taxYear: 2027,
        quarter: null,
        covers: { from: '2027-01-01', to: '2027-12-31' },
        dueDate: formW2DueDate(2027),
      },
    ]);
  });

  it('covers each quarter to its last day', () => {
    const covers = payrollReturnsDue(['2026-02-13', '2026-05-15', '2026-08-14'])
      .filter((due) => due.form === '941')
      .map((due) => [due.covers, due.dueDate]);
    expect(covers).toEqual([
      [{ from: '2026-01-01', to: '2026-03-31' }, form941DueDate(2026, 1)],
      [{ from: '2026-04-01', to: '2026-06-30' }, form941DueDate(2026, 2)],
      [{ from: '2026-07-01', to: '2026-09-30' }, form941DueDate(2026, 3)],
    ]);
  });

  it('has nothing due without paydays, and refuses a malformed one', () => {
    expect(payrollReturnsDue([])).toEqual([]);
    expect(() => payrollReturnsDue(['2026-02-30'])).toThrow(RangeError);
  });
});
