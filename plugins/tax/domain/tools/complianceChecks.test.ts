import { describe, expect, it } from 'vitest';
import type { Deadline } from '../deadlines/deadline';
import type { Liability } from '../liabilities/liability';
import { complianceChecks } from './complianceChecks';

const liability = (changes: Partial<Liability>): Liability => ({
  id: 'l1',
  type: 'payroll',
  title: 'Federal payroll taxes (Form 941 deposit)',
  liabilityCents: 10_000,
  paidCents: 0,
  amountCents: 10_000,
  dueDate: '2026-12-15',
  status: 'calculated',
  jurisdiction: 'Federal (IRS)',
  form: 'Form 941',
  description: '',
  payAt: '',
  accountId: 'payroll-liabilities',
  ...changes,
});
const deadline = (changes: Partial<Deadline>): Deadline => ({
  id: '941-2026-q3',
  dueDate: '2026-11-02',
  ifDepositedOnTime: null,
  description: '',
  form: 'Form 941',
  taxYear: 2026,
  amountCents: null,
  status: 'completed',
  type: 'filing',
  liabilityId: null,
  source: '',
  completedBy: null,
  ...changes,
});

describe('complianceChecks', () => {
  it('passes a company with nothing overdue, due soon scheduled and categorized books', () => {
    const report = complianceChecks({
      liabilities: [
        liability({ status: 'pending' }),
        liability({ status: 'paid', amountCents: 0 }),
      ],
      deadlines: [deadline({})],
      in30Days: '2026-12-25',
      uncategorizedOpen: false,
    });
    expect(report.score).toBe(100);
  });

  it('names what is overdue, late and unscheduled', () => {
    const report = complianceChecks({
      liabilities: [
        liability({ id: 'late', status: 'overdue', dueDate: '2026-11-16' }),
        liability({ id: 'soon' }),
      ],
      deadlines: [deadline({ status: 'overdue' })],
      in30Days: '2026-12-25',
      uncategorizedOpen: true,
    });
    expect(report.score).toBe(0);
    expect(report.checks.map((c) => c.detail)).toEqual([
      'Overdue: Federal payroll taxes (Form 941 deposit), $100.00 due Nov 16, 2026.',
      'Not marked complete: Form 941 due Nov 2, 2026.',
      'Not yet paid or scheduled: Federal payroll taxes (Form 941 deposit), $100.00.',
      'The last analysis found uncategorized spending (see Opportunities).',
    ]);
  });
});
