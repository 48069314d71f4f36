import { describe, expect, it } from 'vitest';
import type { AccessEvidence, PayrollEvidence } from '../evidence/evidence';
import { auditEvent } from '../samples/books';
import { detectAccountTakeover } from './accountTakeover';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const access = (events: AccessEvidence['events']): AccessEvidence => ({
  events,
  places: {},
  members: [],
  requiresTwoFactor: false,
});

describe('detectAccountTakeover', () => {
  it('raises two-factor sign-in turned off minutes after a sign-in from a new device and address', () => {
    const findings = detectAccountTakeover(
      access([
        auditEvent('2026-11-01T09:00:00.000Z', 'success'),
        auditEvent('2026-11-20T02:10:00.000Z', 'success', { ip: '198.51.100.77', agent: WINDOWS }),
        auditEvent('2026-11-20T02:14:00.000Z', 'two-factor disabled', { kind: 'account' }),
      ]),
      null,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      type: 'account_takeover',
      rule: 'takeover.account-change',
      severity: 'high',
    });
    expect(findings[0]!.riskFactors).toContain('Signed in from a new device (Chrome on Windows)');
    expect(findings[0]!.description).toBe(
      'ada@example.com turned off two-factor sign-in 4 minutes after a risky sign-in',
    );
  });

  it('says one minute, not one minutes', () => {
    const [finding] = detectAccountTakeover(
      access([
        auditEvent('2026-11-01T09:00:00.000Z', 'success'),
        auditEvent('2026-11-20T02:10:00.000Z', 'success', { agent: WINDOWS }),
        auditEvent('2026-11-20T02:10:30.000Z', 'updated name', { kind: 'company' }),
      ]),
      null,
    );
    expect(finding?.description).toBe(
      'ada@example.com changed the company profile (updated name) 1 minute after a risky sign-in',
    );
  });

  it('leaves the same change alone after a sign-in from the usual device and address', () => {
    expect(
      detectAccountTakeover(
        access([
          auditEvent('2026-11-01T09:00:00.000Z', 'success'),
          auditEvent('2026-11-20T09:00:00.000Z', 'success'),
          auditEvent('2026-11-20T09:05:00.000Z', 'two-factor disabled', { kind: 'account' }),
        ]),
        null,
      ),
    ).toEqual([]);
  });

  it('raises a payroll bank change right after failed sign-ins', () => {
    const failures = [1, 2, 3].map((m) =>
      auditEvent(`2026-11-20T02:0${m}:00.000Z`, 'wrong-password', { ip: '198.51.100.77' }),
    );
    const findings = detectAccountTakeover(
      access([
        auditEvent('2026-11-01T09:00:00.000Z', 'success'),
        ...failures,
        auditEvent('2026-11-20T02:05:00.000Z', 'success', { ip: '198.51.100.77' }),
      ]),
      {
        employees: [],
        paychecks: [],
        runs: [],
        bankChanges: [
          {
            id: 'bc-1',
            at: '2026-11-20T02:30:00.000Z',
            userId: 'u-ada',
            by: 'Ada Owner',
            subject: 'employee',
            employeeId: 'emp-1',
            label: 'Ben Ortiz',
            link: '/payroll-ai',
            replaced: true,
            accountLast4: '4321',
          },
        ],
      },
    );
    expect(findings.map((f) => f.rule)).toEqual(['takeover.bank-change']);
    expect(findings[0]!.riskFactors).toContain('3 failed sign-ins in the hour before');
  });
});

describe('a direct-deposit account replaced just before a payday', () => {
  const payroll = (changeAt: string, replaced = true, prenoted = false): PayrollEvidence => ({
    employees: [
      {
        id: 'emp-1',
        name: 'Ben Ortiz',
        link: '/payroll-ai?employee=emp-1',
        paymentMethod: 'direct_deposit',
        hasSsn: true,
        sharesAccountWith: [],
        prenoted,
      },
    ],
    runs: [],
    paychecks: ['2026-11-13', '2026-11-27'].map((payDate) => ({
      runId: `run-${payDate}`,
      payDate,
      status: 'completed',
      employeeId: 'emp-1',
      employeeName: 'Ben Ortiz',
      net: 245_000,
      link: '',
    })),
    bankChanges: [
      {
        id: 'bc-1',
        at: changeAt,
        userId: 'u-kit',
        by: 'Kit Clerk <kit@example.com>',
        subject: 'employee',
        employeeId: 'emp-1',
        label: 'Ben Ortiz',
        link: '/payroll-ai?employee=emp-1',
        replaced,
        accountLast4: '4321',
      },
    ],
  });

  it('raises the change and the paycheck it diverted, with no risky sign-in needed', () => {
    const findings = detectAccountTakeover(access([]), payroll('2026-11-25T16:00:00.000Z'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'takeover.change-before-payday',
      severity: 'medium',
      confidence: 65,
      amount: 245_000,
      description:
        'The direct-deposit account of Ben Ortiz was replaced by Kit Clerk <kit@example.com> 2 days before the payday of 2026-11-27',
    });
    expect(findings[0]!.records.map((r) => r.id)).toEqual([
      'bank-change:bc-1',
      'paycheck:run-2026-11-27/emp-1',
    ]);
    expect(findings[0]!.riskFactors).toContain(
      'The paycheck of 2026-11-27 paid $2,450.00 into the new account (ending 4321)',
    );
    expect(findings[0]!.riskFactors).toContain(
      'No prenote confirmed the new account before it was paid',
    );
  });

  it('leaves a change a week before the payday, and an employee’s first account, alone', () => {
    expect(detectAccountTakeover(access([]), payroll('2026-11-20T16:00:00.000Z'))).toEqual([]);
    expect(detectAccountTakeover(access([]), payroll('2026-11-25T16:00:00.000Z', false))).toEqual(
      [],
    );
  });

  it('is less sure when the new account was prenoted', () => {
    const [finding] = detectAccountTakeover(
      access([]),
      payroll('2026-11-26T09:00:00.000Z', true, true),
    );
    expect(finding?.confidence).toBe(55);
    expect(finding?.description).toMatch(/1 day before the payday of 2026-11-27$/);
  });
});
