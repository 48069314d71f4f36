import { describe, expect, it } from 'vitest';
import type { PayrollControls } from '@keel/plugin-payroll/domain/public';
import { detectAccountTakeover } from '../../domain/detectors/accountTakeover';
import { auditEvent } from '../../domain/samples/books';
import { payrollEvidence } from './payrollEvidence';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const controls = (changeAt: string): PayrollControls => ({
  runs: [],
  paychecks: [],
  employees: [],
  bankChanges: [],
  companyBankChanges: [
    {
      id: 'cbc-first',
      at: '2026-01-05T10:00:00.000Z',
      by: 'Ada Owner <ada@example.com>',
      userId: 'u-ada',
      previousLast4: '',
      accountLast4: '6789',
    },
    {
      id: 'cbc-moved',
      at: changeAt,
      by: 'Ada Owner <ada@example.com>',
      userId: 'u-ada',
      previousLast4: '6789',
      accountLast4: '4433',
    },
  ],
});

const signIns = [
  auditEvent('2026-11-01T09:00:00.000Z', 'success'),
  auditEvent('2026-11-20T02:10:00.000Z', 'success', { ip: '198.51.100.77', agent: WINDOWS }),
];

describe('the company payroll account in the payroll evidence', () => {
  it('is a change of the company account, replaced once it had one', () => {
    const { bankChanges } = payrollEvidence(controls('2026-11-20T02:25:00.000Z'));
    expect(bankChanges.map((c) => [c.id, c.subject, c.employeeId, c.replaced, c.label])).toEqual([
      ['cbc-first', 'company', null, false, 'the company payroll account'],
      ['cbc-moved', 'company', null, true, 'the company payroll account'],
    ]);
  });

  it('raises its change minutes after a sign-in from a new device and address', () => {
    const findings = detectAccountTakeover(
      { events: signIns, members: [], requiresTwoFactor: false },
      payrollEvidence(controls('2026-11-20T02:25:00.000Z')),
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['takeover.bank-change', 'high']]);
    expect(findings[0]!.description).toBe(
      'The bank details of the company payroll account were changed by Ada Owner <ada@example.com> 15 minutes after a risky sign-in',
    );
    expect(findings[0]!.records.map((r) => r.id)).toEqual([
      'bank-change:cbc-moved',
      'sign-in:u-ada@2026-11-20T02:10:00.000Z',
    ]);
  });

  it('leaves a change from the usual device alone, and one made a day after the risky sign-in', () => {
    for (const [events, changeAt] of [
      [[signIns[0]!], '2026-11-20T02:25:00.000Z'],
      [signIns, '2026-11-21T09:00:00.000Z'],
    ] as const)
      expect(
        detectAccountTakeover(
          { events: [...events], members: [], requiresTwoFactor: false },
          payrollEvidence(controls(changeAt)),
        ),
      ).toEqual([]);
  });
});
