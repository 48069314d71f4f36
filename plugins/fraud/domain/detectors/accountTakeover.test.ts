import { describe, expect, it } from 'vitest';
import type { AccessEvidence } from '../evidence/evidence';
import { auditEvent } from '../samples/books';
import { detectAccountTakeover } from './accountTakeover';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const access = (events: AccessEvidence['events']): AccessEvidence => ({
  events,
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
          },
        ],
      },
    );
    expect(findings.map((f) => f.rule)).toEqual(['takeover.bank-change']);
    expect(findings[0]!.riskFactors).toContain('3 failed sign-ins in the hour before');
  });
});
