import { useCallback, useEffect, useMemo, useState } from 'react';
import { fiscalYearStart, type JournalEntry } from '@keel/core/domain';
import {
  entriesSpanningArchives,
  isCarryForwardId,
  readArchive,
  type ArchiveFile,
} from '../../../domain/archive';
import type { ReportPeriod } from '../../../domain/reportFiles/reportDates';
import type { Books } from '../../hooks/useBooks';
import { fetchArchive, listArchivedYears, messageOf } from './archiveApi';

/** What the Reports tab computes from, and whether archived years are part of it. */
export interface ArchivedReportSource {
  entries: readonly JournalEntry[];
  /** live: the live books alone suffice; spanned: archived years fetched and merged in. */
  status: 'live' | 'loading' | 'spanned' | 'failed';
  error: string | null;
  retry: () => void;
}

/** Archive files are read-only: each is fetched once per company and year. */
const fetched = new Map<string, Promise<ArchiveFile>>();

function archiveFile(companyId: string, year: number): Promise<ArchiveFile> {
  const key = `${companyId}/${year}`;
  let file = fetched.get(key);
  if (!file) {
    file = fetchArchive(companyId, year);
    fetched.set(key, file);
    file.catch(() => fetched.delete(key));
  }
  return file;
}

/** The live carry-forward entry's date: the last day of the latest archived year, or null. */
function archivedThrough(entries: readonly JournalEntry[]): string | null {
  let last: string | null = null;
  for (const entry of entries)
    if (isCarryForwardId(entry.id) && (last === null || entry.date > last)) last = entry.date;
  return last;
}

/**
 * The entries for the Reports tab's period. The live books hold archived years
 * only as a carry-forward entry; when the period (or its balance sheet's fiscal year) starts on or
 * before the last archived day, the archives it reaches are fetched from the server and merged in.
 */
export function useArchivedReportSource(books: Books, period: ReportPeriod): ArchivedReportSource {
  const { companyId, accounts, entries, settings } = books;
  const yearStart = fiscalYearStart(period.to, settings.fiscalYearStartMonth);
  const start = period.from < yearStart ? period.from : yearStart;
  const through = archivedThrough(entries);
  const needed = through !== null && start <= through;
  const [files, setFiles] = useState<{ key: string; files: ArchiveFile[] } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${companyId}|${start}|${through}|${attempt}`;

  useEffect(() => {
    if (!needed) return;
    let current = true;
    listArchivedYears(companyId)
      .then((years) =>
        Promise.all(years.filter((y) => y.to >= start).map((y) => archiveFile(companyId, y.year))),
      )
      .then(
        (loaded) => current && setFiles({ key, files: loaded }),
        (error: unknown) => current && setFailure({ key, error: messageOf(error) }),
      );
    return () => {
      current = false;
    };
  }, [needed, companyId, start, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const ready = files?.key === key ? files.files : null;
  const spanned = useMemo(() => {
    if (!ready) return null;
    const archives = ready.map((file) => readArchive(file, accounts));
    return { entries: entriesSpanningArchives(entries, archives, start) };
  }, [ready, accounts, entries, start]);

  if (!needed) return { entries, status: 'live', error: null, retry };
  if (spanned) return { ...spanned, status: 'spanned', error: null, retry };
  const error = failure?.key === key ? failure.error : null;
  return { entries, status: error ? 'failed' : 'loading', error, retry };
}
