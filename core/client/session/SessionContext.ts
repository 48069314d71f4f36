import { createContext, useContext } from 'react';
import type { CompanySummary, User } from '@keel/core/domain';

/** Where the session stands: still asking the server, signed out, or signed in. */
export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

/** The signed-in user, their companies and the actions that change them. */
export interface Session {
  status: SessionStatus;
  user: User | null;
  companies: CompanySummary[];
  /** True once `companies` came from the server for this user (not while loading or after a failure). */
  companiesLoaded: boolean;
  /** The company the session works in (the user's companyId), if any. */
  currentCompany: CompanySummary | null;
  /** Asks the server again for the user and companies. */
  refresh: () => Promise<User | null>;
  /** Sets the user after login, sign-up, switch or a profile save. */
  setUser: (user: User) => void;
  /** Reloads the company list only. */
  refreshCompanies: () => Promise<void>;
  /** Forgets the user locally after the server ended the session (see useSignOut). */
  clear: () => void;
}

/** React context carrying the Session. */
export const SessionContext = createContext<Session | null>(null);

/** The current session; must be used below SessionProvider. */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession needs a <SessionProvider> above it');
  return s;
}

/** The signed-in user; throws when nobody is signed in (use inside the signed-in shell). */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a signed-in session');
  return user;
}
