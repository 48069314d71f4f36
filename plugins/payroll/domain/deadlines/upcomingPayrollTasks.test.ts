import { describe, expect, it } from 'vitest';
import { upcomingPayrollTasks, type PayrollTaskInput } from './upcomingPayrollTasks';

/** A small biweekly company in its first year (a monthly depositor), late October 2026. */
const company: PayrollTaskInput = {
  today: '2026-10-26',
  completedRuns: [
    { id: 'run-1', payDate: '2026-09-04', depositLiabilityCents: 123_456 },
    { id: 'run-2', payDate: '2026-09-18', depositLiabilityCents: 123_456 },
    { id: 'run-3', payDate: '2026-10-02', depositLiabilityCents: 180_012 },
    { id: 'run-4', payDate: '2026-10-16', depositLiabilityCents: 185_000 },
  ],
  pendingRuns: [{ id: 'run-5', payDate: '2026-10-30' }],
  nextPayDate: '2026-11-13',
  hasEmployees: true,
};

describe('upcomingPayrollTasks', () => {
  it("lists a sample company's next tasks by due date, six by default", () => {
    expect(upcomingPayrollTasks(company)).toEqual([
      {
        id: 'approve-run-5',
        task: 'Approve payroll for pay date 2026-10-30',
        dueDate: '2026-10-30',
        priority: 'high',
        automated: false,
      },
      {
        id: '941-2026-Q3',
        task: 'File Form 941 for Q3 2026',
        dueDate: '2026-11-02', // 31 Oct is a Saturday; within 7 days
        priority: 'high',
        automated: false,
      },
      {
        id: 'run-2026-11-13',
        task: 'Run payroll for pay date 2026-11-13',
        dueDate: '2026-11-13',
        priority: 'medium',
        automated: false,
      },
      {
        id: 'deposit-2026-11-16',
        task: 'Deposit federal payroll taxes (Form 941 liability) for paydays 2026-10-02–2026-10-16: $3,650.12',
        dueDate: '2026-11-16', // 15 Nov is a Sunday; September's deposit (15 Oct) is past
        priority: 'medium',
        automated: false,
      },
      {
        id: '940-2026',
        task: 'File Form 940 (FUTA) for 2026',
        dueDate: '2027-02-01',
        priority: 'low',
        automated: false,
      },
      {
        id: '941-2026-Q4',
        task: 'File Form 941 for Q4 2026',
        dueDate: '2027-02-01',
        priority: 'medium',
        automated: false,
      },
    ]);
  });

  it('cuts to the limit after sorting by due date then id', () => {
    const all = upcomingPayrollTasks(company, 20);
    expect(all.map((task) => task.id)).toEqual([
      'approve-run-5',
      '941-2026-Q3',
      'run-2026-11-13',
      'deposit-2026-11-16',
      '940-2026',
      '941-2026-Q4',
      'w2-2026',
    ]);
    expect(all.at(-1)).toMatchObject({
      task: 'Furnish Forms W-2 to employees and file with SSA (W-3) for 2026',
      dueDate: '2027-02-01',
      priority: 'low',
    });
    expect(upcomingPayrollTasks(company, 2).map((task) => task.id)).toEqual([
      'approve-run-5',
      '941-2026-Q3',
    ]);
    expect(upcomingPayrollTasks(company, 0)).toEqual([]);
  });

  it('keeps tasks due today, drops past ones, and makes the week ahead high priority', () => {
    const tasks = upcomingPayrollTasks({ ...company, today: '2026-11-16', pendingRuns: [] }, 20);
    expect(tasks.map((task) => [task.id, task.dueDate, task.priority])).toEqual([
      ['deposit-2026-11-16', '2026-11-16', 'high'],
      ['940-2026', '2027-02-01', 'low'],
      ['941-2026-Q4', '2027-02-01', 'medium'],
      ['w2-2026', '2027-02-01', 'low'],
    ]);
  });

  it('makes annual forms high priority in their last week', () => {
    const tasks = upcomingPayrollTasks({
      ...company,
      today: '2027-01-26',
      pendingRuns: [],
      nextPayDate: null,
    });
    expect(tasks.map((task) => [task.id, task.priority])).toEqual([
      ['940-2026', 'high'],
      ['941-2026-Q4', 'high'],
      ['w2-2026', 'high'],
    ]);
  });

  it('carries last year into January: December deposits, Q4 Form 941, Forms 940 and W-2', () => {
    const tasks = upcomingPayrollTasks({
      today: '2027-01-05',
      completedRuns: [
        { id: 'a', payDate: '2026-12-04', depositLiabilityCents: 100_000 },
        { id: 'b', payDate: '2026-12-18', depositLiabilityCents: 123_400 },
      ],
      pendingRuns: [],
      nextPayDate: '2027-01-15',
      hasEmployees: true,
    });
    expect(tasks.map((task) => [task.id, task.dueDate, task.priority])).toEqual([
      ['deposit-2027-01-15', '2027-01-15', 'medium'],
      ['run-2027-01-15', '2027-01-15', 'medium'],
      ['940-2026', '2027-02-01', 'low'],
      ['941-2026-Q4', '2027-02-01', 'medium'],
      ['w2-2026', '2027-02-01', 'low'],
    ]);
    expect(tasks[0]!.task).toBe(
      'Deposit federal payroll taxes (Form 941 liability) for paydays 2026-12-04–2026-12-18: $2,234.00',
    );
  });

  it('names a single payday, the $100,000 next-day rule and a deposit per quarter', () => {
    const big = upcomingPayrollTasks({
      today: '2026-07-02',
      completedRuns: [{ id: 'a', payDate: '2026-07-02', depositLiabilityCents: 12_345_678 }],
      pendingRuns: [],
      nextPayDate: null,
      hasEmployees: true,
    });
    expect(big[0]).toEqual({
      id: 'deposit-2026-07-06',
      task: 'Deposit federal payroll taxes (Form 941 liability) for payday 2026-07-02: $123,456.78 ($100,000 next-day rule)',
      dueDate: '2026-07-06',
      priority: 'high',
      automated: false,
    });

    const spanning = upcomingPayrollTasks({
      today: '2026-01-02',
      completedRuns: [
        { id: 'l1', payDate: '2024-06-28', depositLiabilityCents: 6_000_000 },
        { id: 'l2', payDate: '2024-07-05', depositLiabilityCents: 6_000_000 },
        { id: 'a', payDate: '2025-12-31', depositLiabilityCents: 300_000 },
        { id: 'b', payDate: '2026-01-02', depositLiabilityCents: 200_050 },
      ],
      pendingRuns: [],
      nextPayDate: null,
      hasEmployees: true,
    });
    expect(spanning[0]).toEqual({
      id: 'deposit-2026-01-07',
      task:
        'Deposit federal payroll taxes (Form 941 liability) for paydays 2025-12-31–2026-01-02: $5,000.50' +
        ' (a deposit per quarter: Q4 2025 $3,000.00, Q1 2026 $2,000.50)',
      dueDate: '2026-01-07',
      priority: 'high',
      automated: false,
    });
  });

  it('puts deposits of one quarter due the same day in one task', () => {
    const tasks = upcomingPayrollTasks({
      today: '2026-03-10',
      completedRuns: [
        { id: 'l', payDate: '2025-03-13', depositLiabilityCents: 6_000_000 }, // semiweekly in 2026
        { id: 'a', payDate: '2026-03-10', depositLiabilityCents: 400_000 }, // Sat-Tue: due Friday
        { id: 'b', payDate: '2026-03-12', depositLiabilityCents: 10_000_000 }, // next day: Friday
      ],
      pendingRuns: [],
      nextPayDate: null,
      hasEmployees: true,
    });
    expect(tasks[0]).toEqual({
      id: 'deposit-2026-03-13',
      task: 'Deposit federal payroll taxes (Form 941 liability) for paydays 2026-03-10–2026-03-12: $104,000.00 ($100,000 next-day rule)',
      dueDate: '2026-03-13',
      priority: 'high',
      automated: false,
    });
  });

  it('asks to run payroll only with employees, a next pay date and no run for it yet', () => {
    const base = { ...company, pendingRuns: [] };
    const runTask = (input: PayrollTaskInput) =>
      upcomingPayrollTasks(input, 20).filter((task) => task.id.startsWith('run-'));
    expect(runTask(base)).toHaveLength(1);
    expect(runTask({ ...base, hasEmployees: false })).toEqual([]);
    expect(runTask({ ...base, nextPayDate: null })).toEqual([]);
    expect(runTask({ ...base, nextPayDate: '2026-10-01' })).toEqual([]); // past
    expect(runTask({ ...company, nextPayDate: '2026-10-30' })).toEqual([]); // pending run-5
    expect(runTask({ ...base, nextPayDate: '2026-10-16' })).toEqual([]); // completed run-4
  });

  it('lists nothing for a company without runs or employees', () => {
    expect(
      upcomingPayrollTasks({
        today: '2026-10-26',
        completedRuns: [],
        pendingRuns: [],
        nextPayDate: null,
        hasEmployees: false,
      }),
    ).toEqual([]);
  });

  it('drops an approval whose pay date has passed and refuses a malformed date', () => {
    const tasks = upcomingPayrollTasks({
      ...company,
      pendingRuns: [{ id: 'old', payDate: '2026-10-23' }],
    });
    expect(tasks.map((task) => task.id)).not.toContain('approve-old');
    expect(() => upcomingPayrollTasks({ ...company, today: '26/10/2026' })).toThrow(RangeError);
    expect(() => upcomingPayrollTasks({ ...company, nextPayDate: '2026-11-31' })).toThrow(
      RangeError,
    );
  });
});
