import type { CompanySummary, Role, User } from '@keel/core/domain';

/** A signed-in user for stories and tests. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-ada', name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '',
    role: 'owner', avatar: '', companyId: 'c-analytical', totpEnabled: false, ...overrides,
  };
}

/** A company summary for stories and tests. */
export function sampleCompany(overrides: Partial<CompanySummary> = {}): CompanySummary {
  return { id: 'c-analytical', name: 'Analytical Engines LLC', businessType: 'llc', role: 'owner', requireTwoFactor: false, ...overrides };
}

/** Several companies with different roles, for the switcher. */
export function sampleCompanies(role: Role = 'owner'): CompanySummary[] {
  return [
    sampleCompany({ role }),
    sampleCompany({ id: 'c-difference', name: 'Difference Co', businessType: 'corporation', role: 'accountant' }),
    sampleCompany({ id: 'c-babbage', name: 'Babbage Partners', businessType: 'partnership', role: 'admin' }),
  ];
}
