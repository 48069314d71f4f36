import { describe, expect, it } from 'vitest';
import type { PayrollEvidence } from '../evidence/evidence';
import { booksOf, payment } from '../samples/books';
import { detectUnusualPatterns, payrollFindings, robustZ } from './unusualPatterns';

const months = ['01', '02', '03', '04', '05', '06', '07', '08'];

describe('detectUnusualPatterns', () => {
  it('raises a month far above a payee’s own history, and not its usual months', () => {
    const lines = months.map((m, i) =>
      payment(`p${m}`, `2026-${m}-10`, 'City Water', m === '08' ? 690_000 : 9_500 + i * 100),
    );
    const { findings } = detectUnusualPatterns(booksOf(lines), null);
    const spikes = findings.filter((f) => f.rule.startsWith('pattern.spike.payee'));
    expect(spikes.map((f) => f.key)).toEqual(['2026-08']);
    expect(spikes[0]!.description).toMatch(/^City Water in 2026-08: \$6,900\.00/);
  });

  it('says why Benford is skipped on a small ledger', () => {
    const { notes } = detectUnusualPatterns(
      booksOf([payment('p1', '2026-01-10', 'City Water', 9_500)]),
      null,
    );
    expect(notes[0]).toMatch(/needs at least 100 payments/);
  });

  it('finds the same odd amount paid over and over to several payees', () => {
    const lines = ['A', 'B', 'C', 'D'].map((p, i) =>
      payment(`h${i}`, `2026-0${i + 1}-15`, `Payee ${p}`, 123_456),
    );
    const { findings } = detectUnusualPatterns(booksOf(lines), null);
    expect(findings.map((f) => f.rule)).toContain('pattern.hit-parade');
  });

  it('computes the modified z-score, and none when the values do not vary', () => {
    expect(robustZ(10, [1, 2, 3, 4, 5])).toBeCloseTo((0.6745 * 7) / 1);
    expect(robustZ(10, [5, 5, 5])).toBeNull();
  });
});

describe('payrollFindings', () => {
  const payroll = (overrides: Partial<PayrollEvidence>): PayrollEvidence => ({
    employees: [],
    bankChanges: [],
    paychecks: [],
    runs: [],
    ...overrides,
  });
  const employee = (id: string, extra: object = {}) => ({
    id,
    name: id.toUpperCase(),
    link: '/payroll-ai',
    paymentMethod: 'direct_deposit' as const,
    hasSsn: true,
    sharesAccountWith: [],
    prenoted: true,
    ...extra,
  });
  const paycheck = (employeeId: string, payDate: string, net: number) => ({
    runId: `run-${payDate}`,
    payDate,
    status: 'completed',
    employeeId,
    employeeName: employeeId,
    net,
    link: '/payroll-ai',
  });

  it('raises two employees paid into one account, pay without an SSN and a net pay jump', () => {
    const findings = payrollFindings(
      payroll({
        employees: [
          employee('ana', { sharesAccountWith: ['ghost'] }),
          employee('ghost', { sharesAccountWith: ['ana'], hasSsn: false }),
          employee('bo'),
        ],
        paychecks: [
          ...['01-15', '01-31', '02-15', '02-28'].map((d) => paycheck('bo', `2026-${d}`, 200_000)),
          paycheck('bo', '2026-03-15', 520_000),
          paycheck('ghost', '2026-03-15', 150_000),
        ],
      }),
    );
    expect(findings.map((f) => f.rule).sort()).toEqual([
      'payroll.net-pay-jump',
      'payroll.no-ssn',
      'payroll.shared-account',
    ]);
  });

  it('raises an employee paid into a vendor’s bank account, naming both', () => {
    const findings = payrollFindings(
      payroll({
        employees: [
          employee('ana', { sharesAccountWithVendors: [{ id: 'v-acme', name: 'Acme Supplies' }] }),
          employee('bo'),
        ],
        paychecks: [paycheck('ana', '2026-03-15', 150_000), paycheck('ana', '2026-03-31', 150_000)],
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      type: 'unusual_pattern',
      rule: 'payroll.vendor-account',
      severity: 'high',
      amount: 300_000,
      description: 'ANA is paid into the bank account of vendor Acme Supplies',
      timestamp: '2026-03-31',
    });
    expect(findings[0]!.records.map((r) => r.id)).toEqual(['employee:ana', 'vendor:v-acme']);
    expect(findings[0]!.records[1]!.link).toBe('/bookkeeping?tab=vendors&vendor=v-acme');
  });

  it('raises nothing for an employee whose account no vendor has', () => {
    expect(
      payrollFindings(
        payroll({
          employees: [employee('ana', { sharesAccountWithVendors: [] }), employee('bo')],
          paychecks: [paycheck('ana', '2026-03-15', 150_000)],
        }),
      ).filter((f) => f.rule === 'payroll.vendor-account'),
    ).toEqual([]);
  });

  it('leaves steady pay with an SSN on file alone', () => {
    expect(
      payrollFindings(
        payroll({
          employees: [employee('bo')],
          paychecks: ['01-15', '01-31', '02-15', '02-28'].map((d) =>
            paycheck('bo', `2026-${d}`, 200_000),
          ),
        }),
      ),
    ).toEqual([]);
  });
});
