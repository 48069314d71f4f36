import { allocate, formatUSD } from '@keel/core/domain';
import { atRate } from '../../estimate/rates';
import { selfEmploymentTax } from '../../estimate/selfEmployment';
import {
  baseline,
  commonFigures,
  confidenceFor,
  savingFor,
  type OpportunityRule,
} from '../ruleContext';

/**
 * A retirement plan sized from the owners' net earnings: with no employees a Solo 401(k) (the
 * elective deferral plus 20% of net earnings, within the annual additions limit), otherwise a SEP
 * (20% of net earnings, and the same percentage for eligible employees). The contribution is
 * deducted on the owners' returns, so it lowers income tax, not self-employment tax.
 */
export const retirementRule: OpportunityRule = {
  id: 'retirement',
  find(context) {
    const { figures, books, profile } = context;
    if (context.entity !== 'pass_through') return null;
    const { profit } = baseline(context);
    if (profit.profitCents <= 0) return null;
    const solo = context.activeEmployees === 0;
    const perOwner = allocate(profit.profitCents, Array(profile.owners).fill(1)).map((share) => {
      const se = selfEmploymentTax(figures, profile.filingStatus, share);
      const earnings = Math.min(
        share - se.deductibleHalfCents,
        figures.retirement.compensationLimit,
      );
      const employer = atRate(Math.max(0, earnings), figures.retirement.selfEmployedSepRate);
      const total = solo
        ? Math.min(employer + figures.retirement.electiveDeferral, Math.max(0, earnings))
        : employer;
      return Math.min(total, figures.retirement.annualAdditions);
    });
    const contribution = perOwner.reduce((sum, c) => sum + c, 0);
    if (contribution <= 0) return null;
    const saving = savingFor(context, { ownerDeductionCents: contribution });
    if (saving <= 0) return null;
    const plan = solo ? 'Solo 401(k)' : 'SEP-IRA';
    return {
      id: `retirement-${books.year}`,
      title: `Open a ${plan} and contribute from this year's profit`,
      description: `From the projected profit the owners could contribute up to ${formatUSD(contribution)} to a ${plan} for ${books.year}${profile.owners > 1 ? ` (${profile.owners} owners)` : ''}, deducted on their returns.`,
      potentialSaving: saving,
      difficulty: 'medium',
      timeframe: 'Before the return is filed (ask your accountant about the plan’s setup deadline)',
      category: 'planning',
      confidence: confidenceFor(context, context.activeEmployees === null ? 0.6 : 0.85),
      requirements: solo
        ? [
            'No employees other than the owners (and spouses)',
            'Plan documents adopted with a provider',
          ]
        : [
            'The same contribution percentage for every eligible employee',
            'Form 5305-SEP or a provider’s plan document',
          ],
      rule: `${solo ? `Elective deferral up to ${formatUSD(figures.retirement.electiveDeferral)} plus ` : ''}20% of net earnings less half the SE tax, at most ${formatUSD(figures.retirement.annualAdditions)} per owner.`,
      source:
        'IRS Pub 560 (rate table for the self-employed); limits of IRS Notice 2025-67 via ubt.com, erisa.com, asc-net.com (SECONDARY)',
      figuresUsed: [
        ...commonFigures(context),
        { label: 'Owners', value: String(profile.owners) },
        {
          label: 'Employees on payroll',
          value:
            context.activeEmployees === null
              ? 'Not known (no payroll access)'
              : String(context.activeEmployees),
        },
        { label: 'Contribution per owner', value: perOwner.map(formatUSD).join(', ') },
      ],
      missing:
        context.activeEmployees === null ? ['Whether the business has employees (payroll)'] : [],
      adjustment: { businessDeductionCents: 0, ownerDeductionCents: contribution, qbi: false },
      followUp: {
        task: `Open a ${plan} and contribute up to ${formatUSD(contribution)} for ${books.year}; record the deduction on the owners' returns.`,
        draftEntry: null,
      },
    };
  },
};
