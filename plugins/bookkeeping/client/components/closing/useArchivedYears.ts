import { useCallback, useEffect, useState } from 'react';
import type { ArchiveSummary } from '../../../domain/archive';
import { listArchivedYears, messageOf } from './archiveApi';

/** The company's archived years as the server lists them. */
export interface ArchivedYears {
  years: ArchiveSummary[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Loads the list of archived fiscal years; `reload` after archiving one. */
export function useArchivedYears(companyId: string): ArchivedYears {
  const [years, setYears] = useState<ArchiveSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    listArchivedYears(companyId).then(
      (list) => {
        if (!current) return;
        setYears(list);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(messageOf(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [companyId, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { years, loading, error, reload };
}
