import { describe, expect, it } from 'vitest';
import { formatUSD } from '@keel/core/domain';
import { approvePayrollRun, paystubsForRun, planPayrollRun } from '../runs';
import { paystubEmail } from './paystubEmail';

const run = approvePayrollRun(
  planPayrollRun({
    id: 'run-1',
    payDate: '2026-01-09',
    frequency: 'biweekly',
    company: { state: 'AZ' },
    employees: [
      {
        profile: { id: 'emp-1', payType: 'hourly', hourlyRate: 3_000, hoursPerWeek: 40 },
        name: 'Robin <Tables> & Co',
        paymentMethod: 'direct_deposit',
      },
    ],
    previousRuns: [],
    createdAt: '2026-01-05T10:00:00Z',
    createdBy: 'Owner <o@example.com>',
  }),
  { by: 'Owner <o@example.com>', at: '2026-01-05T11:00:00Z' },
).run;
const employer = { legalName: 'Acme "Tools" LLC', addressLines: ['1 Main St', 'Phoenix, AZ'] };
const [stub] = paystubsForRun(
  run,
  [run],
  employer,
  new Map([['emp-1', { bankName: 'First Bank', accountLast4: '6789' }]]),
);

describe('paystubEmail', () => {
  const mail = paystubEmail(stub!);
  const paycheck = run.paychecks[0]!;

  it('carries the employer, employee id, period, pay date and how the pay was earned', () => {
    expect(mail.subject).toBe('Your pay statement for 2026-01-09 from Acme "Tools" LLC');
    expect(mail.html).toContain('Acme &quot;Tools&quot; LLC');
    expect(mail.html).toContain('1 Main St<br>Phoenix, AZ');
    expect(mail.html).toContain('employee ID emp-1');
    expect(mail.html).toContain(
      `Pay period ${run.periodStart} to ${run.periodEnd}, pay date 2026-01-09`,
    );
    expect(mail.html).toContain('80 hours at $30.00/hour');
  });

  it('lists gross, every tax and the net, this period and year to date', () => {
    for (const cents of [
      paycheck.gross,
      paycheck.federalIncomeTax,
      paycheck.socialSecurity,
      paycheck.medicare,
      paycheck.stateIncomeTax,
      paycheck.net,
    ])
      expect(mail.html).toContain(formatUSD(cents));
    expect(mail.html).toContain('AZ state income tax');
    expect(mail.html).toContain('account ending 6789 at First Bank');
  });

  it('escapes names so an employee record cannot inject markup', () => {
    expect(mail.html).toContain('Robin &lt;Tables&gt; &amp; Co');
    expect(mail.html).not.toContain('<Tables>');
  });
});
