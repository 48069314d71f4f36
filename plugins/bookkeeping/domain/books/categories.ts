/** The transaction categories of the Bookkeeping screen (spec 001 section 9), in its order. */
export const transactionCategories = [
  'income',
  'expense',
  'transfer',
  'office-supplies',
  'travel',
  'meals',
  'utilities',
  'rent',
  'insurance',
  'professional-services',
  'marketing',
  'equipment',
  'other',
] as const;

/** A transaction's category. */
export type TransactionCategory = (typeof transactionCategories)[number];

/** Categories whose spending is usually tax-deductible (spec 001 section 9). */
export const taxDeductibleCategories: readonly TransactionCategory[] = [
  'office-supplies',
  'travel',
  'meals',
  'utilities',
];

/** Whether text is one of the categories. */
export function isTransactionCategory(text: string): text is TransactionCategory {
  return (transactionCategories as readonly string[]).includes(text);
}

/** The category as a person reads it: 'office-supplies' -> 'Office supplies'. */
export function categoryLabel(category: string): string {
  const words = category.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The standard chart's account a category usually posts to, used to pre-select the account
 * when a category is picked; the person can always choose another account.
 */
export const categoryDefaultAccount: Readonly<Partial<Record<TransactionCategory, string>>> = {
  income: 'sales',
  'office-supplies': 'office-supplies',
  travel: 'travel',
  meals: 'meals',
  utilities: 'utilities',
  rent: 'rent',
  insurance: 'insurance',
  'professional-services': 'professional-fees',
  marketing: 'advertising',
  equipment: 'equipment',
};
