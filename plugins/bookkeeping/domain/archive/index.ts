// Closed fiscal years moved out of the live books, and reports that span them.
export {
  ARCHIVE_FORMAT,
  archiveFileSchema,
  archiveListSchema,
  archiveSummary,
  archiveSummarySchema,
  readArchive,
  type ArchiveFile,
  type ArchiveSummary,
  type ArchivedYear,
  type StoredRows,
} from './archiveFile';
export { archiveYear, splitAtYearEnd, type YearSplit } from './archiveYear';
export {
  carryForwardEntry,
  carryForwardId,
  isCarryForwardId,
  retainedEarningsAccount,
} from './carryForward';
export {
  closeYearProblem,
  nextYearToClose,
  periodClosers,
  type ClosingState,
} from './closingRules';
export {
  fiscalYearOf,
  fiscalYearRange,
  lastLockedFiscalYear,
  type FiscalYear,
} from './fiscalYears';
export { archivesNeeded, entriesSpanningArchives, type ArchivedLedger } from './spanArchives';
