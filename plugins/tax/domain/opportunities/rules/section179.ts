import { formatUSD } from '@keel/core/domain';
import {
  baseline,
  commonFigures,
  confidenceFor,
  savingFor,
  type OpportunityRule,
} from '../ruleContext';

/**
 * Section 179 / bonus depreciation: equipment, furniture and vehicles bought this year (debits to
 * fixed-asset accounts) may be expensed in full instead of depreciated over years, up to the
 * business's income (IRC §179(b)(3)); OBBBA restored 100% bonus depreciation for property acquired
 * after 19 January 2025 (research §3 C1).
 */
export const section179Rule: OpportunityRule = {
  id: 'section-179',
  find(context) {
    const { figures, books } = context;
    const purchases = books.fixedAssetPurchases.reduce((sum, p) => sum + p.cents, 0);
    const { profit } = baseline(context);
    if (purchases <= 0 || profit.profitCents <= 0) return null;
    const expensed = Math.min(purchases, figures.section179LimitAtLeast, profit.profitCents);
    const saving = savingFor(context, { businessDeductionCents: expensed });
    if (saving <= 0) return null;
    return {
      id: `section-179-${books.year}`,
      title: 'Expense this year’s equipment (Section 179 / bonus depreciation)',
      description: `The books show ${formatUSD(purchases)} of equipment, furniture or vehicles bought in ${books.year}. Expensing ${formatUSD(expensed)} this year instead of depreciating it over several years lowers this year’s tax.`,
      potentialSaving: saving,
      difficulty: 'low',
      timeframe: `With the ${books.year} return (Form 4562)`,
      category: 'deductions',
      confidence: confidenceFor(context, 0.9),
      requirements: [
        `Placed in service in ${books.year} and used more than half for the business`,
        'Elected on Form 4562 with the return',
        'Not already depreciated in these books for this year',
      ],
      rule: 'IRC §179: expense qualifying property up to the business’s taxable income; any excess carries forward. OBBBA: 100% bonus depreciation for property acquired after 19 January 2025.',
      source:
        'IRC §179(b); OBBBA (P.L. 119-21) as summarised in research/analytics-and-scale.md §3 C1. Limit checked against $2,500,000 (2025); the 2026 indexed amount is higher.',
      figuresUsed: [
        ...books.fixedAssetPurchases.map((p) => ({
          label: `Bought this year: ${p.name}`,
          value: formatUSD(p.cents),
        })),
        ...commonFigures(context),
      ],
      missing: [],
      adjustment: { businessDeductionCents: expensed, ownerDeductionCents: 0, qbi: false },
      followUp: {
        task: `Elect Section 179 (or 100% bonus depreciation) for ${formatUSD(expensed)} of ${books.year} purchases on Form 4562, and confirm each asset's placed-in-service date.`,
        draftEntry: {
          memo: `Section 179 expensing of ${books.year} purchases`,
          lines: [
            { accountId: 'depreciation', debit: expensed, credit: 0 },
            { accountId: 'accumulated-depreciation', debit: 0, credit: expensed },
          ],
        },
      },
    };
  },
};
