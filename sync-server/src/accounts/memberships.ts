import type { CompanySummary, Role } from '@keel/core/domain';
import type { CompanyRecord, MembershipRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** The company and the user's membership in it, or null when the user may not see it. */
export function membershipOf(
  storage: Storage,
  companyId: string,
  userId: string,
): { company: CompanyRecord; membership: MembershipRecord } | null {
  const membership = storage.data.memberships.find(
    (m) => m.companyId === companyId && m.userId === userId,
  );
  const company = membership && storage.data.companies.find((c) => c.id === companyId);
  return membership && company ? { company, membership } : null;
}

/** The companies a user belongs to, with their role. */
export function companiesOf(storage: Storage, userId: string): CompanySummary[] {
  return storage.data.memberships
    .filter((m) => m.userId === userId)
    .flatMap((m) => {
      const c = storage.data.companies.find((company) => company.id === m.companyId);
      return c
        ? [
            {
              id: c.id,
              name: c.name,
              businessType: c.businessType,
              role: m.role,
              requireTwoFactor: c.requireTwoFactor,
            },
          ]
        : [];
    });
}

/** User ids of a company's members holding one of the roles. */
export function memberIdsWithRole(
  storage: Storage,
  companyId: string,
  roles: readonly Role[],
): string[] {
  return storage.data.memberships
    .filter((m) => m.companyId === companyId && roles.includes(m.role))
    .map((m) => m.userId);
}
