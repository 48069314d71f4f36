import { companyApi } from '@keel/core/client';
import { standardChartOfAccounts, type Role, type TablesContent } from '@keel/core/domain';
import {
  ARCHIVE_FORMAT,
  archiveSummary,
  archiveYear,
  fiscalYearRange,
  retainedEarningsAccount,
  type ArchiveFile,
} from '../../../domain/archive';
import { transactionEntry, transactionToRow, type Transaction } from '../../../domain/books';
import { bookkeepingRoutes } from '../../../domain/routes';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../../../domain/schema';
import { booksSeed } from '../accounts/booksSeed';
import { demoLine } from '../accounts/demoBooks';
import { ENTRIES_TABLE, entryToRow } from '../../../domain/ledger/entryRow';

/** Fake API answers as stories and tests give them: 'METHOD /path' -> a body or a handler. */
export type ClosingRoutes = Record<string, object | ((body: unknown) => unknown)>;

/** The workspace of a story or test: who, the books, and the fake server. */
export interface ClosingParameters {
  role: Role;
  seed: { bookkeeping: TablesContent };
  api: ClosingRoutes;
}

/** The company of stories and tests (the workspace's sample company). */
export const FIXTURE_COMPANY = 'c-analytical';
const closing = companyApi(FIXTURE_COMPANY);

/** Three years of lines: an investment and sales in 2024, a year of trading in 2025, 2026 so far. */
export const closingLines: Transaction[] = [
  demoLine('t-invest', {
    date: '2024-02-01',
    amount: 2_000_000,
    accountId: 'owners-capital',
    category: 'transfer',
    description: 'Owner investment',
  }),
  demoLine('t-sale-24', {
    date: '2024-05-10',
    amount: 480_000,
    accountId: 'service-revenue',
    category: 'income',
    description: 'Consulting',
  }),
  demoLine('t-rent-24', {
    date: '2024-09-01',
    amount: -150_000,
    accountId: 'rent',
    category: 'rent',
    description: 'Rent',
  }),
  demoLine('t-sale-25', {
    date: '2025-03-15',
    amount: 620_000,
    accountId: 'service-revenue',
    category: 'income',
    description: 'Consulting',
  }),
  demoLine('t-soft-25', {
    date: '2025-11-02',
    amount: -9_900,
    accountId: 'software',
    category: 'software',
    description: 'Figma',
  }),
  demoLine('t-sale-26', {
    date: '2026-02-20',
    amount: 75_000,
    accountId: 'service-revenue',
    category: 'income',
    description: 'Workshop',
  }),
];

const withSettings = (seed: TablesContent, lockDate: string): TablesContent => ({
  ...seed,
  [SETTINGS_TABLE]: { [SETTINGS_ROW]: { lockDate, fiscalYearStartMonth: 1 } },
});

/** The books before any year is archived, closed through `lockDate`. */
export function openBooksSeed(lockDate: string): TablesContent {
  return withSettings(booksSeed({ transactions: closingLines }), lockDate);
}

/**
 * The same books after fiscal year 2024 was archived as the server does it: its rows in an archive
 * file, the live books holding the later lines and the carry-forward entry.
 */
export function archived2024(): { seed: TablesContent; file: ArchiveFile } {
  const accounts = standardChartOfAccounts();
  const year = fiscalYearRange(2024);
  const entries = closingLines.flatMap((t) => transactionEntry(t) ?? []);
  const result = archiveYear(accounts, entries, year, retainedEarningsAccount(accounts)!);
  const inYear = closingLines.filter((t) => t.date <= year.to);
  const later = closingLines.filter((t) => t.date > year.to);
  const seed = withSettings(booksSeed({ transactions: later }), '2025-12-31');
  if (result.carryForward)
    seed[ENTRIES_TABLE] = {
      ...seed[ENTRIES_TABLE],
      [result.carryForward.id]: entryToRow(result.carryForward),
    };
  const file: ArchiveFile = {
    format: ARCHIVE_FORMAT,
    version: 2,
    ...year,
    fiscalYearStartMonth: 1,
    archivedAt: '2026-01-15T09:30:00.000Z',
    archivedBy: 'Ada Lovelace <ada@example.com>',
    entries: Object.fromEntries(result.archive.entries.map((e) => [e.id, entryToRow(e)])),
    transactions: Object.fromEntries(inYear.map((t) => [t.id, transactionToRow(t)])),
    reconciliations: {},
    opening: {},
    carryForward: result.carryForward
      ? { [result.carryForward.id]: entryToRow(result.carryForward) }
      : {},
  };
  return { seed, file };
}

/** Fake answers of the archive routes, holding `files` (more are added by POST). */
export function archiveApi(files: ArchiveFile[], lockDateError?: string): ClosingRoutes {
  const held = [...files];
  return {
    [`GET ${closing.path(bookkeepingRoutes.archives, {})}`]: () => ({
      years: held.map(archiveSummary),
    }),
    ...Object.fromEntries(
      held.map((f) => [`GET ${closing.path(bookkeepingRoutes.archivedYear, { year: f.year })}`, f]),
    ),
    ...Object.fromEntries(
      [2024, 2025].map((year) => [
        `POST ${closing.path(bookkeepingRoutes.archiveYear, { year })}`,
        () => {
          const archivedNow = { ...archived2024().file, ...fiscalYearRange(year) };
          held.push(archivedNow);
          return [201, { archive: archiveSummary(archivedNow) }];
        },
      ]),
    ),
    [`PUT ${closing.path(bookkeepingRoutes.lockDate, {})}`]: (body) =>
      lockDateError
        ? [400, { error: `lockDate: ${lockDateError}`, fields: { lockDate: lockDateError } }]
        : { settings: { ...(body as object), fiscalYearStartMonth: 1 } },
  };
}

/** Story parameters: the books and the fake server for one state of closing. */
export function closingParameters(
  state: 'open' | 'ready' | 'archived',
  role: Role = 'owner',
): ClosingParameters {
  if (state === 'archived') {
    const { seed, file } = archived2024();
    return { role, seed: { bookkeeping: seed }, api: archiveApi([file]) };
  }
  const lockDate = state === 'ready' ? '2024-12-31' : '';
  return { role, seed: { bookkeeping: openBooksSeed(lockDate) }, api: archiveApi([]) };
}
