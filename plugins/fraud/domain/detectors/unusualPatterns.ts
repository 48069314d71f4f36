import { formatUSD } from '@keel/core/domain';
import type { BankLine, BooksEvidence, PayrollEvidence } from '../evidence/evidence';
import type { Finding, ThreatRecord } from '../threats/threatSchema';
import { benfordUnsuitable, digitTest, firstTwoDigits } from './benford';
import { paidAfterTerminationFindings } from './paidAfterTermination';
import { vendorLink } from './sharedVendorIdentifiers';
import {
  byDate,
  byPayee,
  compareText,
  median,
  outgoingPayments,
  paid,
  payeeName,
  paymentRecord,
  pushTo,
  steadyCadence,
} from './payments';

/**
 * Unusual patterns: payments that do not follow Benford's law (first and first-two digits), a
 * month far above a payee's or an account's own history (robust z-score), the same amount paid
 * over and over to several payees (Nigrini's number duplication, the "hit parade"), and payroll:
 * employees sharing a bank account, an employee paid without an SSN on file, a net pay jump, pay
 * after termination.
 */

/** Iglewicz and Hoaglin's cut-off for the modified (robust) z-score. */
export const ROBUST_Z_CUTOFF = 3.5;
/** A monthly series needs this many months of its own history to judge a month. */
export const SPIKE_MIN_MONTHS = 6;
/** A month must exceed its median by at least this much to matter (cents). */
export const SPIKE_MIN_EXCESS = 100_000;
/** The hit parade: an amount of at least $500 paid 4 or more times to 3 or more payees. */
export const HIT_PARADE = { minCents: 50_000, minTimes: 4, minPayees: 3 } as const;
/** A net pay at least 1.5 times the employee's median and $500 more. */
export const NET_PAY_JUMP = { ratio: 1.5, minCents: 50_000, minHistory: 3 } as const;

export interface PatternResult {
  findings: Finding[];
  /** Tests that could not run on these books, and why. */
  notes: string[];
}

/** Modified z-score of x against values: 0.6745 (x - median) / MAD; null when MAD is zero. */
export function robustZ(x: number, values: readonly number[]): number | null {
  const m = median(values);
  const mad = median(values.map((v) => Math.abs(v - m)));
  if (mad === 0) return null;
  return (0.6745 * (x - m)) / mad;
}

function benfordFindings(payments: readonly BankLine[]): PatternResult {
  const unsuitable = benfordUnsuitable(payments.map(paid));
  if (unsuitable) return { findings: [], notes: [unsuitable] };
  const withDigits = payments.flatMap((line) => {
    const d = firstTwoDigits(paid(line));
    return d === null ? [] : [{ line, d }];
  });
  const first = digitTest(
    'first',
    withDigits.map((x) => Math.floor(x.d / 10)),
  );
  const firstTwo = digitTest(
    'firstTwo',
    withDigits.map((x) => x.d),
  );
  if (first.conforms && firstTwo.conforms) return { findings: [], notes: [] };
  const spikes = firstTwo.spikes.slice(0, 3);
  if (spikes.length === 0) return { findings: [], notes: [] };
  const spiking = new Set(spikes.map((s) => s.digits));
  const lines = withDigits.filter((x) => spiking.has(x.d)).map((x) => x.line);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  const judged = (t: typeof first) =>
    t.method === 'excess-mad'
      ? `ExcessMAD ${t.statistic.toFixed(4)} above the ${t.cutoff.toFixed(4)} a Benford set of ${withDigits.length} amounts stays under 95% of the time`
      : `MAD ${t.mad.toFixed(4)}, Nigrini's nonconformity is above ${t.cutoff}`;
  const factors = [
    ...(!first.conforms ? [`First digits do not follow Benford's law: ${judged(first)}`] : []),
    ...(!firstTwo.conforms
      ? [`First-two digits do not follow Benford's law: ${judged(firstTwo)}`]
      : []),
    ...spikes.map(
      (s) =>
        `Payments starting with ${s.digits} are ${pct(s.observed)} of all, where ${pct(s.expected)} is expected`,
    ),
  ];
  return {
    findings: [
      {
        type: 'unusual_pattern',
        rule: 'pattern.benford',
        key: [...spiking].sort().join(','),
        severity: 'medium',
        confidence: Math.min(85, 50 + Math.round(spikes[0]!.z * 3)),
        amount: lines.reduce((sum, l) => sum + paid(l), 0),
        description: `Payment amounts starting with ${[...spiking].join(', ')} appear far more often than natural amounts do`,
        riskFactors: factors,
        records: lines.sort(byDate).map(paymentRecord),
        timestamp: lines.at(-1)!.date,
      },
    ],
    notes: [],
  };
}

/** A month far above a series' own history: per payee and per expense account. */
function spikeFindings(payments: readonly BankLine[]): Finding[] {
  const findings: Finding[] = [];
  const series = new Map<string, { label: string; months: Map<string, BankLine[]> }>();
  const add = (key: string, label: string, line: BankLine) => {
    const s = series.get(key) ?? { label, months: new Map<string, BankLine[]>() };
    const month = line.date.slice(0, 7);
    pushTo(s.months, month, line);
    series.set(key, s);
  };
  for (const [key, lines] of byPayee(payments)) for (const l of lines) add(key, payeeName(l), l);
  for (const l of payments)
    if (l.accountId !== '') add(`account:${l.accountId}`, l.accountName || l.accountId, l);
  for (const [key, { label, months }] of series) {
    if (months.size < SPIKE_MIN_MONTHS + 1) continue;
    const totals = [...months].map(([month, lines]) => ({
      month,
      lines,
      total: lines.reduce((s, l) => s + paid(l), 0),
    }));
    for (const month of totals) {
      const others = totals.filter((t) => t !== month).map((t) => t.total);
      const z = robustZ(month.total, others);
      const usual = median(others);
      if (z === null || z < ROBUST_Z_CUTOFF) continue;
      if (month.total - usual < SPIKE_MIN_EXCESS || month.total < 2 * usual) continue;
      findings.push({
        type: 'unusual_pattern',
        rule: `pattern.spike.${key}`,
        key: month.month,
        severity: month.total - usual >= 1_000_000 ? 'high' : 'medium',
        confidence: Math.min(90, 50 + Math.round(z * 3)),
        amount: month.total - usual,
        description: `${label} in ${month.month}: ${formatUSD(month.total)}, against a usual ${formatUSD(Math.round(usual))} a month`,
        riskFactors: [
          `${formatUSD(month.total)} in ${month.month} is ${(month.total / Math.max(1, usual)).toFixed(1)} times the usual month`,
          `Robust z-score ${z.toFixed(1)} against its own ${others.length} other months (above ${ROBUST_Z_CUTOFF} is an outlier)`,
        ],
        records: month.lines.map(paymentRecord),
        timestamp: month.lines.at(-1)!.date,
      });
    }
  }
  return findings;
}

/** The same amount paid over and over to several payees, that is no fixed recurring payment. */
function hitParadeFindings(payments: readonly BankLine[]): Finding[] {
  const byAmount = new Map<number, BankLine[]>();
  for (const l of payments)
    if (paid(l) >= HIT_PARADE.minCents && paid(l) % 10_000 !== 0) pushTo(byAmount, l.amount, l);
  const findings: Finding[] = [];
  for (const lines of byAmount.values()) {
    if (lines.length < HIT_PARADE.minTimes) continue;
    const payees = byPayee(lines);
    if (payees.size < HIT_PARADE.minPayees) continue;
    if (
      [...payees.values()].some((g) => g.length >= 4 && steadyCadence(g.map((l) => l.date)).steady)
    )
      continue;
    lines.sort(byDate);
    const names = [...payees.values()].map((g) => payeeName(g[0]!));
    findings.push({
      type: 'unusual_pattern',
      rule: 'pattern.hit-parade',
      key: String(lines[0]!.amount),
      severity: 'medium',
      confidence: Math.min(85, 45 + 5 * lines.length),
      amount: lines.reduce((s, l) => s + paid(l), 0),
      description: `${formatUSD(paid(lines[0]!))} was paid ${lines.length} times to ${payees.size} different payees`,
      riskFactors: [
        `The exact amount ${formatUSD(paid(lines[0]!))} recurs ${lines.length} times (Nigrini's number duplication test)`,
        `Paid to ${names.join(', ')}`,
      ],
      records: lines.map(paymentRecord),
      timestamp: lines.at(-1)!.date,
    });
  }
  return findings;
}

function employeeRecord(payroll: PayrollEvidence, id: string): ThreatRecord {
  const employee = payroll.employees.find((e) => e.id === id);
  return { id: `employee:${id}`, label: employee?.name ?? id, link: employee?.link ?? '' };
}

/**
 * An employee paid into a vendor's payment bank account (ACFE's payroll and shell-company
 * schemes: pay diverted to a vendor, or a vendor the employee owns), one threat per employee and
 * vendor. Raised as soon as both accounts are on file: an employee's account matching a vendor's is
 * never innocent bookkeeping.
 */
function vendorAccountFindings(payroll: PayrollEvidence): Finding[] {
  return payroll.employees.flatMap((employee) => {
    const paychecks = payroll.paychecks.filter(
      (p) => p.employeeId === employee.id && p.status === 'completed',
    );
    const net = paychecks.reduce((s, p) => s + p.net, 0);
    return (employee.sharesAccountWithVendors ?? []).map((vendor) => ({
      type: 'unusual_pattern' as const,
      rule: 'payroll.vendor-account',
      severity: 'high' as const,
      confidence: 90,
      amount: net,
      description: `${employee.name} is paid into the bank account of vendor ${vendor.name}`,
      riskFactors: [
        `${employee.name}'s direct deposit goes to the bank account on file for vendor ${vendor.name}`,
        paychecks.length > 0
          ? `${formatUSD(net)} of net pay in ${paychecks.length} paycheck${paychecks.length === 1 ? '' : 's'} went to that account`
          : 'No paycheck has been paid into it yet',
        'An employee paid into a vendor’s account is a sign of diverted pay or a vendor the employee controls',
      ],
      records: [
        employeeRecord(payroll, employee.id),
        { id: `vendor:${vendor.id}`, label: vendor.name, link: vendorLink(vendor.id) },
      ],
      timestamp:
        paychecks
          .map((p) => p.payDate)
          .sort()
          .at(-1) ?? '',
    }));
  });
}

/** Payroll: shared accounts (with another employee or a vendor), pay without an SSN, a net pay jump. */
export function payrollFindings(payroll: PayrollEvidence): Finding[] {
  const findings: Finding[] = vendorAccountFindings(payroll);
  const seen = new Set<string>();
  for (const employee of payroll.employees) {
    if (employee.sharesAccountWith.length === 0) continue;
    const ids = [employee.id, ...employee.sharesAccountWith].sort();
    if (seen.has(ids.join(','))) continue;
    seen.add(ids.join(','));
    const records = ids.map((id) => employeeRecord(payroll, id));
    findings.push({
      type: 'unusual_pattern',
      rule: 'payroll.shared-account',
      severity: 'high',
      confidence: 85,
      amount: payroll.paychecks
        .filter((p) => ids.includes(p.employeeId) && p.status === 'completed')
        .reduce((s, p) => s + p.net, 0),
      description: `${records.map((r) => r.label).join(' and ')} are paid into the same bank account`,
      riskFactors: [
        'Two employees sharing one direct-deposit account is a sign of a ghost employee',
        `Employees: ${records.map((r) => r.label).join(', ')}`,
      ],
      records,
      timestamp: payroll.paychecks.filter((p) => ids.includes(p.employeeId)).at(0)?.payDate ?? '',
    });
  }
  for (const employee of payroll.employees) {
    const paychecks = payroll.paychecks.filter(
      (p) => p.employeeId === employee.id && p.status !== 'void',
    );
    if (!employee.hasSsn && paychecks.length > 0)
      findings.push({
        type: 'unusual_pattern',
        rule: 'payroll.no-ssn',
        severity: 'medium',
        confidence: 70,
        amount: paychecks.reduce((s, p) => s + p.net, 0),
        description: `${employee.name} is paid without a Social Security number on file`,
        riskFactors: [
          `${paychecks.length} paycheck${paychecks.length === 1 ? '' : 's'} without an SSN: a real employee has one, a ghost employee often has none`,
        ],
        records: [employeeRecord(payroll, employee.id)],
        timestamp:
          paychecks
            .map((p) => p.payDate)
            .sort()
            .at(-1) ?? '',
      });
    const history = [...paychecks].sort((a, b) => compareText(a.payDate, b.payDate));
    for (const [i, paycheck] of history.entries()) {
      if (i < NET_PAY_JUMP.minHistory) continue;
      const usual = median(history.slice(0, i).map((p) => p.net));
      if (paycheck.net < usual * NET_PAY_JUMP.ratio || paycheck.net - usual < NET_PAY_JUMP.minCents)
        continue;
      findings.push({
        type: 'unusual_pattern',
        rule: 'payroll.net-pay-jump',
        severity: paycheck.net - usual >= 500_000 ? 'high' : 'medium',
        confidence: 60,
        amount: paycheck.net - Math.round(usual),
        description: `${employee.name}'s net pay on ${paycheck.payDate} is ${formatUSD(paycheck.net)}, against a usual ${formatUSD(Math.round(usual))}`,
        riskFactors: [
          `Net pay ${(paycheck.net / Math.max(1, usual)).toFixed(1)} times the median of ${i} earlier paychecks`,
        ],
        records: [
          employeeRecord(payroll, employee.id),
          {
            id: `paycheck:${paycheck.runId}/${employee.id}`,
            label: `Paycheck of ${paycheck.payDate}`,
            link: paycheck.link,
          },
        ],
        timestamp: paycheck.payDate,
      });
    }
  }
  return findings;
}

/** Every unusual pattern of the books and payroll, and the tests that could not run. */
export function detectUnusualPatterns(
  books: BooksEvidence,
  payroll: PayrollEvidence | null,
): PatternResult {
  const payments = outgoingPayments(books.lines);
  const benford = benfordFindings(payments);
  return {
    findings: [
      ...benford.findings,
      ...spikeFindings(payments),
      ...hitParadeFindings(payments),
      ...(payroll ? payrollFindings(payroll) : []),
      ...(payroll ? paidAfterTerminationFindings(payroll) : []),
    ],
    notes: [
      ...benford.notes,
      ...(payroll ? [] : ['Payroll checks need payroll access and the Payroll plugin']),
    ],
  };
}
