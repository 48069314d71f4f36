import { allocate, formatUSD } from '@keel/core/domain';
import { ficaOnSalary, selfEmploymentTax } from '../../estimate/selfEmployment';
import { baseline, commonFigures, confidenceFor, type OpportunityRule } from '../ruleContext';

/** Keel's own line for "high" self-employment tax: below it an election rarely pays for its costs. */
export const S_CORP_CHECK_SE_TAX_CENTS = 1_000_000;

/**
 * S-corporation election check for an LLC: the owners' profit then bears Social Security and
 * Medicare only on the salary the corporation pays them, not on all of it. The saving needs that
 * salary, which must be reasonable pay for the work; without it Keel says so.
 */
export const sCorporationRule: OpportunityRule = {
  id: 's-corporation',
  find(context) {
    const { figures, books, profile } = context;
    if (context.businessType !== 'llc') return null;
    const { profit } = baseline(context);
    if (profit.profitCents <= 0) return null;
    const shares = allocate(profit.profitCents, Array(profile.owners).fill(1));
    const seTax = shares.reduce(
      (sum, share) => sum + selfEmploymentTax(figures, profile.filingStatus, share).taxCents,
      0,
    );
    if (seTax < S_CORP_CHECK_SE_TAX_CENTS) return null;
    const salary = profile.ownerSalaryCents;
    const fica = salary === null ? null : ficaOnSalary(figures, salary) * profile.owners;
    const saving = fica === null ? null : Math.max(0, seTax - fica);
    if (saving === 0) return null;
    return {
      id: `s-corporation-${books.year}`,
      title: 'Check an S-corporation election',
      description:
        saving === null
          ? `The owners' self-employment tax comes to ${formatUSD(seTax)} this year. As an S corporation only a reasonable salary bears it; Keel needs that salary to size the saving.`
          : `Self-employment tax of ${formatUSD(seTax)} would become ${formatUSD(fica ?? 0)} of payroll taxes on a ${formatUSD(salary ?? 0)} salary per owner.`,
      potentialSaving: saving,
      difficulty: 'high',
      timeframe: 'From the year the election takes effect (Form 2553)',
      category: 'planning',
      confidence: confidenceFor(context, salary === null ? 0.3 : 0.6),
      requirements: [
        'Form 2553 filed for the LLC',
        'Owners paid a reasonable salary through payroll',
        'A corporate return each year (Form 1120-S) and payroll filings',
      ],
      rule: `Checked when the owners' self-employment tax is at least ${formatUSD(S_CORP_CHECK_SE_TAX_CENTS)} (Keel's threshold): SE tax on the profit compared with Social Security and Medicare on the owners' salaries.`,
      source:
        'IRC §1401 and §1402 (SE tax), §3101 and §3111 (FICA, shared/tax §2); rates and wage base from shared/tax §2',
      figuresUsed: [
        ...commonFigures(context),
        { label: 'Self-employment tax this year', value: formatUSD(seTax) },
        { label: 'Salary per owner', value: salary === null ? 'Not given' : formatUSD(salary) },
      ],
      missing: salary === null ? ['A reasonable salary for each owner’s work'] : [],
      adjustment: { businessDeductionCents: 0, ownerDeductionCents: 0, qbi: false },
      followUp: {
        task: 'Review an S-corporation election with the owners: reasonable salary, payroll set-up and Form 2553.',
        draftEntry: null,
      },
    };
  },
};
