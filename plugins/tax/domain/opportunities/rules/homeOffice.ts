import { formatUSD } from '@keel/core/domain';
import { commonFigures, confidenceFor, savingFor, type OpportunityRule } from '../ruleContext';

/**
 * The home office, simplified method (Rev. Proc. 2013-13): $5 a square foot of a home used
 * regularly and exclusively for the business, at most 300 square feet. For owners of a
 * pass-through; a business that rents its premises (rent in the books) is not asked.
 */
export const homeOfficeRule: OpportunityRule = {
  id: 'home-office',
  find(context) {
    const { books, figures, profile } = context;
    if (context.entity !== 'pass_through') return null;
    const squareFeet = profile.homeOfficeSquareFeet;
    if (squareFeet === 0 || (squareFeet === null && books.rentCents > 0)) return null;
    const counted =
      squareFeet === null ? null : Math.min(squareFeet, figures.homeOffice.maxSquareFeet);
    const deduction = counted === null ? null : counted * figures.homeOffice.perSquareFoot;
    const saving =
      deduction === null ? null : savingFor(context, { businessDeductionCents: deduction });
    if (saving === 0) return null;
    return {
      id: `home-office-${books.year}`,
      title: 'Deduct the home office',
      description:
        deduction === null
          ? 'The books show no rent for business premises, so the business may be run from home. A room used only for the business is deductible at $5 a square foot (up to 300).'
          : `${counted} square feet at $5 give a ${formatUSD(deduction)} deduction (simplified method).`,
      potentialSaving: saving,
      difficulty: 'low',
      timeframe: `With the ${books.year} return (Form 8829 or the simplified method)`,
      category: 'deductions',
      confidence: confidenceFor(context, deduction === null ? 0.3 : 0.8),
      requirements: [
        'Used regularly and exclusively for the business',
        'The principal place of business, or where clients are met',
      ],
      rule: 'Simplified method: $5 a square foot, at most 300 square feet ($1,500).',
      source: 'Rev. Proc. 2013-13',
      figuresUsed: [
        { label: 'Home office', value: squareFeet === null ? 'Not given' : `${squareFeet} sq ft` },
        { label: `Rent recorded in ${books.year}`, value: formatUSD(books.rentCents) },
        ...commonFigures(context),
      ],
      missing:
        squareFeet === null ? ['Square feet used regularly and exclusively for the business'] : [],
      adjustment: { businessDeductionCents: deduction ?? 0, ownerDeductionCents: 0, qbi: false },
      followUp: {
        task: `Claim the home office on the ${books.year} return${counted === null ? '' : ` (${counted} sq ft, simplified method)`} and keep a floor plan and photos of the space.`,
        draftEntry: null,
      },
    };
  },
};
