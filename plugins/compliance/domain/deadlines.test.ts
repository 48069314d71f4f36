import { describe, expect, it } from 'vitest';
import { compliantCompany } from './checks/compliantCompany.testSupport';
import { daysLeft, upcomingDeadlines } from './deadlines';

describe('upcomingDeadlines', () => {
  it('lists the next 90 days of payroll deposits and returns and sales tax returns, soonest first', () => {
    const input = compliantCompany();
    input.payroll!.deposits.push({
      dueDate: '2026-12-15',
      paydays: ['2026-11-13'],
      amountCents: 1,
      period: { year: 2026, quarter: 4 },
    });
    input.payroll!.returns.push({ form: '941', taxYear: 2026, quarter: 4, dueDate: '2027-02-01' });
    const deadlines = upcomingDeadlines(input);
    expect(deadlines.map((d) => [d.deadline, d.description, d.priority, d.fileable])).toEqual([
      ['2026-12-15', 'Federal payroll tax deposit for paydays Nov 13, 2026', 'medium', false],
      ['2027-01-31', 'Sales tax return and payment for Q4 2026', 'low', false],
      ['2027-02-01', 'File Form 941 for Q4 2026', 'low', true],
    ]);
    expect(daysLeft(deadlines[0]!, input.today)).toBe(25);
  });

  it('adds the owners’ estimated tax instalments for a pass-through business, from the recorded dates', () => {
    const input = compliantCompany();
    input.payroll = null;
    input.books.entries = [];
    input.businessType = 'llc';
    expect(upcomingDeadlines(input).map((d) => [d.deadline, d.description])).toEqual([
      ['2027-01-15', "Owners' estimated tax payment (Form 1040-ES), instalment 4 of 2026"],
    ]);
    input.today = '2027-11-20';
    expect(upcomingDeadlines(input)).toEqual([]);
  });

  it('keeps a return of the last 12 months that is not marked filed, overdue, and drops it once filed', () => {
    const input = compliantCompany();
    input.records.filings = [];
    const overdue = upcomingDeadlines(input).find((d) => d.key === 'form-941-2026-Q3');
    expect(overdue).toMatchObject({
      deadline: '2026-11-02',
      priority: 'high',
      fileable: true,
      filedOn: null,
    });
    expect(daysLeft(overdue!, input.today)).toBe(-18);
    expect(upcomingDeadlines(compliantCompany()).some((d) => d.key === 'form-941-2026-Q3')).toBe(
      false,
    );
  });

  it('lists nothing for a company without payroll or sales tax', () => {
    const input = compliantCompany();
    input.payroll = null;
    input.books.entries = [];
    expect(upcomingDeadlines(input)).toEqual([]);
  });
});
