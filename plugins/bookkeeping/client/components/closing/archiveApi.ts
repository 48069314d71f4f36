import { ApiError, request } from '@keel/core/client';
import {
  archiveFileSchema,
  archiveListSchema,
  archiveSummarySchema,
  type ArchiveFile,
  type ArchiveSummary,
} from '../../../domain/archive';

const companyPath = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}`;

/** The company's archived fiscal years, oldest first. */
export async function listArchivedYears(companyId: string): Promise<ArchiveSummary[]> {
  const body = archiveListSchema.parse(
    await request<unknown>('GET', `${companyPath(companyId)}/archive`),
  );
  return [...body.years].sort((a, b) => a.year - b.year);
}

/** One archived fiscal year's file (its rows as they were stored). */
export async function fetchArchive(companyId: string, year: number): Promise<ArchiveFile> {
  return archiveFileSchema.parse(
    await request<unknown>('GET', `${companyPath(companyId)}/archive/${year}`),
  );
}

/** Archives a closed fiscal year on the server. */
export async function archiveYear(companyId: string, year: number): Promise<ArchiveSummary> {
  const body = await request<{ archive: unknown }>(
    'POST',
    `${companyPath(companyId)}/archive/${year}`,
  );
  return archiveSummarySchema.parse(body.archive);
}

/** Sets the lock date ('' reopens every period). */
export async function saveLockDate(companyId: string, lockDate: string): Promise<void> {
  await request<unknown>('PUT', `${companyPath(companyId)}/settings/lock-date`, { lockDate });
}

/** The message to show for a failed call: the server's own sentence when it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.error ?? `The server answered ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}
