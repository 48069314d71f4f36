import type { JournalEntry } from '@keel/core/domain';
import { businessDayOnOrAfter, dayIn, daysInMonth, type DemoMonth } from '../calendar';
import { demoVendorIds } from '../demoCompany';
import { randomFor, type Random } from '../prng';
import { checkingLine, type DemoContext, type Schedule } from './plannedLine';

interface Purchase {
  memo: string;
  accountId: string;
  cents: number;
}

const meals = [
  'Blue Bottle Coffee',
  'Tartine Bakery',
  'Souvla',
  'Zuni Cafe',
  'DoorDash team lunch',
];
const supplies = ['Amazon Business', 'Staples #0412', 'Best Buy #182'];

/** One month's purchases on the company card: supplies, meals, ads most months, a trip sometimes. */
function purchasesIn(random: Random): Purchase[] {
  const list: Purchase[] = [];
  for (let i = random.int(1, 3); i > 0; i -= 1)
    list.push({
      memo: random.pick(supplies),
      accountId: 'office-supplies',
      cents: random.int(2_500, 18_000),
    });
  for (let i = random.int(3, 6); i > 0; i -= 1)
    list.push({ memo: random.pick(meals), accountId: 'meals', cents: random.int(1_800, 14_000) });
  if (random.chance(0.5))
    list.push({
      memo: 'LinkedIn Ads',
      accountId: 'advertising',
      cents: random.int(15_000, 45_000),
    });
  if (random.chance(0.3)) {
    const nights = random.int(1, 3);
    list.push(
      { memo: 'Alaska Airlines', accountId: 'travel', cents: random.int(28_000, 65_000) },
      {
        memo: 'Hilton Garden Inn',
        accountId: 'travel',
        cents: nights * random.int(17_900, 26_500),
      },
      { memo: 'Uber', accountId: 'travel', cents: random.int(1_800, 6_500) },
    );
  }
  return list;
}

function purchaseEntry(month: DemoMonth, n: number, day: number, item: Purchase): JournalEntry {
  return {
    id: `demo-card-${month.first.slice(0, 7)}-${String(n).padStart(2, '0')}`,
    date: dayIn(month, day),
    memo: item.memo,
    lines: [
      { accountId: item.accountId, debit: item.cents, credit: 0 },
      { accountId: 'credit-card', debit: 0, credit: item.cents },
    ],
  };
}

/**
 * Spending on the American Express card: each purchase is an entry to the card's liability
 * account (the card is no bank account, so it has no bank lines), and each month's statement is
 * paid in full from checking around the 15th of the next month.
 */
export function cardSpend(context: DemoContext): Schedule {
  const random = randomFor(context.seed, 'card');
  const schedule: Schedule = { lines: [], entries: [] };
  let statement = 0;
  for (const month of context.months) {
    if (statement > 0) {
      schedule.lines.push(
        checkingLine({
          date: businessDayOnOrAfter(dayIn(month, 15)),
          description: 'AMEX EPAYMENT ACH PMT',
          amount: -statement,
          accountId: 'credit-card',
          category: 'transfer',
          vendorId: demoVendorIds.cardIssuer,
        }),
      );
    }
    const purchases = purchasesIn(random);
    const span = daysInMonth(month.year, month.month);
    const days = purchases.map(() => random.int(1, span)).sort((a, b) => a - b);
    statement = 0;
    purchases.forEach((item, n) => {
      schedule.entries.push(purchaseEntry(month, n + 1, days[n] ?? 1, item));
      statement += item.cents;
    });
  }
  return schedule;
}
