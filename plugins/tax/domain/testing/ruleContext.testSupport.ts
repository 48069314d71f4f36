import type { BusinessType } from '@keel/core/domain';
import type { BooksFacts } from '../books/booksFacts';
import { defaultTaxProfile, entityKindOf, type TaxProfile } from '../estimate/taxProfile';
import { year2026 } from '../figures/year2026';
import type { RuleContext } from '../opportunities/ruleContext';

/** Books of a year to date with nothing in them but what a test gives (as of 30 June 2026). */
export function booksWith(changes: Partial<BooksFacts> = {}): BooksFacts {
  return {
    asOf: '2026-06-30',
    year: 2026,
    incomeCents: 0,
    expenseCents: 0,
    netIncomeCents: 0,
    mealsCents: 0,
    uncategorizedExpenseCents: 0,
    fixedAssetPurchases: [],
    vehicleExpenses: [],
    rentCents: 0,
    expenseLines: 100,
    uncategorizedLines: 0,
    salesTaxPayableCents: 0,
    ...changes,
  };
}

/** A rule context of 2026 over those books. */
export function contextWith(
  books: Partial<BooksFacts>,
  options: {
    businessType?: BusinessType;
    profile?: Partial<TaxProfile>;
    employees?: number | null;
  } = {},
): RuleContext {
  const businessType = options.businessType ?? 'llc';
  return {
    figures: year2026,
    businessType,
    entity: entityKindOf(businessType),
    profile: { ...defaultTaxProfile, ...options.profile },
    books: booksWith(books),
    activeEmployees: options.employees === undefined ? 0 : options.employees,
  };
}
