import type { Role } from './roles';

/** A signed-in member acting in one company, as `requireMember` (or the portfolio) answers it. */
export interface MemberContext {
  userId: string;
  companyId: string;
  role: Role;
  /** As records name who wrote them: 'First Last <email>'. */
  author: string;
}
