import type { PayrollInput, PayrollTaxLiability } from '../payrollInput';
import { figuresFor, yearEndFilingsOf } from '../figures/taxYears';
import { payAt, type Liability } from './liability';

type Draft = Omit<Liability, 'paidCents' | 'amountCents' | 'status'>;

const quarterLabel = (p: { year: number; quarter: number }) => `Q${p.quarter} ${p.year}`;

/** Federal deposits of income tax withheld, Social Security and Medicare (Form 941), by due date. */
function federalDeposits(facts: PayrollInput): Draft[] {
  return facts.deposits.map((deposit) => ({
    id: `941-${deposit.period.year}q${deposit.period.quarter}-${deposit.dueDate}`,
    type: 'payroll',
    title: 'Federal payroll taxes (Form 941 deposit)',
    liabilityCents: deposit.amountCents,
    dueDate: deposit.dueDate,
    jurisdiction: 'Federal (IRS)',
    form: 'Form 941',
    description: `${quarterLabel(deposit.period)}: federal income tax withheld, Social Security and Medicare (employee and employer) for paydays ${deposit.paydays.join(', ')}; ${deposit.schedule} depositor${deposit.nextDay ? ', next-day rule' : ''}.`,
    payAt: payAt.federal,
    accountId: 'payroll-liabilities',
  }));
}

/**
 * FUTA deposits (shared/tax §2): each quarter's FUTA is added to what is not yet deposited; once
 * that passes $500 it is due by the last day of the month after the quarter; the fourth quarter's
 * remainder is due with Form 940.
 */
function futaDeposits(liabilities: readonly PayrollTaxLiability[]): Draft[] {
  const byYear = new Map<number, number[]>();
  for (const l of liabilities) {
    if (l.tax !== 'futa') continue;
    const quarters = byYear.get(l.period.year) ?? [0, 0, 0, 0];
    quarters[l.period.quarter - 1] = (quarters[l.period.quarter - 1] ?? 0) + l.liabilityCents;
    byYear.set(l.period.year, quarters);
  }
  const drafts: Draft[] = [];
  for (const [year, quarters] of [...byYear].sort(([a], [b]) => a - b)) {
    const figures = figuresFor(year);
    const yearEnd = yearEndFilingsOf(year);
    let undeposited = 0;
    for (const [i, amount] of quarters.entries()) {
      undeposited += amount;
      const q = i + 1;
      const fourth = q === 4;
      // shared/tax §2: $500, the same in 2025 and 2026
      const threshold = figures?.futa.depositThreshold ?? 50_000;
      if (undeposited === 0 || (!fourth && undeposited <= threshold)) continue;
      const dueDate = fourth
        ? (yearEnd?.form940.date ?? null)
        : (figures?.futaDepositDates[i] ?? null);
      drafts.push({
        id: `futa-${year}q${q}`,
        type: 'unemployment',
        title: 'Federal unemployment tax (FUTA)',
        liabilityCents: undeposited,
        dueDate,
        jurisdiction: 'Federal (IRS)',
        form: fourth ? 'Form 940' : 'Form 940 (quarterly deposit)',
        description:
          dueDate === null
            ? `FUTA through Q${q} ${year}. ${year} FUTA due dates are not in Keel's tax figures.`
            : `FUTA through Q${q} ${year}${fourth ? ', the remainder paid with Form 940' : ', deposited once it passes $500'}.`,
        payAt: payAt.federal,
        accountId: 'payroll-liabilities',
      });
      undeposited = 0;
    }
  }
  return drafts;
}

/** State unemployment and state income tax withheld, per state and quarter. */
function stateTaxes(liabilities: readonly PayrollTaxLiability[]): Draft[] {
  const groups = new Map<string, Draft>();
  for (const l of liabilities) {
    const suta = l.tax === 'suta';
    if (!suta && l.tax !== 'stateIncomeTax' && l.tax !== 'otherStateTaxes') continue;
    const key = `${suta ? 'suta' : 'state-withholding'}-${l.jurisdiction}-${l.period.year}q${l.period.quarter}`;
    const existing = groups.get(key);
    if (existing) {
      existing.liabilityCents += l.liabilityCents;
      continue;
    }
    groups.set(key, {
      id: key,
      type: suta ? 'unemployment' : 'payroll',
      title: suta
        ? `${l.jurisdiction} unemployment insurance (SUTA)`
        : `${l.jurisdiction} income tax and other taxes withheld`,
      liabilityCents: l.liabilityCents,
      dueDate: null,
      jurisdiction: l.jurisdiction,
      form: suta ? 'State quarterly wage and contribution report' : 'State withholding return',
      description: `${quarterLabel(l.period)}. The due date follows ${l.jurisdiction}'s own deposit schedule, which Keel's tax figures do not hold yet: check with the state agency.`,
      payAt: payAt.state,
      accountId: 'payroll-liabilities',
    });
  }
  return [...groups.values()].filter((d) => d.liabilityCents > 0);
}

/** The payroll taxes the approved runs owe, as liabilities to pay. */
export function payrollLiabilities(facts: PayrollInput): Draft[] {
  return [
    ...federalDeposits(facts),
    ...futaDeposits(facts.liabilities),
    ...stateTaxes(facts.liabilities),
  ];
}

/** The Form 941 taxes of one quarter, summed from the payroll facts (line 12 before adjustments). */
export function form941Total(facts: PayrollInput, year: number, quarter: number): number {
  const on941 = new Set([
    'federalIncomeTax',
    'socialSecurityEmployee',
    'socialSecurityEmployer',
    'medicareEmployee',
    'medicareEmployer',
    'additionalMedicare',
  ]);
  return facts.liabilities
    .filter((l) => on941.has(l.tax) && l.period.year === year && l.period.quarter === quarter)
    .reduce((sum, l) => sum + l.liabilityCents, 0);
}
