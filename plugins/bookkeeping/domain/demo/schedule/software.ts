import { dayIn } from '../calendar';
import { demoVendorIds } from '../demoCompany';
import { checkingLine, type DemoContext, type PlannedLine } from './plannedLine';
import { headcount } from './staff';

/** Monthly subscriptions on the debit card; per-seat plans count the team and the owner. */
export function software(context: DemoContext): PlannedLine[] {
  const lines: PlannedLine[] = [];
  for (const month of context.months) {
    const seats = headcount(month) + 1;
    lines.push(
      checkingLine({
        date: dayIn(month, 1),
        description: 'GOOGLE *WORKSPACE DEMOCOMPANY',
        amount: -1_400 * seats,
        accountId: 'software',
        category: 'expense',
        vendorId: demoVendorIds.software,
      }),
      checkingLine({
        date: dayIn(month, 3),
        description: 'ZOOM.US 888-799-9666',
        amount: -1_599,
        accountId: 'software',
        category: 'expense',
      }),
      checkingLine({
        date: dayIn(month, 12),
        description: 'SLACK T04DEMO8K',
        amount: -875 * seats,
        accountId: 'software',
        category: 'expense',
      }),
      checkingLine({
        date: dayIn(month, 20),
        description: 'ADOBE *CREATIVE CLOUD',
        amount: -8_999,
        accountId: 'software',
        category: 'expense',
      }),
    );
  }
  return lines;
}
