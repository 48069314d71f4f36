import { businessDayOnOrAfter, dayIn } from '../calendar';
import { demoVendorIds } from '../demoCompany';
import { randomFor, roundTo } from '../prng';
import { checkingLine, type DemoContext, type PlannedLine } from './plannedLine';

/** Electricity by month (index = month - 1): air conditioning in summer, heating in winter. */
const electricSeason = [1.25, 1.2, 1.05, 0.95, 0.9, 1.1, 1.4, 1.45, 1.3, 1, 1.05, 1.2];

/**
 * The office's fixed costs: rent on the 1st (3% more from the lease's second year), Comcast
 * internet, the PG&E bill, and the insurance premium each quarter (6% more at each renewal).
 */
export function overhead(context: DemoContext): PlannedLine[] {
  const random = randomFor(context.seed, 'overhead');
  const firstYear = context.months[0]?.year ?? 0;
  const lines: PlannedLine[] = [];
  for (const month of context.months) {
    const leaseYear = Math.floor(month.index / 12);
    lines.push(
      checkingLine({
        date: dayIn(month, 1),
        description: 'HARBOR POINT PROP ACH RENT',
        amount: -roundTo(420_000 * 1.03 ** leaseYear, 100),
        accountId: 'rent',
        category: 'rent',
        vendorId: demoVendorIds.landlord,
      }),
      checkingLine({
        date: businessDayOnOrAfter(dayIn(month, 8)),
        description: 'COMCAST BUSINESS 800-391-3000',
        amount: -18_999,
        accountId: 'utilities',
        category: 'utilities',
      }),
      checkingLine({
        date: businessDayOnOrAfter(dayIn(month, 18)),
        description: 'PGANDE WEB ONLINE PAYMENT',
        amount: -Math.round(random.around(24_000 * (electricSeason[month.month - 1] ?? 1), 0.12)),
        accountId: 'utilities',
        category: 'utilities',
        vendorId: demoVendorIds.utility,
      }),
    );
    if (month.month % 3 === 1) {
      lines.push(
        checkingLine({
          date: businessDayOnOrAfter(dayIn(month, 10)),
          description: 'THE HARTFORD INS PREM',
          amount: -roundTo(148_500 * 1.06 ** (month.year - firstYear), 100),
          accountId: 'insurance',
          category: 'insurance',
          vendorId: demoVendorIds.insurer,
        }),
      );
    }
  }
  return lines;
}
