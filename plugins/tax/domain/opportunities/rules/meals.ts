import { formatUSD } from '@keel/core/domain';
import { annualize } from '../../books/booksFacts';
import { commonFigures, confidenceFor, savingFor, type OpportunityRule } from '../ruleContext';

/**
 * The 50% meals limit (IRC §274(n)(1)): half of business meals is not deductible, and Keel's
 * estimate already adds it back. Meals for a holiday party or other event for all employees are
 * deductible in full (IRC §274(e)(4)); only the owner knows which meals those were.
 */
export const mealsRule: OpportunityRule = {
  id: 'meals',
  find(context) {
    const { books, figures } = context;
    if (books.mealsCents <= 0) return null;
    const deductible = Math.round((books.mealsCents * figures.mealsDeductibleShare) / 10_000);
    const disallowed = books.mealsCents - deductible;
    const taxOnDisallowed = savingFor(context, {
      businessDeductionCents: annualize(disallowed, books.asOf),
    });
    return {
      id: `meals-${books.year}`,
      title: 'Separate company-wide event meals from the 50% meals limit',
      description: `The books show ${formatUSD(books.mealsCents)} of meals in ${books.year}; only half (${formatUSD(deductible)}) is deductible, and the estimate counts it that way. Meals for a holiday party or an event for all employees are fully deductible when recorded apart.`,
      potentialSaving: null,
      difficulty: 'low',
      timeframe: 'Ongoing: as meals are recorded',
      category: 'deductions',
      confidence: confidenceFor(context, 0.95),
      requirements: [
        'Business purpose and attendees recorded for each meal',
        'Company-wide events booked to their own account',
      ],
      rule: 'IRC §274(n)(1): 50% of business meals is deductible; §274(e)(4): meals for events for employees generally are not limited.',
      source: 'IRC §274(n)(1), §274(e)(4)',
      figuresUsed: [
        { label: `Meals recorded in ${books.year}`, value: formatUSD(books.mealsCents) },
        { label: 'Not deductible (50%)', value: formatUSD(disallowed) },
        {
          label: 'Tax on the non-deductible half over the year',
          value: formatUSD(taxOnDisallowed),
        },
        ...commonFigures(context),
      ],
      missing: ['Which meals were company-wide events (only you can say)'],
      adjustment: { businessDeductionCents: 0, ownerDeductionCents: 0, qbi: false },
      followUp: {
        task: `Review ${formatUSD(books.mealsCents)} of ${books.year} meals: move holiday-party and all-employee event meals to their own account, and note the business purpose of the rest.`,
        draftEntry: null,
      },
    };
  },
};
