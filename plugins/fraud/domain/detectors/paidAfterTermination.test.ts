import { describe, expect, it } from 'vitest';
import type { EmployeeFact, PaycheckFact, PayrollEvidence } from '../evidence/evidence';
import { paidAfterTerminationFindings } from './paidAfterTermination';
import { detectUnusualPatterns } from './unusualPatterns';

const employee = (id: string, name: string, terminationDate?: string): EmployeeFact => ({
  id,
  name,
  link: `/payroll-ai?employee=${id}`,
  paymentMethod: 'direct_deposit',
  hasSsn: true,
  sharesAccountWith: [],
  prenoted: true,
  ...(terminationDate ? { terminationDate } : {}),
});

/** Biweekly paychecks of 2,100.00 each, the period starting 13 days before the pay date. */
const paychecks = (employeeId: string, payDates: string[], status = 'completed'): PaycheckFact[] =>
  payDates.map((payDate) => {
    const start = new Date(`${payDate}T00:00:00.000Z`);
    start.setUTCDate(start.getUTCDate() - 13);
    return {
      runId: `run-${payDate}`,
      payDate,
      periodStart: start.toISOString().slice(0, 10),
      status,
      employeeId,
      employeeName: employeeId,
      net: 210_000,
      link: `/payroll-ai?run=run-${payDate}`,
    };
  });

const payroll = (employees: EmployeeFact[], checks: PaycheckFact[]): PayrollEvidence => ({
  employees,
  paychecks: checks,
  runs: [],
  bankChanges: [],
});

const PAYDAYS = ['2026-10-02', '2026-10-16', '2026-10-30', '2026-11-13', '2026-11-27'];

describe('paid after termination', () => {
  it('raises the paychecks of periods that began after the last day, with their total', () => {
    const findings = paidAfterTerminationFindings(
      payroll([employee('emp-lee', 'Lee Park', '2026-10-20')], paychecks('emp-lee', PAYDAYS)),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      type: 'unusual_pattern',
      rule: 'payroll.paid-after-termination',
      severity: 'high',
      amount: 420_000,
      description: 'Lee Park was paid 2 times after their termination on 2026-10-20',
      timestamp: '2026-11-27',
    });
    expect(findings[0]!.records.map((r) => r.id)).toEqual([
      'employee:emp-lee',
      'paycheck:run-2026-11-13/emp-lee',
      'paycheck:run-2026-11-27/emp-lee',
    ]);
    expect(findings[0]!.riskFactors[0]).toBe(
      'The paycheck of 2026-11-13 ($2,100.00) pays a period that began on 2026-10-31, after the last day (2026-10-20)',
    );
  });

  it('is found among the unusual patterns of a scan', () => {
    const { findings } = detectUnusualPatterns(
      { lines: [], lockDate: '', reconciliations: [] },
      payroll([employee('emp-lee', 'Lee Park', '2026-10-20')], paychecks('emp-lee', PAYDAYS)),
    );
    expect(findings.map((f) => f.rule)).toContain('payroll.paid-after-termination');
  });

  it('leaves alone the final paycheck of the period holding the last day, void paychecks and employees still employed', () => {
    expect(
      paidAfterTerminationFindings(
        payroll(
          [employee('emp-lee', 'Lee Park', '2026-10-20'), employee('emp-ana', 'Ana Hart')],
          [
            ...paychecks('emp-lee', PAYDAYS.slice(0, 3)),
            ...paychecks('emp-lee', PAYDAYS.slice(3), 'void'),
            ...paychecks('emp-ana', PAYDAYS),
          ],
        ),
      ),
    ).toEqual([]);
  });

  it('reads the pay date when the period is not known', () => {
    const [check] = paychecks('emp-lee', ['2026-10-30']);
    const { periodStart: _unknown, ...undated } = check!;
    expect(
      paidAfterTerminationFindings(
        payroll([employee('emp-lee', 'Lee Park', '2026-10-20')], [undated]),
      ).map((f) => f.description),
    ).toEqual(['Lee Park was paid once after their termination on 2026-10-20']);
  });
});
