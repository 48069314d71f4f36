import type { CompanySummary } from '../api/companies';
import type { MemberContext } from '../memberContext';
import type { Role } from '../roles';

/**
 * `core.portfolio` on the server: the companies a user belongs to, and the one authorized way to
 * act for them in another company (an accountant's practice reading its client companies).
 */
export interface PortfolioService {
  /** The companies the user is a member of, with their role, name and business type. */
  companiesOf(userId: string): Promise<CompanySummary[]>;
  /**
   * The user as a member of `companyId`, for calling other services for that company; null when
   * the user is not (or no longer) a member, the role is not one of `roles`, the company requires
   * two-factor authentication the user has not turned on, or there is no such company. Answer a
   * request with 404 on null: never hint that the company exists.
   */
  asMember(
    userId: string,
    companyId: string,
    roles?: readonly Role[],
  ): Promise<MemberContext | null>;
  /**
   * Creates a company the user owns, filled with the demo company's sample history (what every
   * plugin's `seedDemo` writes on a first start, ending today), without making it their current
   * company; a practice copy to learn in. Durable on return; a plugin that fails to fill it is
   * logged and the company is kept.
   */
  createDemoCompany(ownerId: string, name: string): Promise<CompanySummary>;
}

/** `core.portfolio` in the browser: the signed-in user's companies, from the session. */
export interface UserCompanies {
  companies: CompanySummary[];
  /** True once the list came from the server. */
  loaded: boolean;
}
