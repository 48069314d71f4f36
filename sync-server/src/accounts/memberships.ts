import type { CompanySummary, Role } from '@keel/core/domain';
import { membershipKey } from '../storage/collections';
import type { CompanyRecord, MembershipRecord, UserRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** The company and the user's membership in it, or null when the user may not see it. */
export async function membershipOf(
  storage: Storage,
  companyId: string,
  userId: string,
): Promise<{ company: CompanyRecord; membership: MembershipRecord } | null> {
  const membership = await storage.memberships.get(membershipKey(companyId, userId));
  const company = membership && (await storage.companies.get(companyId));
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
export async function memberAccess(
  storage: Storage,
  user: UserRecord,
  companyId: string,
  roles?: readonly Role[],
): Promise<MemberAccess> {
  const found = await membershipOf(storage, companyId, user.id);
  if (!found) return { ok: false, refusal: 'not-member' };
  if (found.company.requireTwoFactor && !user.totp?.enabled)
    return { ok: false, refusal: 'two-factor' };
  if (roles && !roles.includes(found.membership.role)) return { ok: false, refusal: 'role' };
  return { ok: true, ...found };
}

/** The companies a user belongs to, with their role. */
export async function companiesOf(storage: Storage, userId: string): Promise<CompanySummary[]> {
  const memberships = await storage.memberships.find('userId', userId);
  const summaries = await Promise.all(
    memberships.map(async (m): Promise<CompanySummary[]> => {
      const c = await storage.companies.get(m.companyId);
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
    }),
  );
  return summaries.flat();
}

/** The memberships of a company, in user id order. */
export function membersOf(storage: Storage, companyId: string): Promise<MembershipRecord[]> {
  return storage.memberships.list(membershipKey(companyId, ''));
}

/** User ids of a company's members holding one of the roles. */
export async function memberIdsWithRole(
  storage: Storage,
  companyId: string,
  roles: readonly Role[],
): Promise<string[]> {
  return (await membersOf(storage, companyId))
    .filter((m) => roles.includes(m.role))
    .map((m) => m.userId);
}
