import { bankLine, type DemoContext, type PlannedLine } from './plannedLine';

/** The savings account's yearly rate. */
const SAVINGS_RATE = 0.0025;

/** Interest the savings account earns, paid on each month's last day on the month's closing balance. */
export function savingsInterest(
  context: DemoContext,
  lines: readonly PlannedLine[],
): PlannedLine[] {
  const savings = lines.filter((line) => line.bankAccountId === 'savings');
  const paid: PlannedLine[] = [];
  let interestSoFar = 0;
  for (const month of context.months) {
    if (month.last > context.today) break;
    let balance = interestSoFar;
    for (const line of savings) if (line.date <= month.last) balance += line.amount;
    const cents = Math.round((balance * SAVINGS_RATE) / 12);
    if (cents <= 0) continue;
    interestSoFar += cents;
    paid.push(
      bankLine('savings', {
        date: month.last,
        description: 'INTEREST PAYMENT',
        amount: cents,
        accountId: 'interest-income',
        category: 'income',
      }),
    );
  }
  return paid;
}
