import type { User } from '@keel/core/domain';
import type { UserRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** The account with this e-mail (already lower-cased by the request schemas). */
export function userByEmail(storage: Storage, email: string): UserRecord | undefined {
  return storage.data.users.find((u) => u.email === email);
}

/** The account with this id. */
export function userById(storage: Storage, id: string): UserRecord | undefined {
  return storage.data.users.find((u) => u.id === id);
}

/** Initials-based avatar text, since no upload exists yet. */
export function avatarFor(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** The user as GET /api/user answers, with the role in the session's current company. */
export function publicUser(storage: Storage, user: UserRecord, companyId: string | null): User {
  const membership = companyId
    ? storage.data.memberships.find((m) => m.companyId === companyId && m.userId === user.id)
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
