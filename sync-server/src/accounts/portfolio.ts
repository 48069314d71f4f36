import { localToday, type PortfolioService } from '@keel/core/domain';
import type { DemoCompany } from '@keel/core/server';
import type { Services } from '../services';
import { authorOf } from '../writerContext';
import { createCompany } from './companies';
import { companiesOf, memberAccess } from './memberships';
import { userById } from './users';

/** Fills a new company with every plugin's demo history; true when none failed. */
export type FillDemo = (demo: DemoCompany) => Promise<boolean>;

/**
 * `core.portfolio`: a user's companies, the user as a member of another company under the same
 * rule as every REST route (`memberAccess`), so a plugin's cross-company read can never reach a
 * company the user may not open, and a practice company filled like the demo.
 */
export function createPortfolio(services: Services, fillDemo: FillDemo): PortfolioService {
  const { storage } = services;
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
    async createDemoCompany(ownerId, name) {
      const owner = await userById(storage, ownerId);
      if (!owner) throw new Error(`No user ${ownerId}`);
      const company = await createCompany(services, ownerId, name, 'llc', [], false);
      const today = localToday(services.config.clock.now());
      await fillDemo({ companyId: company.id, today, by: authorOf(owner) });
      const { id, businessType, requireTwoFactor } = company;
      return { id, name: company.name, businessType, role: 'owner', requireTwoFactor };
    },
  };
}
