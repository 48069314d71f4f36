import { describe, expect, it } from 'vitest';
import { approvePayrollRun, planPayrollRun, type PayrollRunRecord } from '../runs';
import {
  depositLiability,
  formatDuration,
  payrollOverviewStats,
  recentPayrolls,
} from './payrollOverview';

function plan(id: string, payDate: string, createdAt: string): PayrollRunRecord {
  return planPayrollRun({
    id,
    payDate,
    frequency: 'biweekly',
    company: { state: 'TX' },
    employees: [
      {
        profile: { id: 'a', payType: 'salary', salary: 5_200_000 },
        name: 'Avery Able',
        paymentMethod: 'direct_deposit',
      },
      {
        profile: { id: 'b', payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 40 },
        name: 'Blair Baker',
        paymentMethod: 'check',
      },
    ],
    previousRuns: [],
    createdAt,
    createdBy: 'Owner <o@example.com>',
  });
}
const approve = (run: PayrollRunRecord, at: string) =>
  approvePayrollRun(run, { by: 'Owner <o@example.com>', at }).run;

describe('payrollOverviewStats', () => {
  it('has nothing to say before any approval', () => {
    expect(payrollOverviewStats([], 0)).toEqual({
      totalEmployees: 0,
      pendingApprovals: 0,
      medianProcessingMs: null,
      onTimeRate: null,
      approvedRuns: 0,
    });
  });

  it('counts open runs, the median processing time and the on-time share', () => {
    const runs = [
      approve(plan('r1', '2026-01-09', '2026-01-05T10:00:00Z'), '2026-01-05T10:30:00Z'),
      approve(plan('r2', '2026-01-23', '2026-01-20T10:00:00Z'), '2026-01-20T12:00:00Z'),
      // Approved a day after its pay date: late.
      approve(plan('r3', '2026-02-06', '2026-02-06T10:00:00Z'), '2026-02-07T09:00:00Z'),
      plan('r4', '2026-02-20', '2026-02-18T10:00:00Z'),
    ];
    const stats = payrollOverviewStats(runs, 2);
    expect(stats.totalEmployees).toBe(2);
    expect(stats.pendingApprovals).toBe(1);
    expect(stats.approvedRuns).toBe(3);
    expect(stats.medianProcessingMs).toBe(2 * 3_600_000);
    expect(stats.onTimeRate).toBe(67);
  });
});

describe('recentPayrolls', () => {
  it('lists the newest first with period, amount, head count and state', () => {
    const older = approve(plan('r1', '2026-01-09', '2026-01-05T10:00:00Z'), '2026-01-06T08:00:00Z');
    const newer = plan('r2', '2026-01-23', '2026-01-20T10:00:00Z');
    const list = recentPayrolls([older, newer]);
    expect(list.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(list[1]).toEqual({
      id: 'r1',
      period: { start: older.periodStart, end: older.periodEnd },
      payDate: '2026-01-09',
      status: 'completed',
      totalAmount: older.totalGrossPay,
      employees: 2,
      processedAt: '2026-01-06T08:00:00Z',
      states: ['TX'],
    });
    expect(list[0]!.processedAt).toBe('2026-01-20T10:00:00Z');
  });

  it('keeps to the limit', () => {
    const runs = ['01', '02', '03'].map((d) =>
      plan(`r${d}`, `2026-03-${d}`, `2026-03-${d}T00:00:00Z`),
    );
    expect(recentPayrolls(runs, 2).map((r) => r.id)).toEqual(['r03', 'r02']);
  });
});

describe('depositLiability', () => {
  it('adds income tax withheld and both halves of FICA, not FUTA or SUTA', () => {
    const run = plan('r1', '2026-01-09', '2026-01-05T10:00:00Z');
    const expected = run.paychecks.reduce(
      (sum, p) =>
        sum +
        p.federalIncomeTax +
        2 * p.socialSecurity +
        p.medicare +
        p.employer.medicare +
        p.additionalMedicare,
      0,
    );
    expect(depositLiability(run)).toBe(expected);
    expect(depositLiability(run)).toBeGreaterThan(0);
  });
});

describe('formatDuration', () => {
  it('reads as a person would say it', () => {
    expect(formatDuration(20_000)).toBe('under a minute');
    expect(formatDuration(5 * 60_000)).toBe('5 min');
    expect(formatDuration(125 * 60_000)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400_000)).toBe('3 days');
  });
});
