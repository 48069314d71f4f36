import { useCallback, useEffect, useState } from 'react';
import { cpaRoutes, type ClientDetail } from '../../domain/routes';
import { cpaApi } from '../cpaApi';
import {
  SAFETY_REFRESH_MS,
  useOnPortfolioEvents,
  type PortfolioEvents,
} from './usePortfolioEvents';

/**
 * The health and month-end checklist of a client company on Keel, read while the detail is open
 * and again each time `events` names the client (so the checklist ticks as the client's books
 * move) or reconnects, or every SAFETY_REFRESH_MS only while the server refuses the stream.
 */
export function useClientDetail(
  practiceId: string,
  clientId: string | null,
  events: PortfolioEvents,
) {
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
  }, [reload]);

  const onOpen = useCallback(() => void reload(), [reload]);
  const onChanged = useCallback(
    (clientIds: readonly string[]) => {
      if (clientId && clientIds.includes(clientId)) void reload();
    },
    [reload, clientId],
  );
  useOnPortfolioEvents(events, onOpen, onChanged);
  const { refused } = events;
  useEffect(() => {
    if (!refused) return;
    const timer = setInterval(() => void reload(), SAFETY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, refused]);

  return { detail, error, setDetail };
}
