import { formatDate } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { samePerson, writersOf } from './authors';

export const reconcileDutiesCheck: CheckDefinition = {
  id: 'sox.reconcile-duties',
  area: 'sox',
  requirement: 'Nobody reconciles a bank account they entered lines in by hand',
  level: 'high',
};

/**
 * Separation of duties between entering and reconciling: a reconciliation is an independent
 * proof only when the person finishing it did not key in the lines it clears. Lines imported from
 * the bank or posted by another plugin are the bank's or that plugin's word, not a person's.
 * One finding per bank account, naming its reconciliations where it happened.
 */
export function checkReconcileDuties(input: ComplianceInput): CheckResult {
  const { activity, close, accounts } = input.books;
  if (writersOf(input) < 2)
    return notApplicable(
      reconcileDutiesCheck,
      'One person keeps the books: entering and reconciling bank lines cannot be split.',
    );
  if (activity.reconciliations.length === 0)
    return notApplicable(reconcileDutiesCheck, 'No bank account was reconciled in the last year.');
  const accountName = (id: string) => {
    const bank = close.bankAccounts.find((a) => a.accountId === id);
    if (bank) return `${bank.number} ${bank.name}`;
    const account = accounts.find((a) => a.id === id);
    return account ? `${account.number} ${account.name}` : id;
  };
  const byAccount = new Map<string, { statementDate: string; who: string; lines: number }[]>();
  for (const rec of activity.reconciliations) {
    const own = activity.bankLines.filter(
      (l) =>
        l.reconciliationId === rec.id &&
        l.source === 'manual' &&
        samePerson(l.createdBy, rec.completedBy),
    );
    if (own.length === 0) continue;
    const list = byAccount.get(rec.bankAccountId) ?? [];
    list.push({ statementDate: rec.statementDate, who: rec.completedBy, lines: own.length });
    byAccount.set(rec.bankAccountId, list);
  }
  const findings = [...byAccount].map(([accountId, recs]) => {
    const people = [...new Set(recs.map((r) => r.who))];
    const lines = recs.reduce((sum, r) => sum + r.lines, 0);
    return {
      key: `${reconcileDutiesCheck.id}:${accountId}`,
      title: `${people.join(' and ')} reconciled ${accountName(accountId)} over lines they entered`,
      description: `${plural(recs.length, 'reconciliation')} of ${accountName(accountId)} cleared ${plural(lines, 'line')} entered by hand by the same person who finished the reconciliation. A reconciliation proves the books against the bank only when someone other than the person who entered the lines does it. Have another member reconcile this account (Bookkeeping, Banking), or review these reconciliations.`,
      records: recs.map((r) => ({
        label: `Statement of ${formatDate(r.statementDate)}, reconciled by ${r.who}: ${plural(r.lines, 'own line')}`,
        path: fixPaths.account(accountId),
      })),
      fix: { label: 'Reconcile', path: fixPaths.banking },
      dueDate: null,
    };
  });
  return resultOf(reconcileDutiesCheck, findings, {
    passed: `None of the ${plural(activity.reconciliations.length, 'reconciliation')} of the last year cleared lines its reconciler entered.`,
    failed: `${plural(findings.length, 'bank account')} ${findings.length === 1 ? 'was' : 'were'} reconciled by the person who entered ${findings.length === 1 ? 'its' : 'their'} lines.`,
  });
}
