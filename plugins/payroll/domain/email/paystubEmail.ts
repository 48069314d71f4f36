import { formatUSD, type Cents } from '@keel/core/domain';
import type { PaystubInput } from '../documents';

/** An e-mail ready for POST /api/send-email. */
export interface PaystubEmail {
  subject: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (cents: Cents) => escapeHtml(formatUSD(cents));

function row(label: string, current: Cents, ytd: Cents, note?: string): string {
  const explained = note ? `<br><small>${escapeHtml(note)}</small>` : '';
  return `<tr><td>${escapeHtml(label)}${explained}</td><td align="right">${money(current)}</td><td align="right">${money(ytd)}</td></tr>`;
}

/**
 * A paystub as an e-mail (Send to Employees): the same items as the PDF (employer, employee id,
 * period, pay date, how the gross was earned, every tax and deduction with its explanation, net,
 * current and year to date), as plain HTML every mail client shows.
 */
export function paystubEmail(stub: PaystubInput): PaystubEmail {
  const { paycheck, ytd } = stub;
  const earned =
    stub.payBasis.type === 'salary'
      ? `Salary${stub.payBasis.annualSalary !== undefined ? ` (${formatUSD(stub.payBasis.annualSalary)} a year)` : ''}${stub.payBasis.hoursWorked !== undefined ? `, ${stub.payBasis.hoursWorked} hours` : ''}`
      : stub.payBasis.lines
          .map((line) =>
            line.kind === 'hours'
              ? `${line.hours} hours at ${formatUSD(line.rate)}/hour`
              : `${line.units} units at ${formatUSD(line.rate)}`,
          )
          .join('; ');
  const state = paycheck.stateIncomeTax;
  const stateLabel = `${state.state} state income tax${state.exact ? '' : ' (estimate)'}`;
  const otherYtd = (name: string) =>
    ytd.otherEmployeeTaxes?.find((line) => line.name === name)?.amount ?? 0;
  const rows = [
    row('Gross pay', paycheck.gross.amount, ytd.gross, paycheck.gross.explanation),
    row(
      'Federal income tax',
      paycheck.federalIncomeTax.amount,
      ytd.federalIncomeTax,
      paycheck.federalIncomeTax.explanation,
    ),
    row(
      'Social Security',
      paycheck.socialSecurity.amount,
      ytd.socialSecurity,
      paycheck.socialSecurity.explanation,
    ),
    row('Medicare', paycheck.medicare.amount, ytd.medicare, paycheck.medicare.explanation),
    ...(paycheck.additionalMedicare.amount > 0 || (ytd.additionalMedicare ?? 0) > 0
      ? [
          row(
            'Additional Medicare',
            paycheck.additionalMedicare.amount,
            ytd.additionalMedicare ?? 0,
            paycheck.additionalMedicare.explanation,
          ),
        ]
      : []),
    row(
      stateLabel,
      state.amount,
      ytd.stateIncomeTax,
      state.exact ? state.explanation : state.label,
    ),
    ...(paycheck.otherEmployeeTaxes ?? []).map((line) =>
      row(line.name, line.amount, otherYtd(line.name), line.explanation),
    ),
    ...(paycheck.otherDeductions > 0
      ? [row('After-tax deductions', paycheck.otherDeductions, ytd.otherDeductions ?? 0)]
      : []),
    `<tr><th align="left">Net pay</th><th align="right">${money(paycheck.net)}</th><th align="right">${money(ytd.net)}</th></tr>`,
  ].join('');
  const payment = !stub.payment
    ? ''
    : stub.payment.method === 'check'
      ? `<p>Paid by check number ${stub.payment.checkNumber}.</p>`
      : `<p>Paid by direct deposit to account ending ${escapeHtml(stub.payment.accountNumber.slice(-4))}${stub.payment.bankName ? ` at ${escapeHtml(stub.payment.bankName)}` : ''}.</p>`;
  const html = [
    `<h2>Pay statement — ${escapeHtml(stub.employer.legalName)}</h2>`,
    `<p>${stub.employer.addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p><strong>${escapeHtml(stub.employee.name)}</strong> (employee ID ${escapeHtml(stub.employee.id)})<br>`,
    `Pay period ${escapeHtml(stub.payPeriod.start)} to ${escapeHtml(stub.payPeriod.end)}, pay date ${escapeHtml(stub.payDate)}<br>`,
    `Earned: ${escapeHtml(earned)}</p>`,
    `<table cellpadding="4" border="1" style="border-collapse:collapse"><thead><tr><th align="left">Item</th><th>This period</th><th>Year to date</th></tr></thead><tbody>${rows}</tbody></table>`,
    payment,
  ].join('\n');
  return {
    subject: `Your pay statement for ${stub.payDate} from ${stub.employer.legalName}`,
    html,
  };
}
