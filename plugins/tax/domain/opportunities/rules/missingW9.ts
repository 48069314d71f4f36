import { formatUSD } from '@keel/core/domain';
import { percentText } from '../../estimate/rates';
import { noChange, type OpportunityRule } from '../ruleContext';

/**
 * 1099 vendors missing a W-9: a vendor marked 1099 eligible, paid at least the year's 1099-NEC
 * threshold, without a W-9 (tax id) on file. The 1099-NEC needs the vendor's tax id, and a payee
 * who has not furnished one is subject to backup withholding (IRC §3406(a)(1)(A)) at the year's
 * rate. No tax saving: it is a filing the company cannot make without the form.
 */
export const missingW9Rule: OpportunityRule = {
  id: 'missing-w9',
  find(context) {
    const { books, figures } = context;
    const missing = books.vendors1099
      .filter((v) => !v.taxIdOnFile && v.paidCents >= figures.threshold1099)
      .sort((a, b) => b.paidCents - a.paidCents || a.name.localeCompare(b.name));
    if (missing.length === 0) return null;
    const paid = missing.reduce((sum, v) => sum + v.paidCents, 0);
    const backup = Math.round((paid * figures.backupWithholdingRate) / 10_000);
    const names = missing.map((v) => v.name).join(', ');
    return {
      id: `missing-w9-${books.year}`,
      title: 'Collect W-9s from 1099 vendors',
      description: `${missing.length === 1 ? '1 vendor' : `${missing.length} vendors`} paid ${formatUSD(figures.threshold1099)} or more this year (${names}) ${missing.length === 1 ? 'has' : 'have'} no W-9 on file. Their 1099-NEC needs the tax id on the W-9.`,
      potentialSaving: null,
      difficulty: 'low',
      timeframe: `Before the 1099-NEC due date, ${figures.form1099Nec}`,
      category: 'planning',
      // The payments are in the books; whether a W-9 is on file is the vendor form's own answer.
      confidence: 100,
      requirements: [
        'A signed Form W-9 from each vendor',
        'Tick "W-9 (tax ID) on file" on the vendor in Bookkeeping',
      ],
      rule: `Form 1099-NEC is filed for each payee paid ${formatUSD(figures.threshold1099)} or more in the year, with the payee's tax id from Form W-9. Payments to a payee who has not furnished a tax id are subject to backup withholding at ${percentText(figures.backupWithholdingRate)}.`,
      source:
        'IRC §6041A and §3406(a)(1)(A); threshold and rate: shared/tax us-payroll-2026.md §3.3 and §2',
      figuresUsed: [
        ...missing.map((v) => ({
          label: `Paid to ${v.name} this year`,
          value: formatUSD(v.paidCents),
        })),
        {
          label: `Backup withholding at ${percentText(figures.backupWithholdingRate)} of those payments`,
          value: formatUSD(backup),
        },
      ],
      missing: [],
      adjustment: noChange,
      followUp: {
        task: `Request a Form W-9 from ${names} and mark it on file in Bookkeeping before filing the ${books.year} Forms 1099-NEC.`,
        draftEntry: null,
      },
    };
  },
};
