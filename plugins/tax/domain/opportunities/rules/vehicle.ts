import { formatUSD } from '@keel/core/domain';
import { annualize } from '../../books/booksFacts';
import { commonFigures, confidenceFor, savingFor, type OpportunityRule } from '../ruleContext';

/**
 * Vehicle: the standard mileage rate (IRS Notice 2026-10: 72.5 cents a business mile) against the
 * vehicle costs the books record. The larger deduction wins; without the business miles Keel can
 * only say what it needs.
 */
export const vehicleRule: OpportunityRule = {
  id: 'vehicle',
  find(context) {
    const { books, figures, profile } = context;
    const actualYtd = books.vehicleExpenses.reduce((sum, v) => sum + v.cents, 0);
    const miles = profile.businessMiles;
    if (actualYtd <= 0 && (miles === null || miles === 0)) return null;
    const actual = annualize(actualYtd, books.asOf);
    const standard = miles === null ? null : Math.round(miles * figures.standardMileageCents);
    if (standard !== null && standard <= actual) return null;
    const extra = standard === null ? null : standard - actual;
    const saving = extra === null ? null : savingFor(context, { businessDeductionCents: extra });
    if (saving === 0) return null;
    return {
      id: `vehicle-${books.year}`,
      title: 'Compare the standard mileage rate with actual vehicle costs',
      description:
        standard === null
          ? `The books show ${formatUSD(actualYtd)} of vehicle costs this year. The standard mileage rate (${figures.standardMileageCents} cents a mile) may give more; Keel needs the business miles driven to compare.`
          : `${miles} business miles at ${figures.standardMileageCents} cents give ${formatUSD(standard)}, more than the ${formatUSD(actual)} of vehicle costs the books project for the year.`,
      potentialSaving: saving,
      difficulty: 'low',
      timeframe: `With the ${books.year} return`,
      category: 'deductions',
      confidence: confidenceFor(context, miles === null ? 0.4 : 0.8),
      requirements: [
        'A mileage log: date, destination, purpose and miles of each business trip',
        'The standard rate chosen in the first year the vehicle is used for business',
      ],
      rule: 'Business use of a car: deduct either the standard mileage rate times business miles, or the actual costs of the business share.',
      source:
        'IRS Notice 2026-10: 72.5 cents a mile for 2026 (via WICPA, IFEBP and CPA Practice Advisor, SECONDARY)',
      figuresUsed: [
        ...books.vehicleExpenses.map((v) => ({
          label: `Recorded: ${v.name}`,
          value: formatUSD(v.cents),
        })),
        { label: 'Business miles', value: miles === null ? 'Not given' : String(miles) },
        ...commonFigures(context),
      ],
      missing: miles === null ? [`Business miles driven in ${books.year}`] : [],
      adjustment: { businessDeductionCents: extra ?? 0, ownerDeductionCents: 0, qbi: false },
      followUp: {
        task: `Use the standard mileage rate for ${books.year}: keep the mileage log and report ${miles ?? 'the'} business miles on the return.`,
        draftEntry: null,
      },
    };
  },
};
