import { describe, expect, it } from 'vitest';
import type { AccessEvidence } from '../evidence/evidence';
import { auditEvent } from '../samples/books';
import { scanAccess } from './scanAccess';
import { scanCompany } from './scanCompany';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

// A usual sign-in from the United Kingdom, one from Japan an hour later on a new browser, and
// two-factor sign-in turned off minutes after it.
const access: AccessEvidence = {
  events: [
    auditEvent('2026-11-20T01:00:00.000Z', 'success', { ip: '81.2.69.142' }),
    auditEvent('2026-11-20T02:00:00.000Z', 'success', { ip: '133.242.0.1', agent: WINDOWS }),
    auditEvent('2026-11-20T02:05:00.000Z', 'two-factor disabled', { kind: 'account' }),
  ],
  places: {
    '81.2.69.142': { country: 'GB', name: 'United Kingdom', latitude: 54, longitude: -2 },
    '133.242.0.1': { country: 'JP', name: 'Japan', latitude: 36, longitude: 138 },
  },
  members: [],
  requiresTwoFactor: false,
};

describe('scanAccess', () => {
  it('runs the rules over the audit log alone: impossible travel and changes after a risky sign-in', () => {
    expect(scanAccess(access).map((f) => f.rule)).toEqual([
      'takeover.account-change',
      'takeover.impossible-travel',
    ]);
  });

  it('finds what a whole scan finds in the same sign-ins when there are no books and no payroll', async () => {
    const whole = await scanCompany({
      now: '2026-11-20T03:00:00.000Z',
      books: { lines: [], lockDate: '', reconciliations: [] },
      payroll: null,
      access,
      settings: { approvalLimit: null },
    });
    expect(scanAccess(access)).toEqual(whole.findings);
  });
});
