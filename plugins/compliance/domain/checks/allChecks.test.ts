import { describe, expect, it } from 'vitest';
import { areaIds, type AreaId } from '../areas';
import { areaScore } from '../score';
import { runChecks } from './allChecks';
import { compliantCompany, entry } from './compliantCompany.testSupport';
import type { ComplianceInput } from './input';

/** Scores of the four areas. */
function scores(input: ComplianceInput): Record<AreaId, number | null> {
  const results = runChecks(input);
  return Object.fromEntries(
    areaIds.map((area) => [area, areaScore(results, area).score]),
  ) as Record<AreaId, number | null>;
}

describe('a company with every control in place', () => {
  it('passes every check that applies and scores 98 or more in each area', () => {
    const results = runChecks(compliantCompany());
    expect(results.filter((r) => r.status === 'failed')).toEqual([]);
    for (const area of areaIds) expect(areaScore(results, area).score).toBeGreaterThanOrEqual(98);
  });

  it('has every check but the CCPA (revenue under the threshold) apply', () => {
    const skipped = runChecks(compliantCompany()).filter((r) => r.status === 'not_applicable');
    expect(skipped.map((r) => r.checkId)).toEqual(['privacy.ccpa']);
  });
});

/** One seeded gap per check: what it changes, the check that must fail and the finding it names. */
const gaps: { check: string; area: AreaId; finding: RegExp; seed(input: ComplianceInput): void }[] =
  [
    {
      check: 'sox.two-factor',
      area: 'sox',
      finding: /1 member can change the books without two-factor sign-in/,
      seed: (input) => void (input.access.members[1]!.twoFactor = false),
    },
    {
      check: 'sox.inactive-members',
      area: 'sox',
      finding: /1 member inactive for 90 days still has access/,
      seed: (input) => void (input.access.lastSignIn['u-cpa'] = '2026-06-01T08:00:00Z'),
    },
    {
      check: 'sox.audit-chain',
      area: 'sox',
      finding: /The audit log has been changed/,
      seed: (input) =>
        void (input.access.auditChain = {
          records: 1_204,
          status: 'broken',
          brokenAt: { at: '2026-11-02T08:00:00Z', kind: 'sign-in' },
        }),
    },
    {
      check: 'sox.lock-date',
      area: 'sox',
      finding: /No period of the books is locked/,
      seed: (input) => void (input.books.close.lockDate = null),
    },
    {
      check: 'gaap.bank-reconciled',
      area: 'gaap',
      finding: /1000 Business Checking is not reconciled through Oct 31, 2026/,
      seed: (input) =>
        void (input.books.close.bankAccounts[0] = {
          ...input.books.close.bankAccounts[0]!,
          reconciledThrough: '2026-09-30',
          oldestUnreconciledDate: '2026-10-02',
        }),
    },
    {
      check: 'sox.vendor-duties',
      area: 'sox',
      finding: /Carl CPA <carl@example.com> created Acme Supplies and paid it/,
      seed: (input) =>
        void (input.books.activity.bankLines[0]!.createdBy = 'Carl <CARL@example.com>'),
    },
    {
      check: 'sox.reconcile-duties',
      area: 'sox',
      finding:
        /Olga Owner <olga@example.com> reconciled 1000 Business Checking over lines they entered/,
      seed: (input) =>
        void (input.books.activity.bankLines[1]!.createdBy = 'Olga Owner <olga@example.com>'),
    },
    {
      check: 'sox.payroll-duties',
      area: 'sox',
      finding: /Carl CPA <carl@example.com> approved 1 payroll run they prepared/,
      seed: (input) =>
        void (input.payroll!.runAuthors[0]!.approvedBy = 'Carl CPA <carl@example.com>'),
    },
    {
      check: 'gaap.books-balance',
      area: 'gaap',
      finding: /The books do not balance/,
      seed: (input) => void (input.books.trialBalance.totalCredits = 1_999_000),
    },
    {
      check: 'gaap.uncategorized',
      area: 'gaap',
      finding: /1 bank line uncategorized for over 30 days/,
      seed: (input) =>
        void input.books.entries.push(
          entry('uncat-old', '2026-09-01', 'uncategorized-expense', 'checking', 4_500),
        ),
    },
    {
      check: 'gaap.negative-assets',
      area: 'gaap',
      finding: /1100 Accounts Receivable has a negative balance/,
      seed: (input) => void (input.books.balances.receivable = -500),
    },
    {
      check: 'gaap.depreciation',
      area: 'gaap',
      finding: /Equipment: \$3,000\.00 bought with no depreciation recorded/,
      seed: (input) =>
        void (input.books.entries = input.books.entries.filter((e) => e.id !== 'dep-2025')),
    },
    {
      check: 'gaap.aged-receivables',
      area: 'gaap',
      finding: /\$4,000\.00 of receivables open more than 90 days/,
      seed: (input) =>
        void input.books.entries.push(
          entry('sale-old', '2026-07-01', 'receivable', 'sales', 900_000),
        ),
    },
    {
      check: 'gaap.aged-payables',
      area: 'gaap',
      finding: /\$250\.00 of payables open more than 90 days/,
      seed: (input) =>
        void input.books.entries.push(entry('bill-old', '2026-07-01', 'wages', 'payable', 25_000)),
    },
    {
      check: 'tax.deposits',
      area: 'tax',
      finding: /Payroll tax deposit due Nov 16, 2026 was not recorded on time/,
      seed: (input) =>
        void (input.books.entries = input.books.entries.filter((e) => e.id !== 'deposit-oct')),
    },
    {
      check: 'tax.returns',
      area: 'tax',
      finding: /Form 941 for Q3 2026 is overdue/,
      seed: (input) => void (input.records.filings = []),
    },
    {
      check: 'tax.tables',
      area: 'tax',
      finding: /Keel has no 2026 payroll tax tables/,
      seed: (input) => void (input.payroll!.supportedTaxYears = [2025]),
    },
    {
      check: 'tax.sales-tax',
      area: 'tax',
      finding: /Sales tax of Q3 2026 not remitted by Oct 31, 2026/,
      seed: (input) =>
        void (input.books.entries = input.books.entries.filter((e) => e.id !== 'st-paid')),
    },
    {
      check: 'tax.vendor-tax-ids',
      area: 'tax',
      finding: /Acme Supplies: 1099 vendor paid over the threshold with no W-9 on file/,
      seed: (input) => void (input.books.vendorPayments[1]!.vendors[0]!.taxIdOnFile = false),
    },
    {
      check: 'tax.estimated-tax',
      area: 'tax',
      finding: /Estimated income tax 2026, instalment 3 of 4 was not paid by Sep 15, 2026/,
      seed: (input) =>
        void (input.estimatedTax!.instalments[2] = {
          ...input.estimatedTax!.instalments[2]!,
          paidCents: 100_000,
          amountCents: 150_000,
        }),
    },
    {
      check: 'privacy.sealed',
      area: 'privacy',
      finding: /Ivy Hart's SSN is stored unsealed/,
      seed: (input) =>
        void input.payroll!.sealing!.unsealed.push({
          employeeId: 'emp-ivy',
          name: 'Ivy Hart',
          field: 'ssn',
          kind: 'ssn',
        }),
    },
    {
      check: 'privacy.payroll-access',
      area: 'privacy',
      finding: /Payroll access not reviewed in the last 90 days/,
      seed: (input) => void (input.records.reviews = []),
    },
    {
      check: 'privacy.sign-in-retention',
      area: 'privacy',
      finding: /Sign-in records of the last two years are missing/,
      seed: (input) => void (input.access.oldestSignIn = '2025-06-01T00:00:00Z'),
    },
    {
      check: 'privacy.security-plan',
      area: 'privacy',
      finding: /No written security plan on file/,
      seed: (input) => void (input.records.documents = []),
    },
    {
      check: 'privacy.ccpa',
      area: 'privacy',
      finding: /No CCPA privacy notice on file/,
      seed: (input) => void (input.books.revenuePreviousYear = 3_000_000_000),
    },
  ];

describe('a seeded gap per check', () => {
  it('covers every check', () => {
    expect(gaps.map((g) => g.check).sort()).toEqual(
      runChecks(compliantCompany())
        .map((r) => r.checkId)
        .sort(),
    );
  });

  it.each(gaps)('$check: fails with its finding and lowers $area alone', (gap) => {
    const before = scores(compliantCompany());
    const input = compliantCompany();
    gap.seed(input);
    const results = runChecks(input);
    const failed = results.filter((r) => r.status === 'failed');
    expect(failed.map((r) => r.checkId)).toEqual([gap.check]);
    const finding = failed[0]!.findings[0]!;
    expect(finding.title).toMatch(gap.finding);
    expect(finding.fix.path).toMatch(/^\//);
    expect(finding.description.length).toBeGreaterThan(40);
    const after = scores(input);
    expect(after[gap.area]).toBeLessThan(98);
    for (const area of areaIds) if (area !== gap.area) expect(after[area]).toBe(before[area]);
  });
});

describe('a tax year Keel has no tables for', () => {
  it('raises a requirement_change notice for 2027 within 60 days of the new year, high within 30', () => {
    const notices = runChecks(compliantCompany()).flatMap((r) => r.notices);
    expect(notices).toEqual([
      expect.objectContaining({
        key: 'tax.tables:2027',
        severity: 'medium',
        dueDate: '2027-01-01',
      }),
    ]);
    const december = { ...compliantCompany(), today: '2026-12-05' };
    expect(runChecks(december).flatMap((r) => r.notices)[0]?.severity).toBe('high');
  });

  it('raises nothing while the new year is more than 60 days away', () => {
    expect(
      runChecks({ ...compliantCompany(), today: '2026-10-15' }).flatMap((r) => r.notices),
    ).toEqual([]);
  });
});
