import type { JournalEntry } from '@keel/core/domain';
import type { TransactionCategory } from '../../books/categories';
import type { DemoMonth } from '../calendar';

/** A bank line a schedule plans, before it gets an id, a status and its bookkeeping fields. */
export interface PlannedLine {
  date: string;
  description: string;
  /** Signed cents: above zero money came in. */
  amount: number;
  bankAccountId: string;
  /** The account the line is categorized to once categorized. */
  accountId: string;
  category: TransactionCategory;
  vendorId: string;
  reference: string;
}

/** What one schedule produces: bank lines, and journal entries that no bank line carries. */
export interface Schedule {
  lines: PlannedLine[];
  entries: JournalEntry[];
}

/** What every schedule gets: the months of the history and the seed. */
export interface DemoContext {
  months: readonly DemoMonth[];
  today: string;
  seed: number;
}

/** A planned line's fields, the vendor and reference left out when there are none. */
export type LineFields = Omit<PlannedLine, 'bankAccountId' | 'vendorId' | 'reference'> &
  Partial<Pick<PlannedLine, 'vendorId' | 'reference'>>;

/** A line of a bank account, with no vendor and no reference unless given. */
export function bankLine(bankAccountId: string, line: LineFields): PlannedLine {
  return { bankAccountId, vendorId: '', reference: '', ...line };
}

/** A line of the checking account. */
export function checkingLine(line: LineFields): PlannedLine {
  return bankLine('checking', line);
}
