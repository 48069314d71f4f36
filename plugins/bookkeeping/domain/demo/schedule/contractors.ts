import { businessDayOnOrAfter, dayIn } from '../calendar';
import { demoVendorIds } from '../demoCompany';
import { randomFor, roundTo } from '../prng';
import { checkingLine, type DemoContext, type PlannedLine } from './plannedLine';

/**
 * The two contractors: the designer's monthly retainer on the 1st (so every year's 1099 total
 * passes the threshold from January) plus the odd project, and the CPA firm's monthly
 * bookkeeping fee plus the tax return each March, paid by check.
 */
export function contractors(context: DemoContext): PlannedLine[] {
  const random = randomFor(context.seed, 'contractors');
  const lines: PlannedLine[] = [];
  let checkNumber = 1041;
  for (const month of context.months) {
    lines.push(
      checkingLine({
        date: dayIn(month, 1),
        description: 'ZELLE TO MAYA PATEL DESIGN',
        amount: month.index < 12 ? -240_000 : -260_000,
        accountId: 'professional-fees',
        category: 'professional-services',
        vendorId: demoVendorIds.designer,
      }),
      checkingLine({
        date: businessDayOnOrAfter(dayIn(month, 25)),
        description: 'BILL PAY LOPEZ & CHEN CPAS',
        amount: -65_000,
        accountId: 'professional-fees',
        category: 'professional-services',
        vendorId: demoVendorIds.accountant,
      }),
    );
    if (random.chance(0.25)) {
      lines.push(
        checkingLine({
          date: businessDayOnOrAfter(dayIn(month, random.int(10, 20))),
          description: 'ZELLE TO MAYA PATEL DESIGN',
          amount: -roundTo(random.int(80_000, 320_000), 5_000),
          accountId: 'professional-fees',
          category: 'professional-services',
          vendorId: demoVendorIds.designer,
        }),
      );
    }
    if (month.month === 3) {
      checkNumber += 1;
      lines.push(
        checkingLine({
          date: businessDayOnOrAfter(dayIn(month, 14)),
          description: `CHECK ${checkNumber}`,
          amount: -285_000,
          accountId: 'professional-fees',
          category: 'professional-services',
          vendorId: demoVendorIds.accountant,
          reference: String(checkNumber),
        }),
      );
    }
  }
  return lines;
}
