import { useCallback, useEffect, useState } from 'react';
import { cpaRoutes, type ClientDetail } from '../../domain/routes';
import { cpaApi } from '../cpaApi';

/** How often an open client's detail is read again: its books change in its own document. */
export const DETAIL_REFRESH_MS = 3_000;

/**
 * The health and month-end checklist of a client company on Keel, read while the detail is open
 * and again every DETAIL_REFRESH_MS, so the checklist ticks as the client's books move.
 */
export function useClientDetail(practiceId: string, clientId: string | null) {
  const [detail, setDetail] = useState<ClientDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!clientId) return;
    try {
      setDetail(
        await cpaApi.call(cpaRoutes.clientHealth, { clientId }, undefined, {
          query: { companyId: practiceId },
        }),
      );
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [practiceId, clientId]);

  useEffect(() => {
    setDetail(null);
    void reload();
    const timer = setInterval(() => void reload(), DETAIL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return { detail, error, setDetail };
}
