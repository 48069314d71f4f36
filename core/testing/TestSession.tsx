import { useMemo, useState, type ReactNode } from 'react';
import type { CompanySummary, User } from '@keel/core/domain';
import { SessionContext, type Session } from '../client/session';

/**
 * A session held in memory instead of SessionProvider's GET /api/user. setUser and clear work,
 * so sign-in, company switches, profile saves and sign-out re-render as in the app.
 */
export function TestSession({
  user,
  companies = [],
  children,
}: {
  user: User | null;
  companies?: CompanySummary[];
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<User | null>(user);
  const [list] = useState(companies);
  const value = useMemo<Session>(
    () => ({
      status: current ? 'signed-in' : 'signed-out',
      user: current,
      companies: list,
      companiesLoaded: true,
      currentCompany: list.find((c) => c.id === current?.companyId) ?? null,
      refresh: async () => current,
      setUser: setCurrent,
      refreshCompanies: async () => {},
      clear: () => setCurrent(null),
    }),
    [current, list],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
