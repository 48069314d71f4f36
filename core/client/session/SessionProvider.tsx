import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CompanySummary, User } from '@keel/core/domain';
import { api, isApiError } from '../api';
import { useClock } from '../clock';
import { SessionContext, type Session, type SessionStatus } from './SessionContext';
import { cacheProfile, clearProfileCache } from './profileCache';

/** Asks GET /api/session on start and keeps the user and their companies; no user means signed out. */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: User | null;
}) {
  const [status, setStatus] = useState<SessionStatus>(initialUser ? 'signed-in' : 'loading');
  const [user, setUserState] = useState<User | null>(initialUser ?? null);
  const [companies, setCompanies] = useState<CompanySummary[]>([]);
  const [companiesLoaded, setCompaniesLoaded] = useState(false);
  const clock = useClock();

  const loadCompanies = useCallback(async (u: User) => {
    setCompaniesLoaded(false);
    try {
      setCompanies((await api.companies(u.id)).companies);
      setCompaniesLoaded(true);
    } catch {
      setCompanies([]);
    }
  }, []);

  const setUser = useCallback(
    (u: User) => {
      setUserState(u);
      setStatus('signed-in');
      cacheProfile(u, clock);
      void loadCompanies(u);
    },
    [loadCompanies, clock],
  );

  const refresh = useCallback(async () => {
    try {
      const { user: u } = await api.session();
      if (u) {
        setUser(u);
        return u;
      }
    } catch (e) {
      if (!isApiError(e)) console.error(e);
    }
    setUserState(null);
    setStatus('signed-out');
    return null;
  }, [setUser]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const clear = useCallback(() => {
    clearProfileCache();
    setUserState(null);
    setCompanies([]);
    setCompaniesLoaded(false);
    setStatus('signed-out');
  }, []);

  const refreshCompanies = useCallback(async () => {
    if (user) await loadCompanies(user);
  }, [user, loadCompanies]);

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      companies,
      companiesLoaded,
      currentCompany: companies.find((c) => c.id === user?.companyId) ?? null,
      refresh,
      setUser,
      refreshCompanies,
      clear,
    }),
    [status, user, companies, companiesLoaded, refresh, setUser, refreshCompanies, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
