import { describe, expect, it } from 'vitest';
import { compliantCompany } from '../compliantCompany.testSupport';
import type { ComplianceInput } from '../input';
import { personOf, samePerson } from './authors';
import { checkPayrollDuties } from './payrollDuties';
import { checkReconcileDuties } from './reconcileDuties';
import { checkVendorDuties } from './vendorDuties';

const carl = 'Carl CPA <carl@example.com>';
const olga = 'Olga Owner <olga@example.com>';

/** The compliant company with only its owner able to write. */
function soleWriter(input: ComplianceInput): ComplianceInput {
  input.access.members = input.access.members.filter((m) => m.role !== 'cpa');
  return input;
}

describe('who an author is', () => {
  it('is the e-mail address, whatever the name and case', () => {
    expect(personOf('Carl CPA <Carl@Example.com>')).toBe('carl@example.com');
    expect(samePerson(carl, 'Carl Jr. <CARL@example.com>')).toBe(true);
    expect(samePerson(carl, olga)).toBe(false);
    expect(samePerson('', '')).toBe(false);
  });
});

describe('checkVendorDuties', () => {
  it('finds each vendor paid by its creator, with the payments and the vendor to open', () => {
    const input = compliantCompany();
    input.books.activity.bankLines[0]!.createdBy = carl;
    input.books.activity.bankLines.push({
      ...input.books.activity.bankLines[0]!,
      id: 'pay-acme-2',
      entryId: 'pay-acme-2',
      amount: -5_000,
    });
    const result = checkVendorDuties(input);
    expect(result.status).toBe('failed');
    expect(result.findings).toHaveLength(1);
    const finding = result.findings[0]!;
    expect(finding.key).toBe('sox.vendor-duties:v-acme');
    expect(finding.description).toMatch(/entered 2 payments to it \(\$500\.00\)/);
    expect(finding.records.map((r) => r.path)).toEqual([
      '/bookkeeping?tab=vendors&vendor=v-acme',
      '/bookkeeping?tab=transactions&transaction=pay-acme',
      '/bookkeeping?tab=transactions&transaction=pay-acme-2',
    ]);
  });

  it('leaves out money coming in and payments another plugin posted', () => {
    const input = compliantCompany();
    const line = input.books.activity.bankLines[0]!;
    line.createdBy = carl;
    line.amount = 45_000;
    expect(checkVendorDuties(input).status).toBe('passed');
    line.amount = -45_000;
    line.source = 'ledger';
    expect(checkVendorDuties(input).status).toBe('passed');
  });

  it('does not apply with one person keeping the books, or before any vendor has a recorded creator', () => {
    const sole = soleWriter(compliantCompany());
    sole.books.activity.bankLines[0]!.createdBy = carl;
    expect(checkVendorDuties(sole).status).toBe('not_applicable');
    const unknown = compliantCompany();
    unknown.books.activity.vendors[0]!.createdBy = null;
    expect(checkVendorDuties(unknown).status).toBe('not_applicable');
  });
});

describe('checkReconcileDuties', () => {
  it('finds an account reconciled over lines its reconciler keyed in, one finding per account', () => {
    const input = compliantCompany();
    input.books.activity.bankLines[1]!.createdBy = olga;
    input.books.activity.reconciliations.push({
      id: 'rec-sep',
      bankAccountId: 'checking',
      statementDate: '2026-09-30',
      completedBy: carl,
    });
    input.books.activity.bankLines.push({
      ...input.books.activity.bankLines[1]!,
      id: 'fee-sep',
      createdBy: carl,
      reconciliationId: 'rec-sep',
    });
    const result = checkReconcileDuties(input);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.title).toBe(
      `${olga} and ${carl} reconciled 1000 Business Checking over lines they entered`,
    );
    expect(result.findings[0]!.records.map((r) => r.label)).toEqual([
      `Statement of Oct 31, 2026, reconciled by ${olga}: 1 own line`,
      `Statement of Sep 30, 2026, reconciled by ${carl}: 1 own line`,
    ]);
  });

  it('leaves out lines imported from the bank', () => {
    const input = compliantCompany();
    input.books.activity.bankLines[0]!.reconciliationId = 'rec-oct';
    expect(input.books.activity.bankLines[0]!.createdBy).toBe(olga);
    expect(checkReconcileDuties(input).status).toBe('passed');
  });

  it('does not apply with one person keeping the books, or with no reconciliation', () => {
    const sole = soleWriter(compliantCompany());
    sole.books.activity.bankLines[1]!.createdBy = olga;
    expect(checkReconcileDuties(sole).status).toBe('not_applicable');
    const none = compliantCompany();
    none.books.activity.reconciliations = [];
    expect(checkReconcileDuties(none).status).toBe('not_applicable');
  });
});

describe('checkPayrollDuties', () => {
  it('finds each person who approved runs they prepared, naming the runs', () => {
    const input = compliantCompany();
    input.payroll!.runAuthors = [
      { id: 'r1', payDate: '2026-10-15', preparedBy: carl, approvedBy: 'Carl <carl@EXAMPLE.com>' },
      { id: 'r2', payDate: '2026-10-29', preparedBy: carl, approvedBy: 'Carl <carl@EXAMPLE.com>' },
      { id: 'r3', payDate: '2026-11-12', preparedBy: carl, approvedBy: olga },
      { id: 'r4', payDate: '2026-11-26', preparedBy: olga, approvedBy: null },
    ];
    const result = checkPayrollDuties(input);
    expect(result.findings.map((f) => f.title)).toEqual([
      'Carl <carl@EXAMPLE.com> approved 2 payroll runs they prepared',
    ]);
    expect(result.findings[0]!.description).toMatch(/payroll of Oct 15, 2026, Oct 29, 2026/);
  });

  it('does not apply without payroll, with one person, or before any run is approved', () => {
    expect(checkPayrollDuties({ ...compliantCompany(), payroll: null }).status).toBe(
      'not_applicable',
    );
    expect(checkPayrollDuties(soleWriter(compliantCompany())).status).toBe('not_applicable');
    const open = compliantCompany();
    open.payroll!.runAuthors[0]!.approvedBy = null;
    expect(checkPayrollDuties(open).status).toBe('not_applicable');
  });
});
