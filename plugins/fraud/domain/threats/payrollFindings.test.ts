import { describe, expect, it } from 'vitest';
import { detectAccountTakeover } from '../detectors/accountTakeover';
import { payrollFindings } from '../detectors/unusualPatterns';
import type { PayrollEvidence } from '../evidence/evidence';
import { auditEvent } from '../samples/books';
import { partFindings } from './payrollFindings';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const payroll: PayrollEvidence = {
  employees: [
    {
      id: 'emp-cy',
      name: 'Cy Hart',
      link: '/payroll-ai?employee=emp-cy',
      paymentMethod: 'direct_deposit',
      hasSsn: false,
      sharesAccountWith: [],
      prenoted: false,
    },
  ],
  bankChanges: [
    {
      id: 'chg-1',
      at: '2026-11-20T02:20:00.000Z',
      userId: 'u-ada',
      by: 'Ada',
      subject: 'employee',
      employeeId: 'emp-cy',
      label: 'Cy Hart',
      link: '/payroll-ai?employee=emp-cy',
      replaced: true,
      accountLast4: '4321',
    },
  ],
  paychecks: [
    {
      runId: 'run-1',
      payDate: '2026-11-21',
      status: 'completed',
      employeeId: 'emp-cy',
      employeeName: 'Cy Hart',
      net: 150_000,
      link: '/payroll-ai?run=run-1',
    },
  ],
  runs: [],
};

describe('partFindings', () => {
  it('keeps every finding that names an employee, a paycheck or a bank change apart from the company’s', () => {
    const events = [
      auditEvent('2026-11-01T09:00:00.000Z', 'success'),
      auditEvent('2026-11-20T02:10:00.000Z', 'success', { ip: '198.51.100.77', agent: WINDOWS }),
      auditEvent('2026-11-20T02:14:00.000Z', 'two-factor disabled', { kind: 'account' }),
    ];
    const findings = [
      ...payrollFindings(payroll),
      ...detectAccountTakeover(
        { events, places: {}, members: [], requiresTwoFactor: false },
        payroll,
      ),
    ];
    const { company, payroll: kept } = partFindings(findings);
    expect(kept.map((f) => f.rule).sort()).toEqual(['payroll.no-ssn', 'takeover.bank-change']);
    // What stays in the company document names no employee and no account.
    expect(company.map((f) => f.rule)).toEqual(['takeover.account-change']);
    expect(JSON.stringify(company)).not.toMatch(/Cy Hart|emp-cy|4321/);
  });
});
