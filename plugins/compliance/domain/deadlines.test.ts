import { describe, expect, it } from 'vitest';
import { compliantCompany } from './checks/compliantCompany.testSupport';
import { daysLeft, upcomingDeadlines, type Deadline } from './deadlines';

const taxOnly = (deadlines: Deadline[]) => deadlines.filter((d) => d.area === 'tax');

describe('upcomingDeadlines', () => {
  it('lists the next 90 days of payroll deposits and returns, sales tax returns and 1099s, soonest first', () => {
    const input = compliantCompany();
    input.payroll!.deposits.push({
      dueDate: '2026-12-15',
      paydays: ['2026-11-13'],
      amountCents: 1,
      period: { year: 2026, quarter: 4 },
    });
    input.payroll!.returns.push({ form: '941', taxYear: 2026, quarter: 4, dueDate: '2027-02-01' });
    const deadlines = taxOnly(upcomingDeadlines(input));
    expect(deadlines.map((d) => [d.deadline, d.description, d.priority, d.fileable])).toEqual([
      ['2026-12-15', 'Federal payroll tax deposit for paydays Nov 13, 2026', 'medium', false],
      [
        '2026-12-15',
        'Estimated income tax 2026, instalment 4 of 4: Form 1120-W (corporation)',
        'medium',
        false,
      ],
      ['2027-01-31', 'Sales tax return and payment for Q4 2026', 'low', false],
      ['2027-02-01', 'File Forms 1099-NEC for 2026 (1 vendor paid the threshold)', 'low', true],
      ['2027-02-01', 'File Form 941 for Q4 2026', 'low', true],
    ]);
    expect(daysLeft(deadlines[0]!, input.today)).toBe(25);
  });

  it('adds the owners’ estimated tax instalments for a pass-through business, from the recorded dates', () => {
    const input = compliantCompany();
    input.payroll = null;
    input.books.entries = [];
    input.books.vendorPayments = [];
    input.businessType = 'llc';
    expect(taxOnly(upcomingDeadlines(input)).map((d) => [d.deadline, d.description])).toEqual([
      ['2027-01-15', "Owners' estimated tax payment (Form 1040-ES), instalment 4 of 2026"],
    ]);
    input.today = '2027-11-20';
    expect(taxOnly(upcomingDeadlines(input))).toEqual([]);
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

  it("lists a corporation's estimated tax instalments still owed, from Tax Optimization", () => {
    const input = compliantCompany();
    const instalments = () =>
      taxOnly(upcomingDeadlines(input)).filter((d) => d.key.startsWith('estimated-tax'));
    expect(instalments().map((d) => [d.key, d.deadline])).toEqual([
      ['estimated-tax-estimated-2026-4', '2026-12-15'],
    ]);
    input.estimatedTax!.instalments[3]!.amountCents = 0;
    expect(instalments()).toEqual([]);
    input.estimatedTax = null;
    expect(instalments()).toEqual([]);
  });

  it('lists Forms 1099-NEC for a year a 1099 vendor was paid the threshold, kept until marked filed', () => {
    const input = compliantCompany();
    input.today = '2027-02-10';
    input.books.vendorPayments = [
      {
        year: 2026,
        thresholdCents: 200_000,
        vendors: [
          {
            vendorId: 'v-a',
            name: 'A',
            is1099Eligible: true,
            taxIdOnFile: true,
            paidCents: 200_000,
          },
          {
            vendorId: 'v-b',
            name: 'B',
            is1099Eligible: true,
            taxIdOnFile: true,
            paidCents: 199_999,
          },
          {
            vendorId: 'v-c',
            name: 'C',
            is1099Eligible: false,
            taxIdOnFile: true,
            paidCents: 900_000,
          },
        ],
      },
    ];
    const form = () => upcomingDeadlines(input).find((d) => d.key === 'form-1099-nec-2026');
    expect(form()).toMatchObject({
      deadline: '2027-02-01',
      description: 'File Forms 1099-NEC for 2026 (1 vendor paid the threshold)',
      priority: 'high',
      fileable: true,
    });
    input.records.filings.push({ deadlineKey: 'form-1099-nec-2026', filedOn: '2027-01-29' });
    expect(form()).toBeUndefined();
    input.books.vendorPayments[0]!.vendors[0]!.paidCents = 199_999;
    input.records.filings.pop();
    expect(form()).toBeUndefined();
  });

  it('lists no tax deadline for a company without payroll, sales tax, 1099 vendors or estimated tax', () => {
    const input = compliantCompany();
    input.payroll = null;
    input.books.entries = [];
    input.books.vendorPayments = [];
    input.estimatedTax = null;
    expect(taxOnly(upcomingDeadlines(input))).toEqual([]);
  });

  it("adds the company's own due items: the next month to lock, the access review, the security plan's review", () => {
    const input = compliantCompany();
    const own = upcomingDeadlines(input).filter((d) => d.area !== 'tax');
    expect(own.map((d) => [d.deadline, d.description, d.area, d.priority])).toEqual([
      ['2026-12-30', 'Review who can see payroll', 'privacy', 'low'],
      ['2027-01-14', 'Lock the books through Nov 30, 2026 (Close Books)', 'sox', 'low'],
      [
        '2027-02-01',
        'Review the written security plan and record it again (FTC Safeguards Rule)',
        'privacy',
        'low',
      ],
    ]);
    // A month already late to lock is the lock check's finding; the list shows the next one.
    input.books.close.lockDate = '2026-08-31';
    expect(upcomingDeadlines(input).find((d) => d.area === 'sox')).toMatchObject({
      deadline: '2026-12-15',
      description: 'Lock the books through Oct 31, 2026 (Close Books)',
    });
    // Never reviewed, or not a practice: nothing to list (the checks say what is missing).
    input.records.reviews = [];
    input.profile.financialPractice = false;
    expect(upcomingDeadlines(input).filter((d) => d.area === 'privacy')).toEqual([]);
  });
});
