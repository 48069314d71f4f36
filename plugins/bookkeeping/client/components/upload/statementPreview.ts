import { isLocked, lockedMessage } from '@keel/core/domain';
import {
  planImport,
  type ImportedLine,
  type ImportPlan,
  type StatementLine,
} from '../../../domain/statements';

/** What an import will do with one statement line. */
export type LineVerdict = 'import' | 'duplicate' | 'pending' | 'posted' | 'closed';

/** A line an import will skip, and why. */
export interface SkippedLine {
  line: StatementLine;
  reason: string;
}

/** A statement read for one bank account, summed up before anything is written. */
export interface StatementPreview {
  lineCount: number;
  /** The earliest and latest dates (YYYY-MM-DD); undefined for a statement without lines. */
  firstDate?: string;
  lastDate?: string;
  /** Cents into and out of the account (both zero or more). */
  moneyIn: number;
  moneyOut: number;
  /** New lines that will be written. */
  newCount: number;
  /** Existing pending lines that these lines will post. */
  pendingCount: number;
  /** Payments the books posted (a payroll run) that these lines are, marked matched, not added. */
  postedCount: number;
  /** Lines already in the account, to skip. */
  duplicateCount: number;
  /** Lines dated in the closed period, to skip. */
  closedCount: number;
  /** Lines that will be skipped: duplicates and lines in the closed period. */
  skipped: SkippedLine[];
  /** One verdict per statement line, in file order. */
  verdicts: LineVerdict[];
}

/** Plans a statement against an account's lines and the closed period, as the import will. */
export function previewStatement(
  lines: readonly StatementLine[],
  existing: readonly ImportedLine[],
  lockDate: string,
): StatementPreview {
  const plan: ImportPlan = planImport(existing, lines);
  const verdict = new Map<StatementLine, LineVerdict>();
  const skipped: SkippedLine[] = plan.skipped.map((skip) => {
    verdict.set(skip.line, 'duplicate');
    return skip;
  });
  for (const { incoming } of plan.matchedPending) verdict.set(incoming, 'pending');
  for (const { incoming } of plan.matchedPosted) verdict.set(incoming, 'posted');
  let newCount = 0;
  for (const line of plan.toImport) {
    if (isLocked(line.date, lockDate)) {
      verdict.set(line, 'closed');
      skipped.push({ line, reason: lockedMessage(lockDate) });
    } else {
      verdict.set(line, 'import');
      newCount += 1;
    }
  }
  let moneyIn = 0;
  let moneyOut = 0;
  let firstDate: string | undefined;
  let lastDate: string | undefined;
  for (const line of lines) {
    if (line.amountCents > 0) moneyIn += line.amountCents;
    else moneyOut -= line.amountCents;
    if (firstDate === undefined || line.date < firstDate) firstDate = line.date;
    if (lastDate === undefined || line.date > lastDate) lastDate = line.date;
  }
  return {
    lineCount: lines.length,
    ...(firstDate === undefined ? {} : { firstDate, lastDate }),
    moneyIn,
    moneyOut,
    newCount,
    pendingCount: plan.matchedPending.length,
    postedCount: plan.matchedPosted.length,
    duplicateCount: plan.skipped.length,
    closedCount: skipped.length - plan.skipped.length,
    skipped,
    verdicts: lines.map((line) => verdict.get(line) ?? 'import'),
  };
}
