import type { Store } from 'tinybase';
import { z } from 'zod';
import type { AuditService, CompanyMember } from '@keel/core/domain';
import type { PracticeMember } from '../domain/routes';
import { credentialsRowSchema } from '../domain/schema';

const membershipsSchema = z.array(z.string());

/** A member's credentials as they entered them, or null when they entered none. */
export function credentialsOf(store: Store, userId: string): PracticeMember['credentials'] {
  if (!store.hasRow('credentials', userId)) return null;
  const row = credentialsRowSchema.parse(store.getRow('credentials', userId));
  return {
    licenceType: row.licenceType,
    licenceNumber: row.licenceNumber,
    licenceState: row.licenceState,
    memberships: membershipsSchema.parse(JSON.parse(row.memberships)),
  };
}

/** The practice's members (core.audit), by name, each with the credentials they entered. */
export async function practiceMembers(
  audit: AuditService,
  store: Store,
  practiceId: string,
): Promise<{ members: PracticeMember[]; emails: Map<string, string> }> {
  const people: CompanyMember[] = await audit.members(practiceId);
  const members = people
    .map(({ userId, name, role }) => ({
      userId,
      name,
      role,
      credentials: credentialsOf(store, userId),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  return { members, emails: new Map(people.map((p) => [p.userId, p.email])) };
}
