import type { CompanySummary, Role, User } from '@keel/core/domain';

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
