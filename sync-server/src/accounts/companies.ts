import { COMPANY_PROFILE_ROW, type BusinessType } from '@keel/core/domain';
import { newId } from '../auth/tokens';
import type { CompanyRecord } from '../storage/records';
import type { Services } from '../services';
import type { RecordChange } from '../storage/storage';

/** Writes the core `company` table's profile row, so open browsers follow a rename live. */
export async function writeCompanyProfile(
  services: Services,
  company: CompanyRecord,
): Promise<void> {
  const store = await services.docs.store(company.id, 'core');
  store.setRow('company', COMPANY_PROFILE_ROW, {
    name: company.name,
    businessType: company.businessType,
  });
  await services.docs.commit(company.id);
}

/**
 * Creates a company owned by the user and (unless `makeCurrent` is false) makes it their current
 * one, in one write with `alsoWrite` (the new owner's account, at sign-up); durable on return.
 */
export async function createCompany(
  services: Services,
  ownerId: string,
  name: string,
  businessType: BusinessType,
  alsoWrite: readonly RecordChange[] = [],
  makeCurrent = true,
): Promise<CompanyRecord> {
  const now = services.config.clock.now().toISOString();
  const company: CompanyRecord = {
    id: newId().replace(/-/g, ''),
    name,
    businessType,
    requireTwoFactor: false,
    createdAt: now,
  };
  await Promise.all([
    services.storage.write([
      ...alsoWrite,
      { in: 'companies', put: company },
      {
        in: 'memberships',
        put: { companyId: company.id, userId: ownerId, role: 'owner', joinedAt: now },
      },
      ...(makeCurrent
        ? [
            {
              in: 'users',
              update: ownerId,
              change: (owner) => owner && { ...owner, currentCompanyId: company.id },
            } satisfies RecordChange,
          ]
        : []),
    ]),
    writeCompanyProfile(services, company),
  ]);
  await seedNewCompany(services, company.id);
  return company;
}

/** Lets each plugin write what a new company starts with; a failing plugin is logged, not fatal. */
export async function seedNewCompany(services: Services, companyId: string): Promise<void> {
  for (const seed of services.companySeeders) {
    try {
      await seed(companyId);
    } catch (error) {
      services.config.log('error', 'A plugin failed to set up a new company', {
        companyId,
        error: String(error),
      });
    }
  }
}
