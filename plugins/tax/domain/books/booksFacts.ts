import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';

const amountByAccount = z.object({ accountId: z.string(), name: z.string(), cents: centsSchema });

/**
 * What the tax reads from the company's books for one year to date (through the ledger service):
 * the P&L and the accounts the rules look at. Amounts in cents; expenses positive.
 */
export const booksFactsSchema = z.object({
  asOf: isoDateSchema,
  year: z.number().int(),
  incomeCents: centsSchema,
  expenseCents: centsSchema,
  netIncomeCents: centsSchema,
  mealsCents: centsSchema,
  uncategorizedExpenseCents: centsSchema,
  /** Debits to fixed-asset accounts this year: equipment, furniture and vehicles bought. */
  fixedAssetPurchases: z.array(amountByAccount),
  /** Expense accounts named for a vehicle (auto, vehicle, fuel, gas, mileage). */
  vehicleExpenses: z.array(amountByAccount),
  rentCents: centsSchema,
  /** Lines posted to expense accounts this year, and how many of them are uncategorized. */
  expenseLines: z.number().int().nonnegative(),
  uncategorizedLines: z.number().int().nonnegative(),
  salesTaxPayableCents: centsSchema,
});
/** The books as the tax reads them. */
export type BooksFacts = z.output<typeof booksFactsSchema>;

/** Days in a calendar year. */
export function daysInYear(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

/** The day of the year of an ISO date, 1 for 1 January. */
export function dayOfYear(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}

/** A year-to-date amount carried to a whole year at the same daily pace. */
export function annualize(cents: number, asOf: string): number {
  const year = Number(asOf.slice(0, 4));
  return Math.round((cents * daysInYear(year)) / dayOfYear(asOf));
}

/**
 * The year's projected taxable profit: net income to date, plus what the books record as expense
 * but the tax does not allow (half of meals; uncategorized spending, until it is shown to be a
 * business expense), carried to a whole year.
 */
export function projectedProfit(books: BooksFacts, mealsDeductibleShare: number) {
  const mealsAddBack =
    books.mealsCents - Math.round((books.mealsCents * mealsDeductibleShare) / 10_000);
  const ytd = books.netIncomeCents + mealsAddBack + books.uncategorizedExpenseCents;
  return {
    netIncomeCents: annualize(books.netIncomeCents, books.asOf),
    mealsAddBackCents: annualize(mealsAddBack, books.asOf),
    uncategorizedAddBackCents: annualize(books.uncategorizedExpenseCents, books.asOf),
    profitCents: annualize(ytd, books.asOf),
  };
}

/** The share of this year's expense lines that are categorized, in percent (100 with none). */
export function categorizedShare(books: BooksFacts): number {
  if (books.expenseLines === 0) return 100;
  return Math.round(((books.expenseLines - books.uncategorizedLines) / books.expenseLines) * 100);
}
