import type { PortfolioService } from '@keel/core/domain';
import type { Storage } from '../storage/storage';
import { authorOf } from '../writerContext';
import { companiesOf, memberAccess } from './memberships';
import { userById } from './users';

/**
 * `core.portfolio`: a user's companies, and the user as a member of another company under the
 * same rule as every REST route (`memberAccess`), so a plugin's cross-company read can never reach
 * a company the user may not open.
 */
export function createPortfolio(storage: Storage): PortfolioService {
  return {
    async companiesOf(userId) {
      return companiesOf(storage, userId);
    },
    async asMember(userId, companyId, roles) {
      const user = await userById(storage, userId);
      if (!user) return null;
      const access = await memberAccess(storage, user, companyId, roles);
      if (!access.ok) return null;
      return { userId, companyId, role: access.membership.role, author: authorOf(user) };
    },
  };
}
