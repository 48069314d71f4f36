import { formatUSD } from '@keel/core/domain';
import type { TaxSummary } from '../../domain/position/taxSummary';
import { rateText } from '../../domain/format';

/**
 * The five figures above the tabs (spec 001 section 2), computed from the books: the current and
 * optimized effective rates, potential savings, deductions found and credit opportunities, and the
 * line saying how.
 */
export function SummaryStrip({ summary }: { summary: TaxSummary }) {
  const figures: [string, string][] = [
    [
      'Current Rate',
      summary.currentRate === null ? 'No profit yet' : rateText(summary.currentRate),
    ],
    [
      'Optimized Rate',
      summary.optimizedRate === null ? 'No profit yet' : rateText(summary.optimizedRate),
    ],
    ['Potential Savings', formatUSD(summary.potentialSavingsCents)],
    ['Deductions Found', String(summary.deductionsFound)],
    ['Credit Opportunities', String(summary.creditOpportunities)],
  ];
  return (
    <section className="tax-strip" aria-label="Tax summary">
      <dl className="tax-strip-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="tax-strip-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="k-muted tax-strip-how">
        {summary.how} Projected profit {formatUSD(summary.projectedProfitCents)}; estimated tax{' '}
        {formatUSD(summary.estimatedTaxCents)}. The optimized rate counts the opportunities marked
        to implement; potential savings count all of them.
      </p>
    </section>
  );
}
