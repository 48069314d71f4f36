import { businessDayOnOrAfter, dayIn, daysInMonth, type DemoMonth } from '../calendar';
import { randomFor, roundTo, type Random } from '../prng';
import { checkingLine, type DemoContext, type PlannedLine } from './plannedLine';

const clients = [
  'CASCADE LOGISTICS',
  'BRIGHTWATER DENTAL',
  'NORTHWIND TRADERS',
  'MERIDIAN HOME HEALTH',
  'PINECREST REALTY',
  'SUMMIT OUTDOOR CO',
  'REDWOOD CREDIT UNION',
  'OAKTREE ACADEMY',
] as const;

/** A services business: slow January and August, busy spring and autumn (index = month - 1). */
const seasonality = [0.86, 0.93, 1.06, 1.03, 1.04, 0.97, 0.91, 0.86, 1.05, 1.1, 1.05, 0.94];

/** The month's revenue target in cents: growing about 12% a year, seasonal, within $35k-$60k. */
function monthlyRevenue(month: DemoMonth, random: Random): number {
  const trend = 4_100_000 * (1 + (0.12 * month.index) / 12);
  const target = random.around(trend * (seasonality[month.month - 1] ?? 1), 0.05);
  return Math.min(6_000_000, Math.max(3_500_000, Math.round(target)));
}

function stripeCode(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 6; i += 1) code += letters[random.int(0, letters.length - 1)];
  return code;
}

/** One client payment: an ACH, a wire, a mobile check deposit, or a Stripe card payout. */
function deposit(date: string, cents: number, random: Random): PlannedLine {
  const roll = random.next();
  if (roll < 0.2) {
    return checkingLine({
      date,
      description: `STRIPE TRANSFER ST-${stripeCode(random)}`,
      amount: cents + random.int(-9_999, 9_999),
      accountId: 'sales',
      category: 'income',
    });
  }
  const client = random.pick(clients);
  const invoiced = roundTo(cents, 2_500);
  if (roll < 0.3) {
    return checkingLine({
      date,
      description: `WIRE TRANSFER FROM ${client}`,
      amount: invoiced,
      accountId: 'service-revenue',
      category: 'income',
    });
  }
  if (roll < 0.45) {
    return checkingLine({
      date,
      description: 'REMOTE ONLINE DEPOSIT',
      amount: invoiced,
      accountId: 'service-revenue',
      category: 'income',
      reference: String(random.int(1_000, 9_999)),
    });
  }
  return checkingLine({
    date,
    description: `${client} ACH PMT`,
    amount: invoiced,
    accountId: 'service-revenue',
    category: 'income',
  });
}

/** Client payments: each month's revenue in four to seven deposits on business days. */
export function salesDeposits(context: DemoContext): PlannedLine[] {
  const random = randomFor(context.seed, 'sales');
  const lines: PlannedLine[] = [];
  for (const month of context.months) {
    const total = monthlyRevenue(month, random);
    const count = random.int(4, 7);
    const weights = Array.from({ length: count }, () => 0.5 + random.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    const span = daysInMonth(month.year, month.month);
    weights.forEach((weight, i) => {
      const day = Math.min(span, Math.floor(((i + random.next()) * span) / count) + 1);
      const date = businessDayOnOrAfter(dayIn(month, day));
      // A weekend at the month's end pushes the deposit into the next month's first days.
      lines.push(deposit(date, Math.round((total * weight) / sum), random));
    });
  }
  return lines;
}
