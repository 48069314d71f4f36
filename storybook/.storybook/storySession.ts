import { useMemo, useState } from 'react';
import type { CompanySummary, User } from '@keel/core/domain';
import type { Session } from '@keel/core/client';

/**
 * A signed-in Session held in memory: SessionProvider would ask GET /api/user, which Storybook
 * has no server for. setUser and clear work, so sign-out and profile saves still re-render.
 */
export function useStorySession(initialUser: User, company: CompanySummary): Session {
  const [user, setUser] = useState<User | null>(initialUser);
  return useMemo<Session>(
    () => ({
      status: user ? 'signed-in' : 'signed-out',
      user,
      companies: [company],
      currentCompany: user ? company : null,
      refresh: async () => user,
      setUser,
      refreshCompanies: async () => {},
      clear: () => setUser(null),
    }),
    [user, company],
  );
}
