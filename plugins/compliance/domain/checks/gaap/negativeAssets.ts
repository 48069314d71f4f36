import { formatUSD } from '@keel/core/domain';
import { resultOf, type CheckDefinition, type CheckResult, type Finding } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const negativeAssetsCheck: CheckDefinition = {
  id: 'gaap.negative-assets',
  area: 'gaap',
  requirement: 'No asset account has a negative balance',
  level: 'medium',
};

/** Asset accounts whose balance today is below zero on their normal side. */
export function checkNegativeAssets({ books }: ComplianceInput): CheckResult {
  const assets = books.accounts.filter((a) => a.type === 'asset');
  const negative = assets.filter((a) => (books.balances[a.id] ?? 0) < 0);
  const findings: Finding[] = negative.map((a) => ({
    key: `${negativeAssetsCheck.id}:${a.id}`,
    title: `${a.number} ${a.name} has a negative balance`,
    description: `Its balance is ${formatUSD(books.balances[a.id] ?? 0)}. ${a.isBank ? 'An overdrawn bank account is money owed to the bank: check for a missing deposit or a payment posted to the wrong account, and show a real overdraft as a liability.' : 'An asset cannot be below zero: look for a payment or write-off posted to it twice, or to the wrong account.'}`,
    records: [{ label: `${a.number} ${a.name}`, path: fixPaths.account(a.id) }],
    fix: { label: 'Open the account', path: fixPaths.account(a.id) },
    dueDate: null,
  }));
  return resultOf(negativeAssetsCheck, findings, {
    passed: `None of the ${plural(assets.length, 'asset account')} is below zero.`,
    failed: `${negative.length} of ${plural(assets.length, 'asset account')} are below zero.`,
  });
}
