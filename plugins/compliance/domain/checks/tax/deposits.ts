import { addDays, formatDate } from '../../dates';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Finding,
} from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { accountsWithRole, paymentsOf, totalThrough } from '../ledgerLines';

export const depositsCheck: CheckDefinition = {
  id: 'tax.deposits',
  area: 'tax',
  requirement: 'Federal payroll tax deposits are recorded by their due dates',
  level: 'critical',
};

/**
 * The accuracy rule of the deposit rules (shared/tax/us-payroll-2026.md section 3.1): no penalty
 * for a shortfall of no more than the greater of $100 or 2% of the deposit.
 */
export function depositTolerance(amountCents: number): number {
  return Math.max(10_000, Math.round(amountCents * 0.02));
}

/** The deposit's key: its due date and quarter (a period spanning two quarters makes two deposits). */
export function depositKey(deposit: {
  dueDate: string;
  period: { year: number; quarter: number };
}): string {
  return `${depositsCheck.id}:${deposit.dueDate}:${deposit.period.year}Q${deposit.period.quarter}`;
}

/**
 * Each federal deposit the payroll facts say was due in the last 12 months against the payments
 * the books record out of Payroll Liabilities (debits to it in entries paying from a bank account):
 * by each due date, the payments since the books began must cover every deposit due by then, less
 * the accuracy rule's tolerance. Keel keeps no separate record of tax payments, and payments of
 * state payroll taxes come out of the same account, so a late federal deposit hidden behind an
 * early state payment is not seen.
 */
export function checkDeposits({ payroll, books, today }: ComplianceInput): CheckResult {
  if (!payroll) return notApplicable(depositsCheck, 'Payroll is not installed or not readable.');
  const due = payroll.deposits
    .filter((d) => d.dueDate < today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const since = addDays(today, -365);
  const judged = due.filter((d) => d.dueDate >= since);
  if (judged.length === 0)
    return notApplicable(
      depositsCheck,
      'No federal payroll tax deposit came due in the last 12 months.',
    );
  const payments = paymentsOf(
    books.entries,
    accountsWithRole(books.accounts, 'payroll-liabilities'),
    accountsWithRole(books.accounts, 'cash'),
    today,
  );
  const findings: Finding[] = [];
  let required = 0;
  for (const deposit of due) {
    required += deposit.amountCents;
    if (deposit.dueDate < since) continue;
    const owed = required - depositTolerance(deposit.amountCents);
    if (totalThrough(payments, deposit.dueDate) >= owed) continue;
    const coveredOn = payments.find((p) => totalThrough(payments, p.date) >= owed)?.date ?? null;
    const paydays = deposit.paydays.map(formatDate).join(', ');
    findings.push({
      key: depositKey(deposit),
      title: `Payroll tax deposit due ${formatDate(deposit.dueDate)} was not recorded on time`,
      description: coveredOn
        ? `The federal deposit for paydays ${paydays} was due ${formatDate(deposit.dueDate)}; the books show it covered only on ${formatDate(coveredOn)}. The IRS charges a failure-to-deposit penalty on late deposits: watch for its notice, and deposit by the due date from now on.`
        : `The federal deposit for paydays ${paydays} was due ${formatDate(deposit.dueDate)} and no payment out of Payroll Liabilities covers it yet. Deposit it through EFTPS now, then record the payment from the bank account against Payroll Liabilities.`,
      records: [
        {
          label: `Deposit for paydays ${paydays}, due ${formatDate(deposit.dueDate)}`,
          path: fixPaths.payroll,
        },
      ],
      fix: { label: 'Record the payment', path: fixPaths.transactions },
      dueDate: deposit.dueDate,
    });
  }
  return resultOf(depositsCheck, findings, {
    passed: `All ${plural(judged.length, 'federal deposit')} due in the last 12 months are covered by payments recorded by their due dates.`,
    failed: `${findings.length} of ${plural(judged.length, 'federal deposit')} due in the last 12 months were not recorded by their due dates.`,
  });
}
