import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  depositDueDate,
  federalTaxDeposits,
  form940DueDate,
  form941DueDate,
  formW2DueDate,
  nextDayDepositDueDate,
} from '../deadlines';
import { addDays } from '../deadlines/isoDate';
import { depositLiability } from '../overview';
import type { PayrollRunRecord } from '../runs';
import type { StateCode } from '../tax';
import { books, run } from './facts.testSupport';
import { payrollFactsSchema, type PayrollFacts } from './payrollFactsSchema';
import { payrollFacts } from './payrollFacts';

describe('payrollFacts properties', () => {
  const states: StateCode[] = ['CA', 'NY', 'TX', 'WA'];
  /** 2025 and 2026: the tax years Keel has tables for. */
  const day = fc.integer({ min: 0, max: 729 });
  /**
   * Runs of one to four salaried employees on distinct paydays; some earn up to $3,000,000 a year,
   * so that a run can reach the $100,000 next-day rule and a lookback make the schedule semiweekly.
   */
  const companyRuns = fc
    .uniqueArray(
      fc.record({
        day,
        then: fc.constantFrom(
          'open' as const,
          'approve' as const,
          'approve' as const,
          'void' as const,
        ),
        state: fc.constantFrom(...states),
        salaries: fc.array(
          fc.oneof(
            fc.integer({ min: 1_000_000, max: 80_000_000 }),
            fc.integer({ min: 80_000_000, max: 300_000_000 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { selector: (r) => r.day, maxLength: 14 },
    )
    .map((plans) => {
      const runs: PayrollRunRecord[] = [];
      for (const [i, plan] of [...plans].sort((a, b) => a.day - b.day).entries()) {
        const payDate = addDays('2025-01-01', plan.day);
        const people = plan.salaries.map((salary, n) => ({
          profile: { id: `e${n}`, payType: 'salary' as const, salary },
          name: `Employee ${n}`,
          paymentMethod: 'check' as const,
        }));
        runs.push(run(`r${i}`, payDate, runs, plan.then, plan.state, people));
      }
      return runs;
    });
  const asOf = fc.integer({ min: 0, max: 3 * 365 }).map((d) => addDays('2025-01-01', d));
  const key = (p: PayrollFacts['totals'][number]['period']) => `${p.year}-${p.quarter}`;

  it('sums the liabilities of each quarter to its approved runs’ employee and employer taxes', () => {
    fc.assert(
      fc.property(companyRuns, asOf, (runs, today) => {
        const facts = payrollFacts(books(runs), today);
        const approved = facts.runs.filter((r) => r.status === 'completed');
        const taxesOf = (r: { employeeTaxesCents: number; employerTaxesCents: number }) =>
          r.employeeTaxesCents + r.employerTaxesCents;
        const liability = facts.liabilities.reduce((sum, l) => sum + l.liabilityCents, 0);
        expect(liability).toBe(approved.reduce((sum, r) => sum + taxesOf(r), 0));
        for (const totals of facts.totals) {
          const ofPeriod = facts.liabilities.filter((l) => key(l.period) === key(totals.period));
          expect(ofPeriod.reduce((sum, l) => sum + l.liabilityCents, 0)).toBe(taxesOf(totals));
        }
        expect(facts.totals.reduce((sum, t) => sum + t.runs, 0)).toBe(approved.length);
        expect(payrollFactsSchema.safeParse(facts).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('deposits each quarter’s Form 941 liability, due when the deadlines domain says', () => {
    fc.assert(
      fc.property(companyRuns, asOf, (runs, today) => {
        const facts = payrollFacts(books(runs), today);
        const completed = runs.filter((r) => r.status === 'completed');
        expect(facts.deposits.map((d) => [d.dueDate, d.amountCents])).toEqual(
          federalTaxDeposits(
            completed.map((r) => ({
              id: r.id,
              payDate: r.payDate,
              depositLiabilityCents: depositLiability(r),
            })),
          ).map((d) => [d.dueDate, d.amountCents]),
        );
        const quarters = new Set(facts.liabilities.map((l) => key(l.period)));
        for (const quarter of quarters) {
          const form941 = facts.liabilities
            .filter((l) => l.reportedOn === '941' && key(l.period) === quarter)
            .reduce((sum, l) => sum + l.liabilityCents, 0);
          const deposited = facts.deposits
            .filter((d) => key(d.period) === quarter)
            .reduce((sum, d) => sum + d.amountCents, 0);
          expect(deposited).toBe(form941);
        }
        for (const deposit of facts.deposits) {
          const last = deposit.paydays[deposit.paydays.length - 1]!;
          if (deposit.nextDay) expect(deposit.dueDate).toBe(nextDayDepositDueDate(last));
          else
            for (const payday of deposit.paydays)
              expect(depositDueDate(payday, deposit.schedule)).toBe(deposit.dueDate);
        }
        for (const due of facts.returns) {
          const expected =
            due.form === '941'
              ? form941DueDate(due.taxYear, due.quarter!)
              : due.form === '940'
                ? form940DueDate(due.taxYear)
                : formW2DueDate(due.taxYear);
          expect(due.dueDate).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
