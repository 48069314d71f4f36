import { formatUSD } from '@keel/core/domain';
import type { BankLine } from '../evidence/evidence';
import type { ThreatRecord } from '../threats/threatSchema';

/**
 * The money paid out of the company's bank accounts that a person or an import entered: lines
 * below zero. Lines another plugin posted (payroll's deposit batches) are left to that plugin's
 * checks.
 */
export function outgoingPayments(lines: readonly BankLine[]): BankLine[] {
  return lines.filter((line) => line.amount < 0 && line.source !== 'ledger');
}

/** The cents paid (a positive number). */
export const paid = (line: BankLine): number => -line.amount;

/**
 * Who was paid: the vendor when the line names one, else its description without digits and
 * punctuation (bank descriptions carry dates and card numbers), lower case.
 */
export function payeeKey(line: BankLine): string {
  if (line.vendorId !== '') return `vendor:${line.vendorId}`;
  const words = line.description
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return `payee:${words}`;
}

/** The payee as a person reads it. */
export function payeeName(line: BankLine): string {
  return line.vendorName || line.description || 'an unnamed payee';
}

/** Days from one YYYY-MM-DD date to another (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );
}

/** Hours from one ISO time to another (b - a). */
export function hoursBetween(a: string, b: string): number {
  return (Date.parse(b) - Date.parse(a)) / 3_600_000;
}

/** A payment as a record of a threat. */
export function paymentRecord(line: BankLine): ThreatRecord {
  return {
    id: `transaction:${line.id}`,
    label: `${line.date} ${payeeName(line)} ${formatUSD(paid(line))}${line.reference ? ` (ref ${line.reference})` : ''}`,
    link: line.link,
  };
}

/** The payments grouped by payee, each group by date then id. */
export function byPayee(payments: readonly BankLine[]): Map<string, BankLine[]> {
  const groups = new Map<string, BankLine[]>();
  for (const line of payments) {
    const key = payeeKey(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  for (const group of groups.values()) group.sort(byDate);
  return groups;
}

/** Text in code point order: ISO dates and ids sort right, many times faster than localeCompare. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** By date, then id. */
export const byDate = (a: BankLine, b: BankLine): number =>
  compareText(a.date, b.date) || compareText(a.id, b.id);

/** The median of some numbers (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which `share` (0-1) of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/**
 * Whether dates recur at a steady interval (a rent, a subscription): at least three gaps, and
 * at least 80% of them within a quarter of their median, which is at least 5 days.
 */
export function steadyCadence(dates: readonly string[]): { steady: boolean; interval: number } {
  const sorted = [...dates].sort();
  const gaps = sorted.slice(1).map((date, i) => daysBetween(sorted[i]!, date));
  const interval = median(gaps);
  if (gaps.length < 3 || interval < 5) return { steady: false, interval };
  const near = gaps.filter((gap) => Math.abs(gap - interval) <= interval * 0.25).length;
  return { steady: near / gaps.length >= 0.8, interval };
}

/** Groups items joined by pairs into clusters (union-find), each cluster in first-seen order. */
export function clusters<T>(items: readonly T[], pairs: readonly [number, number][]): T[][] {
  const parent = items.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (const [a, b] of pairs) parent[root(a)] = root(b);
  const groups = new Map<number, T[]>();
  const used = new Set<number>();
  for (const [a, b] of pairs) {
    used.add(a);
    used.add(b);
  }
  for (const i of [...used].sort((x, y) => x - y)) {
    const r = root(i);
    const group = groups.get(r);
    if (group) group.push(items[i]!);
    else groups.set(r, [items[i]!]);
  }
  return [...groups.values()];
}

/** Adds `item` to the list of `key` in `map`, making the list on first use. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}
