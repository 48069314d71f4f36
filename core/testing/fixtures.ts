import type { CompanySummary, Role, User } from '@keel/core/domain';

/**
 * The moment tests and stories are set in (local time, so it is 25 November 2026 in any time
 * zone): the sample data's November 2026. A test or story changes it with `now` or `clock`.
 */
export const SAMPLE_NOW = '2026-11-25T12:00:00';

/** The company tests and stories work in; fake API routes are keyed by this id. */
export const SAMPLE_COMPANY_ID = 'c-analytical';

/** A signed-in owner, Ada Lovelace, of the sample company. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-ada',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '',
    role: 'owner',
    avatar: '',
    companyId: SAMPLE_COMPANY_ID,
    totpEnabled: false,
    ...overrides,
  };
}

/** The sample company as the user's company list shows it. */
export function sampleCompany(overrides: Partial<CompanySummary> = {}): CompanySummary {
  return {
    id: SAMPLE_COMPANY_ID,
    name: 'Analytical Engines LLC',
    businessType: 'llc',
    role: 'owner',
    requireTwoFactor: false,
    ...overrides,
  };
}

/** Two more companies of the same person (accountant and admin, or all `role`), for the switcher. */
export function sampleOtherCompanies(role?: Role): CompanySummary[] {
  return [
    sampleCompany({
      id: 'c-difference',
      name: 'Difference Co',
      businessType: 'corporation',
      role: role ?? 'accountant',
    }),
    sampleCompany({
      id: 'c-babbage',
      name: 'Babbage Partners',
      businessType: 'partnership',
      role: role ?? 'admin',
    }),
  ];
}
