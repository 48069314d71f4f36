import type { CompanySummary, Role } from '@keel/core/domain';
import type { CompanyRecord, MembershipRecord, UserRecord } from '../storage/records';
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

/** Whether a user may act in a company: their membership, or why not. */
export type MemberAccess =
  | { ok: true; company: CompanyRecord; membership: MembershipRecord }
  | {
      ok: false;
      /** Not a member (or no such company), the company's 2FA is missing, or the role may not. */
      refusal: 'not-member' | 'two-factor' | 'role';
    };

/**
 * The one rule of who may act in a company, for REST (`requireMember`) and for plugins acting for
 * a user in another company (`core.portfolio`): a member, with the company's 2FA if it requires
 * it, holding one of `roles` when given.
 */
export function memberAccess(
  storage: Storage,
  user: UserRecord,
  companyId: string,
  roles?: readonly Role[],
): MemberAccess {
  const found = membershipOf(storage, companyId, user.id);
  if (!found) return { ok: false, refusal: 'not-member' };
  if (found.company.requireTwoFactor && !user.totp?.enabled)
    return { ok: false, refusal: 'two-factor' };
  if (roles && !roles.includes(found.membership.role)) return { ok: false, refusal: 'role' };
  return { ok: true, ...found };
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
