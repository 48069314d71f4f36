import { useMemo, useState, type ReactNode } from 'react';
import type { CompanySummary, User } from '@keel/core/domain';
import { SessionContext, type Session } from '../session';

/** A session held in memory (no GET /api/user): for stories and component tests. */
export function TestSession({ user, companies = [], children }: { user: User | null; companies?: CompanySummary[]; children: ReactNode }) {
  const [current, setCurrent] = useState<User | null>(user);
  const [list] = useState(companies);
  const value = useMemo<Session>(
    () => ({
      status: current ? 'signed-in' : 'signed-out',
      user: current,
      companies: list,
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
