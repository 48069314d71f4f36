import { shortDate } from '../../domain/periods/calendar';
import { period } from '../../domain/periods/period';
import type { Figure } from '../../domain/schema';
import { count, usd } from './money';
import { payrollSource } from './sources';
import { rangeArgs } from './toolArgs';
import type { Tool } from './toolTypes';

/**
 * Payroll totals of a period, the last run, the next pay date and the employer's cost, from the
 * payroll facts: summed runs only, never one employee's pay. Offered only to roles with payroll
 * access, so a model is never given payroll figures for anyone else.
 */
export const payrollTool: Tool<typeof rangeArgs> = {
  name: 'payroll_summary',
  description:
    'Payroll for a date range (by pay date): approved runs, gross pay, net pay, taxes withheld, employer taxes and the employer cost, plus the last run, the next pay date and the number of employees.',
  args: rangeArgs,
  available: async (ctx) => (await ctx.payroll())?.status === 'ready',
  async run(ctx, a) {
    const answer = await ctx.payroll();
    if (answer?.status !== 'ready') throw new Error('Payroll is not available to this role');
    const { facts } = answer;
    const p = period(a.from, a.to);
    const paid = facts.runs.filter((r) => r.status === 'completed');
    const inPeriod = paid.filter((r) => r.payDate >= p.from && r.payDate <= p.to);
    const sum = (pick: (r: (typeof paid)[number]) => number) =>
      inPeriod.reduce((total, r) => total + pick(r), 0);
    const gross = sum((r) => r.grossCents);
    const net = sum((r) => r.netCents);
    const withheld = sum((r) => r.employeeTaxesCents);
    const employerTaxes = sum((r) => r.employerTaxesCents);
    const last = paid.find((r) => r.payDate <= ctx.today);
    const figure = (label: string, cents: number): Figure => ({
      label,
      cents,
      period: p,
      asOf: null,
      source: payrollSource,
    });
    const next = facts.nextPayDate
      ? ` The next pay date is ${shortDate(facts.nextPayDate)}.`
      : ' No next pay date is set: payroll is not set up yet.';
    const lastText = last
      ? ` The last approved run paid ${count(last.headCount, 'employee')} ${usd(last.grossCents)} gross on ${shortDate(last.payDate)}.`
      : '';
    const figures = [
      figure('Gross pay', gross),
      figure('Net pay', net),
      figure('Employee taxes withheld', withheld),
      figure('Employer taxes', employerTaxes),
      figure('Employer cost', gross + employerTaxes),
    ];
    if (last)
      figures.push({
        label: `Last run gross (${shortDate(last.payDate)})`,
        cents: last.grossCents,
        period: period(last.payPeriod.from, last.payPeriod.to),
        asOf: null,
        source: payrollSource,
      });
    return {
      tool: 'payroll_summary',
      args: a,
      period: p,
      type: 'payroll',
      text:
        (inPeriod.length === 0
          ? `No approved payroll run was paid in ${p.label}.`
          : `${count(inPeriod.length, 'approved payroll run')} paid in ${p.label}: gross pay ${usd(gross)}, net pay ${usd(net)}, ${usd(withheld)} withheld from employees and ${usd(employerTaxes)} of employer taxes, so payroll cost the company ${usd(gross + employerTaxes)}.`) +
        lastText +
        next +
        ` ${count(facts.activeEmployees, 'employee')} ${facts.activeEmployees === 1 ? 'is' : 'are'} on the payroll.`,
      figures,
      table:
        inPeriod.length === 0
          ? null
          : {
              caption: `Payroll runs paid in ${p.label}`,
              columns: ['Pay date', 'Employees', 'Gross', 'Net', 'Employer taxes'],
              rows: inPeriod.map((r) => [
                shortDate(r.payDate),
                String(r.headCount),
                usd(r.grossCents),
                usd(r.netCents),
                usd(r.employerTaxesCents),
              ]),
            },
      sources: [payrollSource],
    };
  },
};
