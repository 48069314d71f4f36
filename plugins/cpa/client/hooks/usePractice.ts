import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  cpaRoutes,
  type AnalyticsAnswer,
  type ClientView,
  type PracticeMember,
  type ServiceView,
} from '../../domain/routes';
import { cpaApi } from '../cpaApi';
import { useCpaTable } from '../stores';
import {
  SAFETY_REFRESH_MS,
  useOnPortfolioEvents,
  type PortfolioEvents,
} from './usePortfolioEvents';

/** What the page shows of the practice, each part null while it loads. */
export interface Practice {
  services: ServiceView[] | null;
  starter: boolean;
  clients: ClientView[] | null;
  members: PracticeMember[] | null;
  analytics: AnalyticsAnswer | null;
  error: string | null;
  reload: () => Promise<void>;
}

type ServicesAnswer = z.output<(typeof cpaRoutes)['services']['answer']>;

/**
 * Reads the practice's catalogue, clients, team and analytics from /api/cpa, again whenever the
 * practice's own records change (another member's edit arrives through sync). The clients, whose
 * health comes from their own books, are read again when `events` says one of them changed or
 * (re)connects, or every SAFETY_REFRESH_MS only while the server refuses the event stream.
 */
export function usePractice(companyId: string | null, events: PortfolioEvents): Practice {
  const [services, setServices] = useState<ServicesAnswer | null>(null);
  const [clients, setClients] = useState<ClientView[] | null>(null);
  const [members, setMembers] = useState<PracticeMember[] | null>(null);
  const [analytics, setAnalytics] = useState<AnalyticsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changes = JSON.stringify([
    useCpaTable('services'),
    useCpaTable('clients'),
    useCpaTable('consultations'),
    useCpaTable('credentials'),
    useCpaTable('activity'),
  ]);

  const reload = useCallback(async () => {
    if (!companyId) return;
    const query = { query: { companyId } };
    try {
      const [nextServices, nextClients, team, nextAnalytics] = await Promise.all([
        cpaApi.call(cpaRoutes.services, {}, undefined, query),
        cpaApi.call(cpaRoutes.clients, {}, undefined, query),
        cpaApi.call(cpaRoutes.team, {}, undefined, query),
        cpaApi.call(cpaRoutes.analytics, {}, undefined, query),
      ]);
      setServices(nextServices);
      setClients(nextClients.clients);
      setMembers(team.members);
      setAnalytics(nextAnalytics);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [companyId]);

  const reloadClients = useCallback(async () => {
    if (!companyId) return;
    try {
      const next = await cpaApi.call(cpaRoutes.clients, {}, undefined, { query: { companyId } });
      setClients(next.clients);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [companyId]);

  useEffect(() => {
    void reload();
  }, [reload, changes]);

  const onOpen = useCallback(() => void reloadClients(), [reloadClients]);
  useOnPortfolioEvents(events, onOpen, onOpen);
  const { refused } = events;
  useEffect(() => {
    if (!refused) return;
    const timer = setInterval(() => void reload(), SAFETY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, refused]);

  return {
    services: services?.services ?? null,
    starter: services?.starter ?? false,
    clients,
    members,
    analytics,
    error,
    reload,
  };
}
