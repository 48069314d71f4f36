import { formatUSD } from '@keel/core/domain';
import { estimateTax } from '../../estimate/estimateTax';
import {
  baseline,
  commonFigures,
  confidenceFor,
  savingFor,
  type OpportunityRule,
} from '../ruleContext';

const statusLabel = {
  single: 'single',
  married_joint: 'married filing jointly',
  head_of_household: 'head of household',
};

/**
 * The qualified business income deduction (IRC §199A): a pass-through's owners deduct 20% of the
 * business income; in full below the income threshold, and above it only within limits set by the
 * W-2 wages the business pays and its property, which Keel does not know.
 */
export const qbiRule: OpportunityRule = {
  id: 'qbi',
  find(context) {
    const { figures, books, profile } = context;
    if (context.entity !== 'pass_through') return null;
    const { profit } = baseline(context);
    if (profit.profitCents <= 0) return null;
    const withQbi = estimateTax(figures, context.entity, profile, profit.profitCents, {
      businessDeductionCents: 0,
      ownerDeductionCents: 0,
      qbi: true,
    });
    const threshold = figures.qbi.fullDeductionUpTo[profile.filingStatus];
    const limited = withQbi.qbiLimited;
    const saving = limited ? null : savingFor(context, { qbi: true });
    if (saving === 0) return null;
    return {
      id: `qbi-${books.year}`,
      title: 'Claim the qualified business income deduction',
      description: limited
        ? `Each owner's taxable income passes ${formatUSD(threshold)}, where the 20% deduction starts to depend on the W-2 wages the business pays and its property. Keel cannot size it without those.`
        : `The owners may deduct 20% of the business's qualified income on their own returns: ${formatUSD(withQbi.qbiDeductionCents)} this year.`,
      potentialSaving: saving,
      difficulty: 'low',
      timeframe: `With the ${books.year} returns (Form 8995 or 8995-A)`,
      category: 'deductions',
      confidence: confidenceFor(context, limited ? 0.5 : 0.9),
      requirements: [
        'A trade or business other than a specified service business above the threshold',
        'Claimed on each owner’s Form 1040 (Form 8995 or 8995-A)',
      ],
      rule: `IRC §199A: 20% of qualified business income, in full while taxable income is at most the threshold (${formatUSD(threshold)} ${statusLabel[profile.filingStatus]}, the ${figures.qbi.thresholdYear} amount).`,
      source:
        'IRC §199A(a); threshold of Rev. Proc. 2024-40 for 2025 (research §3 C1, SECONDARY). The 2026 threshold is indexed upward and not recorded in Keel.',
      figuresUsed: [
        ...commonFigures(context),
        { label: 'Owners', value: String(profile.owners) },
        { label: 'Filing status', value: statusLabel[profile.filingStatus] },
      ],
      missing: limited
        ? [
            'W-2 wages paid by the business',
            'Unadjusted basis of its qualified property',
            `The ${books.year} threshold`,
          ]
        : [],
      adjustment: { businessDeductionCents: 0, ownerDeductionCents: 0, qbi: true },
      followUp: {
        task: `Include the QBI deduction on each owner's ${books.year} return (Form 8995${limited ? '-A, with the W-2 wage and property limits' : ''}).`,
        draftEntry: null,
      },
    };
  },
};
