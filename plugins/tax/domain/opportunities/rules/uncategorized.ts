import { formatUSD } from '@keel/core/domain';
import { annualize } from '../../books/booksFacts';
import { commonFigures, confidenceFor, savingFor, type OpportunityRule } from '../ruleContext';

/**
 * Uncategorized spending: bank lines still posted to Uncategorized Expense. Until they are
 * categorized and shown to be business spending the estimate does not deduct them; categorizing
 * them is the saving.
 */
export const uncategorizedRule: OpportunityRule = {
  id: 'uncategorized',
  find(context) {
    const { books } = context;
    if (books.uncategorizedExpenseCents <= 0) return null;
    const yearly = annualize(books.uncategorizedExpenseCents, books.asOf);
    const saving = savingFor(context, { businessDeductionCents: yearly });
    return {
      id: `uncategorized-${books.year}`,
      title: 'Categorize spending that may be deductible',
      description: `${formatUSD(books.uncategorizedExpenseCents)} of spending this year (${books.uncategorizedLines} bank lines) is uncategorized. Keel's estimate does not deduct it until it is categorized as a business expense.`,
      potentialSaving: saving > 0 ? saving : null,
      difficulty: 'low',
      timeframe: 'Now, in Bookkeeping',
      category: 'deductions',
      confidence: confidenceFor(context, 0.5),
      requirements: [
        'Each line categorized to an expense account',
        'A receipt or invoice for each',
      ],
      rule: 'Ordinary and necessary business expenses are deductible (IRC §162) when recorded and substantiated.',
      source: 'IRC §162(a)',
      figuresUsed: [
        { label: 'Uncategorized this year', value: formatUSD(books.uncategorizedExpenseCents) },
        { label: 'Uncategorized bank lines', value: String(books.uncategorizedLines) },
        { label: 'At this pace over the year', value: formatUSD(yearly) },
        ...commonFigures(context),
      ],
      missing: [],
      adjustment: { businessDeductionCents: yearly, ownerDeductionCents: 0, qbi: false },
      followUp: {
        task: `Categorize the ${books.uncategorizedLines} uncategorized bank lines (${formatUSD(books.uncategorizedExpenseCents)}) in Bookkeeping and attach receipts.`,
        draftEntry: null,
      },
    };
  },
};
