import type { PayrollControls } from '@keel/plugin-payroll/domain/public';
import type { PayrollEvidence } from '../../domain/evidence/evidence';
import { compareText } from '../../domain/detectors/payments';

const employeeLink = (employeeId: string) =>
  `/payroll-ai?employee=${encodeURIComponent(employeeId)}`;
const runLink = (runId: string) => `/payroll-ai?run=${encodeURIComponent(runId)}`;

/**
 * Payroll as the checks read it, from payroll.facts' controls: the employees (never a number) with
 * the vendors paid into their account (named from `vendorNames`, the ledger's), each paycheck's
 * net pay, who prepared and approved each run, and each change to an employee's direct-deposit
 * account or to the company's own payroll account.
 */
export function payrollEvidence(
  controls: PayrollControls,
  vendorNames: ReadonlyMap<string, string> = new Map(),
): PayrollEvidence {
  return {
    employees: controls.employees.map((e) => ({
      id: e.id,
      name: e.name,
      link: employeeLink(e.id),
      paymentMethod: e.paymentMethod,
      hasSsn: e.hasSsn,
      sharesAccountWith: e.sharesAccountWith,
      sharesAccountWithVendors: e.sharesAccountWithVendors.map((id) => ({
        id,
        name: vendorNames.get(id) ?? id,
      })),
      prenoted: e.prenoted,
      ...(e.terminationDate ? { terminationDate: e.terminationDate } : {}),
    })),
    bankChanges: [
      ...controls.bankChanges.map((c) => ({
        id: c.id,
        at: c.at,
        userId: c.userId,
        by: c.by,
        subject: 'employee' as const,
        employeeId: c.employeeId,
        label: c.employeeName,
        link: employeeLink(c.employeeId),
        replaced: c.replaced,
        accountLast4: c.accountLast4,
      })),
      ...controls.companyBankChanges.map((c) => ({
        id: c.id,
        at: c.at,
        userId: c.userId,
        by: c.by,
        subject: 'company' as const,
        employeeId: null,
        label: 'the company payroll account',
        link: '/payroll-ai',
        replaced: c.previousLast4 !== '',
        accountLast4: c.accountLast4,
      })),
    ].sort((a, b) => compareText(a.at, b.at) || compareText(a.id, b.id)),
    paychecks: controls.paychecks.map((p) => ({
      runId: p.runId,
      payDate: p.payDate,
      periodStart: p.periodStart,
      status: p.status,
      employeeId: p.employeeId,
      employeeName: p.employeeName,
      net: p.netCents,
      link: runLink(p.runId),
    })),
    runs: controls.runs.map((r) => ({
      id: r.id,
      payDate: r.payDate,
      status: r.status,
      createdBy: r.preparedBy,
      approvedBy: r.approvedBy,
    })),
  };
}
