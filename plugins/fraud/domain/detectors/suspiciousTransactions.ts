import { formatUSD } from '@keel/core/domain';
import type { BankLine, BooksEvidence, FraudSettings } from '../evidence/evidence';
import type { Finding } from '../threats/threatSchema';
import {
  byDate,
  byPayee,
  clusters,
  daysBetween,
  outgoingPayments,
  paid,
  payeeKey,
  payeeName,
  paymentRecord,
  percentile,
  pushTo,
  steadyCadence,
} from './payments';

/**
 * Suspicious transactions: amounts just under an approval or reporting threshold, repeated;
 * round amounts, repeated; a vendor's largest payment far above its others (Nigrini's relative
 * size factor); a large first payment to a new vendor; an entry by someone who rarely posts to
 * that account; an entry back-dated into a closed or reconciled period. Each payment gathers
 * weighted risk factors; one with a weight of 2 or more is raised, grouped with the payments the
 * same pattern links it to.
 */

/** Banks report cash transactions over $10,000 (31 CFR 1010.311): payments kept just under it are a classic red flag. */
export const CASH_REPORTING_THRESHOLD = 1_000_000;
/** "Just under" a threshold: within 10% below it. */
export const JUST_UNDER_SHARE = 0.9;
/** Nigrini's relative size factor (largest / second largest payment of a vendor) worth a look. */
export const RELATIVE_SIZE_FACTOR = 10;
/** An entry dated this many days or more before it was entered is back-dated. */
export const BACKDATED_DAYS = 30;
/** A vendor is new when first paid this long after the books begin. */
export const NEW_VENDOR_AFTER_DAYS = 60;

interface Factor {
  weight: number;
  text: string;
  /** Payments the same pattern links this one to (the other payments just under the threshold). */
  linked?: BankLine[];
}

interface Threshold {
  cents: number;
  label: string;
}

function thresholds(settings: FraudSettings): Threshold[] {
  const list: Threshold[] = [
    {
      cents: CASH_REPORTING_THRESHOLD,
      label: `${formatUSD(CASH_REPORTING_THRESHOLD)}, the amount banks report`,
    },
  ];
  if (settings.approvalLimit !== null && settings.approvalLimit > 0)
    list.push({
      cents: settings.approvalLimit,
      label: `${formatUSD(settings.approvalLimit)}, your approval limit`,
    });
  return list;
}

/** A payee's fixed recurring amounts (same amount, steady cadence): rent, a loan, a subscription. */
function recurringAmounts(group: readonly BankLine[]): Set<number> {
  const byAmount = new Map<number, BankLine[]>();
  for (const line of group) pushTo(byAmount, line.amount, line);
  const recurring = new Set<number>();
  for (const [amount, same] of byAmount)
    if (same.length >= 4 && steadyCadence(same.map((l) => l.date)).steady) recurring.add(amount);
  return recurring;
}

const isRound = (cents: number) => cents >= 100_000 && cents % 100_000 === 0;

/** Factors of every payment, by payment id. */
function factorsOf(books: BooksEvidence, settings: FraudSettings, payments: BankLine[]) {
  const factors = new Map<string, Factor[]>();
  const add = (line: BankLine, factor: Factor) => pushTo(factors, line.id, factor);
  const groups = byPayee(payments);
  const firstDate = payments.reduce((min, l) => (l.date < min ? l.date : min), '9999-12-31');
  const largeFirst = Math.max(250_000, percentile(payments.map(paid), 0.95));

  for (const group of groups.values()) {
    const recurring = recurringAmounts(group);
    const fixedRecurring = (line: BankLine) => recurring.has(line.amount);
    // Just under a threshold, more than once within 90 days.
    for (const threshold of thresholds(settings)) {
      const under = group.filter(
        (l) =>
          paid(l) >= threshold.cents * JUST_UNDER_SHARE &&
          paid(l) < threshold.cents &&
          !fixedRecurring(l),
      );
      for (const line of under) {
        const near = under.filter(
          (o) => o !== line && Math.abs(daysBetween(o.date, line.date)) <= 90,
        );
        if (near.length > 0)
          add(line, {
            weight: 2,
            text: `${near.length + 1} payments to ${payeeName(line)} just under ${threshold.label}`,
            linked: near,
          });
      }
      // A bill split into payments that each stay under the threshold.
      const splittable = group.filter(
        (o) => paid(o) < threshold.cents && paid(o) >= threshold.cents * 0.3,
      );
      for (const line of splittable) {
        const split = splittable.filter((o) => Math.abs(daysBetween(o.date, line.date)) <= 3);
        const total = split.reduce((sum, o) => sum + paid(o), 0);
        if (split.length >= 2 && total >= threshold.cents)
          add(line, {
            weight: 2,
            text: `${split.length} payments to ${payeeName(line)} within 3 days add up to ${formatUSD(total)}, over ${threshold.label}, while each stays under it`,
            linked: split.filter((o) => o !== line),
          });
      }
    }
    // Round amounts, repeated, that are no fixed recurring payment.
    const round = group.filter((l) => isRound(paid(l)) && !fixedRecurring(l));
    if (round.length >= 3 && round.length / group.length >= 0.5)
      for (const line of round)
        add(line, {
          weight: 1,
          text: `${round.length} round-dollar payments to ${payeeName(line)} (${formatUSD(paid(line))} here)`,
          linked: round.filter((o) => o !== line),
        });
    // Relative size factor: the largest payment far above the second largest.
    if (group.length >= 4) {
      const sorted = [...group].sort((a, b) => paid(b) - paid(a));
      const [largest, second] = sorted;
      if (
        largest &&
        second &&
        paid(largest) >= 100_000 &&
        paid(largest) >= RELATIVE_SIZE_FACTOR * paid(second)
      )
        add(largest, {
          weight: 2,
          text: `${formatUSD(paid(largest))} is ${(paid(largest) / paid(second)).toFixed(1)} times the next largest payment to ${payeeName(largest)} (${formatUSD(paid(second))})`,
        });
    }
    // A large first payment to a vendor new to the books.
    const first = group[0]!;
    if (daysBetween(firstDate, first.date) >= NEW_VENDOR_AFTER_DAYS && paid(first) >= largeFirst)
      add(first, {
        weight: 2,
        text: `The first payment to ${payeeName(first)}, a payee new since ${first.date}, is ${formatUSD(paid(first))}, among the largest payments in the books`,
      });
  }

  // An entry by someone who rarely posts to that account.
  const manual = payments.filter((l) => l.source === 'manual' && l.accountId !== '');
  const byAccount = new Map<string, BankLine[]>();
  for (const line of manual) pushTo(byAccount, line.accountId, line);
  for (const lines of byAccount.values()) {
    const counts = new Map<string, number>();
    for (const l of lines) counts.set(l.createdBy, (counts.get(l.createdBy) ?? 0) + 1);
    for (const line of lines) {
      const mine = counts.get(line.createdBy) ?? 0;
      const others = lines.length - mine;
      if (mine <= 1 && others >= 10 && paid(line) >= 50_000)
        add(line, {
          weight: 2,
          text: `${line.createdBy || 'Someone'} entered this payment to ${line.accountName || 'the account'}, where others made all ${others} other entries`,
        });
    }
  }

  // Back-dated entries, worse when into a reconciled or closed period.
  for (const line of manual) {
    const late = daysBetween(line.date, line.createdAt.slice(0, 10));
    if (late < BACKDATED_DAYS) continue;
    add(line, { weight: 1, text: `Dated ${line.date} but entered ${late} days later` });
    const reconciled = books.reconciliations.some(
      (r) =>
        r.bankAccountId === line.bankAccountId &&
        r.statementDate >= line.date &&
        r.completedAt < line.createdAt,
    );
    if (reconciled)
      add(line, { weight: 2, text: 'Entered after the bank statement of its date was reconciled' });
    if (
      books.lockDate !== '' &&
      daysBetween(books.lockDate, line.date) <= 31 &&
      line.date > books.lockDate
    )
      add(line, {
        weight: 1,
        text: `Dated just after the lock date (${books.lockDate}), in a period about to close`,
      });
  }
  return factors;
}

/** Every suspicious payment, grouped where one pattern links several. */
export function detectSuspiciousTransactions(
  books: BooksEvidence,
  settings: FraudSettings,
): Finding[] {
  const payments = outgoingPayments(books.lines).filter((l) => paid(l) >= 10_000);
  const factors = factorsOf(books, settings, payments);
  const weight = (line: BankLine) => (factors.get(line.id) ?? []).reduce((s, f) => s + f.weight, 0);
  const raised = payments.filter((line) => weight(line) >= 2);
  const index = new Map(raised.map((line, i) => [line.id, i]));
  const pairs: [number, number][] = raised.map((_, i) => [i, i]);
  for (const [i, line] of raised.entries())
    for (const factor of factors.get(line.id) ?? [])
      for (const other of factor.linked ?? []) {
        const j = index.get(other.id);
        if (j !== undefined) pairs.push([i, j]);
      }
  return clusters(raised, pairs).map((lines) => {
    lines.sort(byDate);
    const texts = [...new Set(lines.flatMap((l) => (factors.get(l.id) ?? []).map((f) => f.text)))];
    const top = Math.max(...lines.map(weight));
    const amount = lines.reduce((sum, l) => sum + paid(l), 0);
    const payees = [...new Set(lines.map(payeeName))];
    return {
      type: 'suspicious_transaction' as const,
      rule: `suspicious.${payeeKey(lines[0]!)}`,
      severity: top >= 4 || (top >= 3 && amount >= 1_000_000) ? 'high' : 'medium',
      confidence: Math.min(95, 40 + 12 * top + 3 * (lines.length - 1)),
      amount,
      description:
        lines.length === 1
          ? `Suspicious payment of ${formatUSD(amount)} to ${payees[0]}`
          : `${lines.length} suspicious payments totalling ${formatUSD(amount)} to ${payees.join(', ')}`,
      riskFactors: texts,
      records: lines.map(paymentRecord),
      timestamp: lines.at(-1)!.date,
    };
  });
}
