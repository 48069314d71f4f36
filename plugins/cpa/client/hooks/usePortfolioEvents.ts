import { useEffect, useRef, useState } from 'react';
import { followServerEvents } from '@keel/core/client';
import { cpaRoutes, portfolioEventSchema } from '../../domain/routes';
import { cpaApi } from '../cpaApi';

/** How often the page reads the clients again when the server refuses the event stream. */
export const SAFETY_REFRESH_MS = 60_000;

/** What Client Portfolio's event stream has said so far. */
export interface PortfolioEvents {
  /** Counts the stream's (re)connections: at each, whatever may have been missed is read again. */
  opened: number;
  /** The client companies the latest event named (a new object per event). */
  changed: { clientIds: readonly string[] };
  /** The server refuses the stream (e.g. an older server): the page refreshes every SAFETY_REFRESH_MS. */
  refused: boolean;
}

/**
 * Follows GET /api/cpa/portfolio/events for the practice while the page is open, reconnecting
 * after a drop, and tells which of the user's client companies' health changed.
 */
export function usePortfolioEvents(practiceId: string | null): PortfolioEvents {
  const [opened, setOpened] = useState(0);
  const [changed, setChanged] = useState<PortfolioEvents['changed']>({ clientIds: [] });
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    setRefused(false);
    if (!practiceId) return;
    const abort = new AbortController();
    const path = cpaApi.path(cpaRoutes.portfolioEvents, {}, { companyId: practiceId });
    const onEvent = (name: string, data: string) => {
      if (name !== 'clients') return;
      try {
        const event = portfolioEventSchema.safeParse(JSON.parse(data));
        if (event.success) setChanged({ clientIds: event.data.clientIds });
      } catch {
        // A garbled event is skipped: the next change, or reconnection, reads the clients again.
      }
    };
    void followServerEvents(
      path,
      { onOpen: () => setOpened((n) => n + 1), onEvent },
      abort.signal,
    ).then((gaveUp) => {
      if (gaveUp && !abort.signal.aborted) setRefused(true);
    });
    return () => abort.abort();
  }, [practiceId]);

  return { opened, changed, refused };
}

/**
 * Calls `onOpen` at each (re)connection of the stream and `onChanged` with each event's client
 * ids, once per connection or event: not again when only the callbacks change (another client
 * opened, another practice), whose own first read is their caller's.
 */
export function useOnPortfolioEvents(
  events: PortfolioEvents,
  onOpen: () => void,
  onChanged: (clientIds: readonly string[]) => void,
): void {
  const seen = useRef({ opened: events.opened, changed: events.changed });
  useEffect(() => {
    const last = seen.current;
    seen.current = { opened: events.opened, changed: events.changed };
    if (events.opened !== last.opened) onOpen();
    else if (events.changed !== last.changed) onChanged(events.changed.clientIds);
  }, [events.opened, events.changed, onOpen, onChanged]);
}
