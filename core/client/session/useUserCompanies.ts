import { useMemo } from 'react';
import type { UserCompanies } from '@keel/core/domain';
import { useSession } from './SessionContext';

/** The signed-in user's companies with their role, as the session knows them (`core.portfolio`). */
export function useUserCompanies(): UserCompanies {
  const { companies, companiesLoaded } = useSession();
  return useMemo(() => ({ companies, loaded: companiesLoaded }), [companies, companiesLoaded]);
}
