import { ApiError, companyApi } from '@keel/core/client';
import type { ArchiveFile, ArchiveSummary } from '../../../domain/archive';
import { bookkeepingRoutes } from '../../../domain/routes';

/** The company's archived fiscal years, oldest first. */
export async function listArchivedYears(companyId: string): Promise<ArchiveSummary[]> {
  const body = await companyApi(companyId).call(bookkeepingRoutes.archives, {});
  return [...body.years].sort((a, b) => a.year - b.year);
}

/** One archived fiscal year's file (its rows as they were stored). */
export function fetchArchive(companyId: string, year: number): Promise<ArchiveFile> {
  return companyApi(companyId).call(bookkeepingRoutes.archivedYear, { year });
}

/** Archives a closed fiscal year on the server. */
export async function archiveYear(companyId: string, year: number): Promise<ArchiveSummary> {
  const body = await companyApi(companyId).call(bookkeepingRoutes.archiveYear, { year });
  return body.archive;
}

/** Sets the lock date ('' reopens every period). */
export async function saveLockDate(companyId: string, lockDate: string): Promise<void> {
  await companyApi(companyId).call(bookkeepingRoutes.lockDate, {}, { lockDate });
}

/** The message to show for a failed call: the server's own sentence when it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.error ?? `The server answered ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}
