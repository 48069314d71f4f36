import { formatUSD } from '@keel/core/domain';
import type { BankLine, BooksEvidence } from '../evidence/evidence';
import type { Finding, Severity } from '../threats/threatSchema';
import {
  byDate,
  byPayee,
  clusters,
  daysBetween,
  outgoingPayments,
  paid,
  payeeName,
  paymentRecord,
  pushTo,
  steadyCadence,
} from './payments';
import { detectSharedVendorIdentifiers } from './sharedVendorIdentifiers';

/**
 * Duplicate payments (Nigrini, Forensic Analytics ch. 11-12; shared/research analytics-and-scale
 * section 1, A2): the same payee paid the same amount within a window with a different reference
 * (same-same-different), the same invoice paid again with a suffix added or a cent changed, the
 * same invoice paid to two payees, the same bill paid from two accounts, and two vendors that share
 * a tax id or bank account.
 */

/** How far apart two payments of one invoice may be. */
export const DUPLICATE_WINDOW_DAYS = 30;
/** Below this, a repeated amount without a reference is not worth a person's time (cents). */
export const DUPLICATE_MATERIALITY = 10_000;

/** An invoice or check number as compared: letters and digits only, upper case. */
export const normalizedReference = (reference: string): string =>
  reference.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Edit distance of two short strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether two references of one length differ in one character that is not a digit on both sides:
 * 'INV-1O43' and 'INV-1043' are one invoice, 'RENT-04' and 'RENT-05' are two numbered ones.
 */
function oneLookAlikeChange(a: string, b: string): boolean {
  if (editDistance(a, b) !== 1) return false;
  const at = [...a].findIndex((c, i) => c !== b[i]);
  return !(/\d/.test(a[at] ?? '') && /\d/.test(b[at] ?? ''));
}

/**
 * Whether two references name the same invoice in disguise: one is the other with up to two
 * characters added at the end ('1043' and '1043A'), or they differ in one character of four or
 * more that is not one digit for another, or they carry the same digits ('INV-1043' and '1043').
 */
export function nearReference(a: string, b: string): boolean {
  if (a === '' || b === '' || a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short) && long.length - short.length <= 2) return true;
  if (short.length >= 4 && a.length === b.length && oneLookAlikeChange(a, b)) return true;
  const digits = (s: string) => s.replace(/\D/g, '');
  return digits(a).length >= 4 && digits(a) === digits(b);
}

/** Whether two amounts are one invoice with a cent (or a rounding) changed: within $1 and 1%. */
const centChanged = (a: number, b: number) =>
  a !== b && Math.abs(a - b) <= Math.min(100, Math.max(a, b) * 0.01);

type PairKind = 'same-reference' | 'altered-reference' | 'same-amount' | 'cycle-break';

interface Pair {
  a: number;
  b: number;
  kind: PairKind;
}

/**
 * Whether a repeated amount is this payee's usual price or a fixed recurring payment, and if so
 * whether the pair breaks its cadence (paid twice in one cycle).
 */
function repeatedAmountVerdict(
  byAmount: ReadonlyMap<number, readonly BankLine[]>,
  first: BankLine,
  second: BankLine,
): 'rare' | 'usual' | 'cycle-break' {
  const same = byAmount.get(first.amount) ?? [];
  if (same.length < 4) return 'rare';
  const others = same.filter((line) => line !== second);
  const cadence = steadyCadence(others.map((line) => line.date));
  if (!cadence.steady) return 'usual';
  return daysBetween(first.date, second.date) < cadence.interval * 0.5 ? 'cycle-break' : 'usual';
}

/** A payee's payments, their references as compared, and the payments of each amount. */
interface PayeeIndex {
  refs: ReadonlyMap<BankLine, string>;
  byAmount: ReadonlyMap<number, readonly BankLine[]>;
}

function payeeIndex(group: readonly BankLine[]): PayeeIndex {
  const byAmount = new Map<number, BankLine[]>();
  for (const line of group) pushTo(byAmount, line.amount, line);
  return { refs: new Map(group.map((l) => [l, normalizedReference(l.reference)])), byAmount };
}

function pairKind(index: PayeeIndex, first: BankLine, second: BankLine): PairKind | null {
  const refA = index.refs.get(first) ?? '';
  const refB = index.refs.get(second) ?? '';
  const sameAmount = first.amount === second.amount;
  if (refA !== '' && refA === refB && (sameAmount || centChanged(paid(first), paid(second))))
    return 'same-reference';
  if (nearReference(refA, refB) && (sameAmount || centChanged(paid(first), paid(second))))
    return 'altered-reference';
  if (!sameAmount || paid(first) < DUPLICATE_MATERIALITY) return null;
  const verdict = repeatedAmountVerdict(index.byAmount, first, second);
  if (verdict === 'cycle-break') return 'cycle-break';
  return verdict === 'rare' ? 'same-amount' : null;
}

const kindStrength: Record<PairKind, number> = {
  'same-reference': 95,
  'altered-reference': 90,
  'cycle-break': 85,
  'same-amount': 70,
};

function describeCluster(lines: readonly BankLine[], kind: PairKind): string[] {
  const name = payeeName(lines[0]!);
  const refs = [...new Set(lines.map((l) => l.reference).filter((r) => r !== ''))];
  const factors: string[] = [];
  if (kind === 'same-reference')
    factors.push(`The same invoice number (${refs[0]}) was paid ${lines.length} times to ${name}`);
  if (kind === 'altered-reference')
    factors.push(
      `Invoice numbers that differ only by a suffix or one character (${refs.join(', ')}) were paid to ${name}`,
    );
  if (kind === 'same-amount')
    factors.push(
      `${name} was paid ${formatUSD(paid(lines[0]!))} ${lines.length} times within ${DUPLICATE_WINDOW_DAYS} days, an amount it is not usually paid`,
    );
  if (kind === 'cycle-break')
    factors.push(
      `${name} is normally paid ${formatUSD(paid(lines[0]!))} once a cycle, but was paid it twice within one`,
    );
  const amounts = new Set(lines.map((l) => l.amount));
  if (amounts.size > 1)
    factors.push(
      `The amounts differ by cents: ${[...amounts].map((a) => formatUSD(-a)).join(', ')}`,
    );
  const accounts = new Set(lines.map((l) => l.bankAccountName || l.bankAccountId));
  if (accounts.size > 1)
    factors.push(`Paid from ${accounts.size} accounts: ${[...accounts].join(', ')}`);
  const span = daysBetween(lines[0]!.date, lines.at(-1)!.date);
  factors.push(
    span === 0 ? 'Both payments are on the same day' : `The payments are ${span} days apart`,
  );
  if (refs.length === 0) factors.push('No invoice number was recorded on either payment');
  return factors;
}

function severityOf(kind: PairKind, excess: number): Severity {
  if (kind === 'same-amount') return excess >= 500_000 ? 'high' : 'medium';
  return excess >= 100_000 || kind !== 'cycle-break' ? 'high' : 'medium';
}

function findingOf(lines: BankLine[], kind: PairKind): Finding {
  lines.sort(byDate);
  const accounts = new Set(lines.map((l) => l.bankAccountId));
  // The extra payments are what was lost: everything after the first.
  const excess = lines.slice(1).reduce((sum, l) => sum + paid(l), 0);
  const name = payeeName(lines[0]!);
  return {
    type: 'duplicate_payment',
    rule: `duplicate.${kind}`,
    severity: severityOf(kind, excess),
    confidence: Math.min(99, kindStrength[kind] + (accounts.size > 1 ? 4 : 0)),
    amount: excess,
    description: `Possible duplicate payment to ${name}: ${formatUSD(paid(lines[0]!))} paid ${lines.length} times`,
    riskFactors: describeCluster(lines, kind),
    records: lines.map(paymentRecord),
    timestamp: lines.at(-1)!.date,
  };
}

/**
 * The pairs of a payee's payments (indexes, earlier first) within the window that can be one bill
 * paid twice: both with a reference (compared with each other), or the same amount. Any other
 * pair is no duplicate, and a busy card payee has millions of them.
 */
function candidatePairs(group: readonly BankLine[], index: PayeeIndex): [number, number][] {
  const days = group.map((line) => Date.parse(`${line.date.slice(0, 10)}T00:00:00Z`) / 86_400_000);
  const hasReference = group.map((line) => (index.refs.get(line) ?? '') !== '');
  const pairs: [number, number][] = [];
  const withReference = group.flatMap((_, i) => (hasReference[i] ? [i] : []));
  for (let m = 0; m < withReference.length; m += 1)
    for (let n = m + 1; n < withReference.length; n += 1) {
      const [i, j] = [withReference[m]!, withReference[n]!];
      if (days[j]! - days[i]! > DUPLICATE_WINDOW_DAYS) break;
      pairs.push([i, j]);
    }
  const positions = new Map(group.map((line, i) => [line, i]));
  for (const same of index.byAmount.values())
    for (let m = 0; m < same.length; m += 1)
      for (let n = m + 1; n < same.length; n += 1) {
        const [i, j] = [positions.get(same[m]!)!, positions.get(same[n]!)!];
        if (days[j]! - days[i]! > DUPLICATE_WINDOW_DAYS) break;
        if (!(hasReference[i] && hasReference[j])) pairs.push([i, j]);
      }
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

/** Same payee paid twice for one invoice, or one amount twice where that is unusual. */
function samePayeeDuplicates(payments: readonly BankLine[]): Finding[] {
  const findings: Finding[] = [];
  for (const group of byPayee(payments).values()) {
    const pairs: Pair[] = [];
    const index = payeeIndex(group);
    for (const [i, j] of candidatePairs(group, index)) {
      const kind = pairKind(index, group[i]!, group[j]!);
      if (kind) pairs.push({ a: i, b: j, kind });
    }
    for (const kind of Object.keys(kindStrength) as PairKind[]) {
      const ofKind = pairs.filter((p) => p.kind === kind).map((p): [number, number] => [p.a, p.b]);
      for (const cluster of clusters(group, ofKind)) findings.push(findingOf(cluster, kind));
    }
  }
  return findings;
}

/** One invoice number and amount paid to two different payees. */
function crossPayeeDuplicates(payments: readonly BankLine[]): Finding[] {
  const byInvoice = new Map<string, BankLine[]>();
  for (const line of payments) {
    const ref = normalizedReference(line.reference);
    if (ref.length < 3 || paid(line) < DUPLICATE_MATERIALITY) continue;
    const key = `${ref}|${line.amount}`;
    pushTo(byInvoice, key, line);
  }
  const findings: Finding[] = [];
  for (const lines of byInvoice.values()) {
    const payees = new Set(lines.map((l) => l.vendorId || l.description));
    if (payees.size < 2) continue;
    lines.sort(byDate);
    if (daysBetween(lines[0]!.date, lines.at(-1)!.date) > 2 * DUPLICATE_WINDOW_DAYS) continue;
    const excess = lines.slice(1).reduce((sum, l) => sum + paid(l), 0);
    findings.push({
      type: 'duplicate_payment',
      rule: 'duplicate.two-payees',
      severity: 'high',
      confidence: 80,
      amount: excess,
      description: `Invoice ${lines[0]!.reference} for ${formatUSD(paid(lines[0]!))} was paid to ${payees.size} different payees`,
      riskFactors: [
        `The same invoice number and amount were paid to ${lines.map(payeeName).join(' and ')}`,
        'A second payee on one invoice can be a copied invoice or a fictitious vendor',
      ],
      records: lines.map(paymentRecord),
      timestamp: lines.at(-1)!.date,
    });
  }
  return findings;
}

/** Every duplicate payment in the books. */
export function detectDuplicatePayments(books: BooksEvidence): Finding[] {
  const payments = outgoingPayments(books.lines);
  return [
    ...samePayeeDuplicates(payments),
    ...crossPayeeDuplicates(payments),
    ...detectSharedVendorIdentifiers(books),
  ];
}
