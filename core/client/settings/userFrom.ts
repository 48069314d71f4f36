import type { User } from '@keel/core/domain';

/** PATCH /api/user may answer the user or {user}: take either. */
export function userFrom(res: User | { user: User }): User {
  return 'user' in res ? res.user : res;
}
