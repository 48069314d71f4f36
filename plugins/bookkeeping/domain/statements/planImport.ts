import { normalizeDescription, similarDescriptions } from './matchDescriptions';
import { daysBetween } from './statementDate';
import type { StatementLine } from './statementLine';

/** A line already in the account, as far as duplicate detection needs it. */
export interface ImportedLine {
  id: string;
  date: string;
  amountCents: number;
  description: string;
  fitId?: string;
  /** FITIDs the line was known by before, e.g. its pending FITID once it posted. */
  previousFitIds?: string[];
  pending?: boolean;
  /**
   * A payment the books posted before the bank reported it (a bank line of a payroll run): the
   * bank's line of the same amount in the window (POSTED_MATCH_DAYS_*) is this payment, not a new
   * line. Its description may mention a check number, which pairs it with that check.
   */
  awaitsBank?: boolean;
}

/** What to do with each incoming line: import it, skip it, or match it to a line already there. */
export interface ImportPlan {
  toImport: StatementLine[];
  skipped: { line: StatementLine; reason: string }[];
  /** Pending lines the bank has since posted. */
  matchedPending: { incoming: StatementLine; existingId: string }[];
  /** Bank lines that are payments the books posted before (`awaitsBank`). */
  matchedPosted: { incoming: StatementLine; existingId: string }[];
}

// A card authorisation usually posts within a few business days.
const DAYS_BEFORE_PENDING = 1;
const DAYS_AFTER_PENDING = 5;

/**
 * How far from a posted payment's date the bank's line of it may be: a direct-deposit batch is
 * debited on the pay date or a few days before (the file goes to the bank early, and a weekend
 * moves it), and a printed check clears when the payee deposits it, often days and sometimes
 * weeks later. The closest line in the window wins; a check number named by both wins first.
 */
export const POSTED_MATCH_DAYS_BEFORE = 5;
export const POSTED_MATCH_DAYS_AFTER = 60;

/** Plans an import into one account: skips re-imported lines, keeps genuine twins, posts pendings. */
export function planImport(
  existing: readonly ImportedLine[],
  incoming: readonly StatementLine[],
): ImportPlan {
  const knownFitIds = new Set<string>();
  for (const line of existing) {
    if (line.fitId) knownFitIds.add(line.fitId);
    for (const id of line.previousFitIds ?? []) knownFitIds.add(id);
  }
  const seenFitIds = new Set<string>();
  // Each existing line absorbs at most one incoming line, so same-day twins are counted, not merged.
  const used = new Set<ImportedLine>();
  // Keyed by date and amount only: descriptions are normalised lazily, when those two already agree.
  const byDayAndAmount = new Map<string, ImportedLine[]>();
  const pendingByAmount = new Map<number, ImportedLine[]>();
  const postedByAmount = new Map<number, ImportedLine[]>();
  const awaitingByAmount = new Map<number, ImportedLine[]>();
  for (const line of existing) {
    if (line.awaitsBank) {
      push(awaitingByAmount, line.amountCents, line);
      continue;
    }
    push(byDayAndAmount, `${line.date}|${line.amountCents}`, line);
    push(line.pending ? pendingByAmount : postedByAmount, line.amountCents, line);
  }
  const decisions: (Decision | undefined)[] = incoming.map((line) => {
    if (line.fitId && knownFitIds.has(line.fitId)) {
      return { skip: `Already imported (FITID ${line.fitId})` };
    }
    if (line.fitId && seenFitIds.has(line.fitId)) {
      return { skip: `FITID ${line.fitId} appears twice in this statement` };
    }
    if (line.fitId) seenFitIds.add(line.fitId);
    return undefined;
  });
  // Exact matches first, posted lines before pending ones, so that a loose pending/posted match
  // never takes an existing line that an exact duplicate needed.
  const decide = (pending: boolean, find: (line: StatementLine) => Decision | undefined) => {
    incoming.forEach((line, i) => {
      if (decisions[i] === undefined && (line.pending === true) === pending)
        decisions[i] = find(line);
    });
  };
  const take = (found: ImportedLine | undefined, decision: Decision) => {
    if (!found) return undefined;
    used.add(found);
    return decision;
  };
  const normalized = new Map<object, string>();
  const description = (line: ImportedLine | StatementLine) => {
    let text = normalized.get(line);
    if (text === undefined) normalized.set(line, (text = normalizeDescription(line.description)));
    return text;
  };
  const twin = (line: StatementLine, pending: boolean) =>
    byDayAndAmount
      .get(`${line.date}|${line.amountCents}`)
      ?.find(
        (other) =>
          !used.has(other) &&
          (other.pending === true) === pending &&
          (!line.fitId || !other.fitId) &&
          description(other) === description(line),
      );
  const duplicate = { skip: 'Already imported (same date, amount and description)' };
  decide(false, (line) => take(twin(line, false), duplicate));
  decide(true, (line) => take(twin(line, true) ?? twin(line, false), duplicate));
  decide(false, (line) => {
    const pending = findCounterpart(line, pendingByAmount.get(line.amountCents), used, 'pending');
    return take(pending, { existingId: pending?.id ?? '' });
  });
  // An older file's pending line whose posted form is already in the books.
  decide(true, (line) => {
    const posted = findCounterpart(line, postedByAmount.get(line.amountCents), used, 'posted');
    return take(posted, { skip: 'Already imported: this pending line has since posted' });
  });
  // What is left may be a payment the books posted first (posted or still pending at the bank).
  for (const pending of [false, true])
    decide(pending, (line) => {
      const payment = findPayment(line, awaitingByAmount.get(line.amountCents), used);
      return take(payment, { existingId: payment?.id ?? '', posted: true });
    });

  const plan: ImportPlan = { toImport: [], skipped: [], matchedPending: [], matchedPosted: [] };
  incoming.forEach((line, i) => {
    const decision = decisions[i];
    if (!decision) plan.toImport.push(line);
    else if ('skip' in decision) plan.skipped.push({ line, reason: decision.skip });
    else
      (decision.posted ? plan.matchedPosted : plan.matchedPending).push({
        incoming: line,
        existingId: decision.existingId,
      });
  });
  return plan;
}

type Decision = { skip: string } | { existingId: string; posted?: boolean };

/** Whether a text names a check number as a number of its own ('Check 1001 · Carla'). */
function namesCheck(text: string, checkNumber: string): boolean {
  if (!/^\d{1,12}$/.test(checkNumber)) return false;
  const digits = checkNumber.replace(/^0+/, '');
  return digits !== '' && new RegExp(`(^|\\D)0*${digits}(\\D|$)`).test(text);
}

/**
 * The posted payment a bank line is: the same amount, the bank's date from
 * POSTED_MATCH_DAYS_BEFORE days before to POSTED_MATCH_DAYS_AFTER days after the payment's; the
 * one naming the line's check number first, then the closest in date (the earlier on a tie).
 */
function findPayment(
  line: StatementLine,
  candidates: readonly ImportedLine[] | undefined,
  used: ReadonlySet<ImportedLine>,
): ImportedLine | undefined {
  let best: { other: ImportedLine; rank: [number, number, string] } | undefined;
  for (const other of candidates ?? []) {
    if (used.has(other)) continue;
    const days = daysBetween(other.date, line.date);
    if (days < -POSTED_MATCH_DAYS_BEFORE || days > POSTED_MATCH_DAYS_AFTER) continue;
    const check = line.checkNumber && namesCheck(other.description, line.checkNumber) ? 0 : 1;
    const rank: [number, number, string] = [check, Math.abs(days), other.date];
    if (!best || compareRanks(rank, best.rank) < 0) best = { other, rank };
  }
  return best?.other;
}

function compareRanks(a: [number, number, string], b: [number, number, string]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2]);
}

/** The closest unused existing line that is the same charge in its other (pending/posted) form. */
function findCounterpart(
  line: StatementLine,
  candidates: readonly ImportedLine[] | undefined,
  used: ReadonlySet<ImportedLine>,
  existingIs: 'pending' | 'posted',
): ImportedLine | undefined {
  let best: { other: ImportedLine; distance: number } | undefined;
  for (const other of candidates ?? []) {
    if (used.has(other)) continue;
    const days =
      existingIs === 'pending'
        ? daysBetween(other.date, line.date)
        : daysBetween(line.date, other.date);
    if (days < -DAYS_BEFORE_PENDING || days > DAYS_AFTER_PENDING) continue;
    if (!similarDescriptions(other.description, line.description)) continue;
    if (!best || Math.abs(days) < best.distance) best = { other, distance: Math.abs(days) };
  }
  return best?.other;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
