import { describe, expect, it } from 'vitest';
import type { BooksClose } from '../close/booksClose';
import {
  clientHealth,
  clientHealthSchema,
  type CalendarDeadline,
  type HealthFacts,
} from './clientHealth';

const close: BooksClose = {
  lockDate: '2026-09-30',
  bankAccounts: [
    {
      accountId: 'checking',
      number: '1000',
      name: 'Checking',
      oldestUnreconciledDate: '2026-10-30',
    },
    {
      accountId: 'savings',
      number: '1010',
      name: 'Savings',
      oldestUnreconciledDate: '2026-11-03',
    },
    {
      accountId: 'petty',
      number: '1020',
      name: 'Petty cash',
      oldestUnreconciledDate: null,
    },
  ],
};

function deadline(id: string, dueDate: string, status: string): CalendarDeadline {
  return { id, dueDate, description: `Deadline ${id}`, form: '941', status };
}

const facts: HealthFacts = {
  today: '2026-11-26',
  summarizedAt: '2026-11-26T09:30:00.000Z',
  incomeCents: 48_250_000,
  uncategorizedLines: 7,
  periodUncategorizedLines: 5,
  close,
  payrollRuns: [{ status: 'pending' }, { status: 'completed' }, { status: 'error' }],
  deadlines: [
    deadline('done', '2026-10-31', 'completed'),
    deadline('later', '2027-01-31', 'pending'),
    deadline('overdue', '2026-11-15', 'overdue'),
  ],
  openFraudAlerts: 3,
  openComplianceAlerts: 2,
};

describe('a client company’s health', () => {
  it('reads each signal from what the books and the plugins answered', () => {
    const health = clientHealth(facts);
    expect(clientHealthSchema.parse(health)).toEqual(health);
    expect(health).toEqual({
      asOf: '2026-11-26',
      summarizedAt: '2026-11-26T09:30:00.000Z',
      refreshing: false,
      revenueCents: 48_250_000,
      nextDeadline: { dueDate: '2026-11-15', description: 'Deadline overdue', form: '941' },
      uncategorizedLines: 7,
      periodEnd: '2026-10-31',
      periodUncategorizedLines: 5,
      bankAccounts: [
        { accountId: 'checking', number: '1000', name: 'Checking', reconciled: false },
        { accountId: 'savings', number: '1010', name: 'Savings', reconciled: true },
        { accountId: 'petty', number: '1020', name: 'Petty cash', reconciled: true },
      ],
      lockDate: '2026-09-30',
      booksClosed: null,
      daysSinceLockDate: 57,
      payrollRunsAwaitingApproval: 2,
      openFraudAlerts: 3,
      openComplianceAlerts: 2,
    });
  });

  it('leaves out what an absent plugin or a role without payroll access would give', () => {
    const health = clientHealth({
      ...facts,
      payrollRuns: null,
      deadlines: null,
      openFraudAlerts: null,
      openComplianceAlerts: null,
      close: { lockDate: null, bankAccounts: [] },
    });
    expect(health).toMatchObject({
      nextDeadline: null,
      bankAccounts: [],
      lockDate: null,
      daysSinceLockDate: null,
      payrollRunsAwaitingApproval: null,
      openFraudAlerts: null,
      openComplianceAlerts: null,
    });
  });

  it('has no next deadline when every one is completed', () => {
    const deadlines = [deadline('done', '2026-10-31', 'completed')];
    expect(clientHealth({ ...facts, deadlines }).nextDeadline).toBeNull();
  });
});
