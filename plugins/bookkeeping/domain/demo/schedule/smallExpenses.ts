import { businessDayOnOrAfter, businessDayOnOrBefore, dayIn } from '../calendar';
import { demoVendorIds } from '../demoCompany';
import { randomFor } from '../prng';
import { checkingLine, type DemoContext, type PlannedLine } from './plannedLine';

/**
 * Small debits: the bank's monthly service fee, a fee on each incoming wire, and an Office Depot
 * order on the debit card every month or two.
 */
export function smallExpenses(
  context: DemoContext,
  deposits: readonly PlannedLine[],
): PlannedLine[] {
  const random = randomFor(context.seed, 'small');
  const lines: PlannedLine[] = [];
  for (const month of context.months) {
    lines.push(
      checkingLine({
        date: businessDayOnOrBefore(month.last),
        description: 'MONTHLY SERVICE FEE',
        amount: -3_000,
        accountId: 'bank-fees',
        category: 'expense',
      }),
    );
    if (random.chance(0.55)) {
      lines.push(
        checkingLine({
          date: businessDayOnOrAfter(dayIn(month, random.int(2, 26))),
          description: `OFFICE DEPOT #1138 OAKLAND CA`,
          amount: -random.int(4_500, 32_000),
          accountId: 'office-supplies',
          category: 'office-supplies',
          vendorId: demoVendorIds.officeSupplier,
        }),
      );
    }
  }
  for (const line of deposits) {
    if (!line.description.startsWith('WIRE TRANSFER FROM')) continue;
    lines.push(
      checkingLine({
        date: line.date,
        description: 'INCOMING WIRE FEE',
        amount: -1_500,
        accountId: 'bank-fees',
        category: 'expense',
      }),
    );
  }
  return lines;
}
