import { useSession, useUser } from '@keel/core/client';

/** The open company's id. */
export function useCompanyId(): string {
  const user = useUser();
  const { currentCompany } = useSession();
  return currentCompany?.id ?? user.companyId ?? '';
}
