import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoOf } from '../../dates';
import { compliantCompany } from '../compliantCompany.testSupport';
import type { ComplianceInput } from '../input';
import { checkLockDate, lockDueThrough } from './lockDate';

/** The compliant company on `today` with the lock date `lockDate`. */
function company(today: string, lockDate: string | null): ComplianceInput {
  const input = { ...compliantCompany(), today };
  input.books.close.lockDate = lockDate;
  return input;
}

describe('lockDueThrough', () => {
  it('is the month end 45 days ago on the 45th day after it, and the one before a day earlier', () => {
    expect(lockDueThrough('2026-12-15')).toBe('2026-10-31');
    expect(lockDueThrough('2026-12-14')).toBe('2026-09-30');
  });

  it('is always a month end at least 45 days back, with the next month end less than 45 days back', () => {
    const day = fc
      .tuple(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 0, max: 365 }))
      .map(([year, offset]) => addDays(isoOf(year, 1, 1), offset));
    fc.assert(
      fc.property(day, (today) => {
        const due = lockDueThrough(today);
        expect(addDays(due, 1).slice(8)).toBe('01');
        expect(addDays(due, 45) <= today).toBe(true);
        const next = isoOf(Number(due.slice(0, 4)), Number(due.slice(5, 7)) + 2, 0);
        expect(addDays(next, 45) > today).toBe(true);
      }),
    );
  });
});

describe('checkLockDate', () => {
  it('passes when the lock date reaches the month end 45 days back', () => {
    expect(checkLockDate(company('2026-11-20', '2026-09-30')).status).toBe('passed');
  });

  it('fails when the lock date trails it, naming the lock date and the date to set', () => {
    const result = checkLockDate(company('2026-11-20', '2026-08-31'));
    expect(result.status).toBe('failed');
    const finding = result.findings[0]!;
    expect(finding.title).toBe('The books are locked only through Aug 31, 2026');
    expect(finding.description).toMatch(/30 days behind Sep 30, 2026/);
    expect(finding.description).toMatch(/Set the lock date to Sep 30, 2026 or later/);
    expect(finding.fix.path).toBe('/bookkeeping?tab=accounts');
    expect(finding.dueDate).toBe('2026-11-14');
  });

  it('fails when no lock date is set', () => {
    const result = checkLockDate(company('2026-11-20', null));
    expect(result.findings[0]?.title).toBe('No period of the books is locked');
  });

  it('does not apply to books with no entry in a month due to be locked', () => {
    const input = company('2026-11-20', null);
    input.books.firstEntryDate = '2026-10-01';
    expect(checkLockDate(input).status).toBe('not_applicable');
    input.books.firstEntryDate = null;
    expect(checkLockDate(input).status).toBe('not_applicable');
  });
});
