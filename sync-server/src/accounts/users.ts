import type { User } from '@keel/core/domain';
import { membershipKey } from '../storage/collections';
import type { UserRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** The account with this e-mail (already lower-cased by the request schemas). */
export async function userByEmail(
  storage: Storage,
  email: string,
): Promise<UserRecord | undefined> {
  return (await storage.users.find('email', email))[0];
}

/** The account with this id. */
export function userById(storage: Storage, id: string): Promise<UserRecord | undefined> {
  return storage.users.get(id);
}

/** Initials-based avatar text, since no upload exists yet. */
export function avatarFor(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** The user as GET /api/user answers, with the role in the session's current company. */
export async function publicUser(
  storage: Storage,
  user: UserRecord,
  companyId: string | null,
): Promise<User> {
  const membership = companyId
    ? await storage.memberships.get(membershipKey(companyId, user.id))
    : undefined;
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: membership?.role ?? null,
    avatar: user.avatar,
    companyId: membership ? (companyId ?? null) : null,
    totpEnabled: user.totp?.enabled ?? false,
  };
}
