import { useSession, useUser } from '@keel/core/client';

/** The open company's id, or null outside a company. */
export function useCompanyId(): string | null {
  const user = useUser();
  const { currentCompany } = useSession();
  return currentCompany?.id ?? user.companyId ?? null;
}
